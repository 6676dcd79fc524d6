import Foundation
import Testing
import PartyContent
import PartyCore

@Suite("Pack validation")
struct PackReadingTests {
    /// A pack with `items` (already formatted, one per line from line 8) and header overrides.
    static func pack(_ items: [String], game: String = "guess_or_pass", category: String = "animals",
                     language: String = "\"tr\"", extra: String = "") -> String {
        """
        {
          "id": "test-pack",
          "language": \(language),
          "game": "\(game)",
          "category": "\(category)",\(extra)
          "title": "Test",
          "items": [
        \(items.map { "    " + $0 }.joined(separator: ",\n"))
          ]
        }
        """
    }

    /// The error reading `text` as `t.json`, or nil when it was accepted.
    static func error(_ text: String) -> PackError? {
        do { _ = try ContentPack.read(text, file: "t.json"); return nil } catch { return error }
    }

    @Test("a good Guess or Pass pack: plain strings and objects, family_safe defaults to true")
    func goodWords() throws {
        let pack = try ContentPack.read(Self.pack(["\"kedi\"", "{\"word\": \"hamamböceği\", \"family_safe\": false}",
                                                   "{\"word\": \"ayı\", \"family_safe\": true}"]), file: "t.json")
        #expect(pack.id == "test-pack" && pack.language == .tr && pack.game == .guessOrPass && pack.category == "animals")
        #expect(pack.words == [PackWord(word: "kedi"), PackWord(word: "hamamböceği", familySafe: false), PackWord(word: "ayı")])
    }

    @Test("a good Would You Rather pack keeps its ids and category")
    func goodQuestions() throws {
        let pack = try ContentPack.read(Self.pack(["{\"id\": \"x-1\", \"a\": \"Uçmak\", \"b\": \"Yüzmek\"}",
                                                   "{\"id\": \"x-2\", \"a\": \"Çay\", \"b\": \"Kahve\", \"family_safe\": false}"],
                                                  game: "would_you_rather", category: "silly"), file: "t.json")
        #expect(pack.questions.map(\.question.id) == ["x-1", "x-2"])
        #expect(pack.questions.map(\.familySafe) == [true, false])
        #expect(pack.questions[0].question.category == .silly && !pack.questions[0].question.isCustom)
    }

    @Test("broken JSON names the file and the line", arguments: [
        (pack(["\"kedi\"", "\"köpek\" \"at\""]), 9, "a missing comma?"),
        (pack(["\"kedi\"", "\"köpek\","]), 9, "trailing comma"),
        (pack(["\"kedi", "\"at\""]), 8, "missing closing quote"),
        (pack(["'kedi'"]), 8, "double quotes"),
        (pack(["\"kedi\"", "\"at\" // a comment"]), 9, "(a missing comma?)"),
        ("{\"id\": \"a\", \"id\": \"b\"}", 1, "duplicate key \"id\""),
        ("{\n\n", 3, "double quotes"),
        ("{} {}", 1, "after the JSON value"),
    ])
    func brokenJSON(text: String, line: Int, words: String) throws {
        let error = try #require(Self.error(text))
        #expect(error.file == "t.json" && error.line == line, "\(error)")
        #expect(error.message.contains(words), "\(error)")
        #expect(error.description.hasPrefix("t.json:\(line): not valid JSON"))
    }

    @Test("wrong fields name the field and its line", arguments: [
        (pack(["\"kedi\""], extra: "\n  \"colour\": \"red\","), 6, "unknown field \"colour\""),
        (pack(["\"kedi\""], language: "\"klingon\""), 3, "unknown language \"klingon\""),
        (pack(["\"kedi\""], language: "7"), 3, "\"language\" must be a string, not a number"),
        (pack(["\"kedi\""], category: "mixed"), 5, "unknown category \"mixed\""),
        (pack(["\"kedi\""], game: "chess"), 4, "unknown game \"chess\""),
        (pack(["\"kedi\"", "42"]), 9, "items[1] must be a string or an object"),
        (pack(["\"kedi\"", "{\"word\": \"at\", \"safe\": false}"]), 9, "unknown field \"safe\" in items[1]"),
        (pack(["{\"word\": \"at\", \"family_safe\": \"no\"}"]), 8, "\"family_safe\" must be true or false"),
        (pack(["\"  kedi\""]), 8, "spaces at an end"),
        (pack(["\"!!!\""]), 8, "no letters or digits"),
        (pack(["\"kedi\"", "\"KEDİ\""]), 9, "repeats the word on line 8"),
        (pack(["{\"id\": \"q1\", \"a\": \"x\", \"b\": \"y\"}", "{\"id\": \"q1\", \"a\": \"u\", \"b\": \"v\"}"],
              game: "would_you_rather", category: "silly"), 9, "duplicate id \"q1\" (first on line 8)"),
        (pack(["{\"id\": \"custom-1\", \"a\": \"x\", \"b\": \"y\"}"], game: "would_you_rather", category: "silly"), 8, "custom-"),
        (pack(["{\"id\": \"q 1\", \"a\": \"x\", \"b\": \"y\"}"], game: "would_you_rather", category: "silly"), 8, "\"id\" must be"),
        (pack(["{\"id\": \"q1\", \"a\": \"Same\", \"b\": \"same\"}"], game: "would_you_rather", category: "silly"), 8, "must differ"),
        (pack(["{\"id\": \"q1\", \"a\": \"x\"}"], game: "would_you_rather", category: "silly"), 8, "missing field \"b\""),
        (pack([]), 7, "\"items\" must not be empty"),
        ("[]", 1, "a pack must be an object, not an array"),
    ])
    func wrongFields(text: String, line: Int, words: String) throws {
        let error = try #require(Self.error(text))
        #expect(error.line == line, "\(error)")
        #expect(error.message.contains(words), "\(error)")
    }

    @Test("a library refuses a second pack with the same id or a question id already used")
    func libraryDuplicates() {
        var library = ContentLibrary()
        let questions = Self.pack(["{\"id\": \"q1\", \"a\": \"x\", \"b\": \"y\"}"], game: "would_you_rather", category: "silly")
        let other = questions.replacingOccurrences(of: "test-pack", with: "other-pack")
        library.load([PackSource(name: "a.json", text: questions), PackSource(name: "b.json", text: questions),
                      PackSource(name: "c.json", text: other), PackSource(name: "d.json", text: "{")])
        #expect(library.packs.map(\.id) == ["test-pack"])
        #expect(library.problems.map(\.file) == ["b.json", "c.json", "d.json"])
        #expect(library.problems[0].message.contains("pack id \"test-pack\" is already used"))
        #expect(library.problems[1].message.contains("question id \"q1\" is already used by pack \"test-pack\""))
    }

    @Test("the shipped question ids do not clash with a pack that reuses one")
    func shippedIDsAreTaken() {
        var library = ShippedContent.library
        library.load([PackSource(name: "mine.json", text: Self.pack(["{\"id\": \"si-001\", \"a\": \"x\", \"b\": \"y\"}"],
                                                                     game: "would_you_rather", category: "silly"))])
        #expect(library.problems.first?.message.contains("\"si-001\"") == true)
    }
}
