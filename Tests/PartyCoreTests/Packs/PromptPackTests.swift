import Testing
import PartyCore

/// Prompt packs (`{"id", "text", "family_safe"?}` items, for a game that asks the room questions).
@Suite("Prompt packs")
struct PromptPackTests {
    static func pack(_ items: [String], id: String = "tr-ml-test", category: String = "everyday") -> String {
        PackReadingTests.pack(items, game: "most_likely", category: category).replacingOccurrences(of: "\"test-pack\"", with: "\"\(id)\"")
    }

    @Test("a good prompt pack keeps its ids, texts and family flags; its category is the game's")
    func good() throws {
        let pack = try ContentPack.read(Self.pack(["{\"id\": \"p-1\", \"text\": \"Kim uyur?\"}",
                                                   "{\"id\": \"p-2\", \"text\": \"Kim kaçar?\", \"family_safe\": false}"], category: "anything_else"),
                                        file: "t.json")
        #expect(pack.game == .mostLikely && pack.category == "anything_else" && pack.count == 2)
        #expect(pack.prompts == [PackPrompt(id: "p-1", text: "Kim uyur?"), PackPrompt(id: "p-2", text: "Kim kaçar?", familySafe: false)])
    }

    @Test("refused: a repeated id, a custom- id, a missing text, an unknown field, a category that is no id")
    func refused() {
        let cases: [(String, String)] = [
            (Self.pack(["{\"id\": \"p-1\", \"text\": \"A\"}", "{\"id\": \"p-1\", \"text\": \"B\"}"]), "duplicate id"),
            (Self.pack(["{\"id\": \"custom-1\", \"text\": \"A\"}"]), "custom-"),
            (Self.pack(["{\"id\": \"p-1\"}"]), "\"text\""),
            (Self.pack(["{\"id\": \"p-1\", \"text\": \"A\", \"a\": \"B\"}"]), "\"a\""),
            (Self.pack(["{\"id\": \"p-1\", \"text\": \"A\"}"], category: "two words"), "\"category\""),
        ]
        for (text, expected) in cases {
            let error = PackReadingTests.error(text)
            #expect(error?.description.contains(expected) == true, "\(String(describing: error)) lacks \(expected)")
        }
    }

    @Test("the library finds prompts by game, language and category, leaves out unsafe ones in family mode, refuses a taken id")
    func library() throws {
        var library = ContentLibrary()
        try library.add(try ContentPack.read(Self.pack(["{\"id\": \"p-1\", \"text\": \"A\"}", "{\"id\": \"p-2\", \"text\": \"B\", \"family_safe\": false}"]),
                                             file: "a.json"), file: "a.json")
        try library.add(try ContentPack.read(Self.pack(["{\"id\": \"p-3\", \"text\": \"C\"}"], id: "tr-ml-two", category: "silly"), file: "b.json"),
                        file: "b.json")
        #expect(library.prompts(game: .mostLikely, language: .tr, categories: ["silly", "everyday"], familySafe: false).map(\.id) == ["p-3", "p-1", "p-2"])
        #expect(library.prompts(game: .mostLikely, language: .tr, categories: ["everyday"], familySafe: true).map(\.id) == ["p-1"])
        #expect(library.prompts(game: .mostLikely, language: .en, categories: ["everyday"], familySafe: false).isEmpty)
        #expect(throws: PackError.self) {
            try library.add(try ContentPack.read(Self.pack(["{\"id\": \"p-3\", \"text\": \"D\"}"], id: "tr-ml-three"), file: "c.json"), file: "c.json")
        }
    }
}
