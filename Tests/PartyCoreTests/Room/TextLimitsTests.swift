import Testing
@testable import PartyCore

/// Attack row "names and chat made of stacked combining marks": every text field has a byte
/// limit as well as a character limit, and runs of combining marks are capped.
@Suite("Text limits: bytes and combining marks")
struct TextLimitsTests {
    /// `count` characters, each a letter carrying `marks` acute accents (U+0301, 2 bytes each).
    static func stacked(_ count: Int, marks: Int) -> String {
        String(repeating: "a" + String(repeating: "\u{0301}", count: marks), count: count)
    }

    @Test("a 12-character name of 62 KB is refused, naming the field and the byte limit")
    func hugeNameOfFewCharacters() {
        let name = Self.stacked(12, marks: 2_600)
        #expect(name.count == 12)
        #expect(name.utf8.count > 62_000)
        var room = Room(code: "ABCD")
        // Sanitising keeps 4 marks a letter: 12 × 9 = 108 bytes, still over the name's 96.
        #expect(throws: RuleViolation.badRequest(field: "name", reason: "must be at most 96 bytes of UTF-8 (got 108)")) {
            _ = try room.join(name: name, role: .player, profileKey: "k")
        }
    }

    @Test("runs of combining marks keep at most 4 marks after each base character")
    func marksAreCapped() {
        let cleaned = TextSanitizer.clean(Self.stacked(3, marks: 50))
        #expect(cleaned == Self.stacked(3, marks: TextSanitizer.maxMarksPerBase))
        // A zero-width joiner run counts too; emoji ZWJ sequences and keycaps are untouched.
        #expect(TextSanitizer.clean("x" + String(repeating: "\u{200D}", count: 9)).unicodeScalars.count == 5)
        for ordinary in ["Nguyễn", "Zoë", "👨‍👩‍👧‍👦", "1️⃣", "क्षत्रिय", "ᾌ̓"] {
            #expect(TextSanitizer.clean(ordinary) == ordinary)
        }
    }

    @Test("a 500-character chat line of 60 KB is refused; the same line with 3 marks a letter is fine in characters, not in bytes")
    func chatBytes() {
        #expect(throws: RuleViolation.self) {
            _ = try TextSanitizer.validated(Self.stacked(500, marks: 60), field: "text", limit: .chat)
        }
        // 300 characters of 7 bytes = 2 100 bytes: over the 2 000-byte limit although under 500 characters.
        #expect(throws: RuleViolation.badRequest(field: "text", reason: "must be at most 2000 bytes of UTF-8 (got 2100)")) {
            _ = try TextSanitizer.validated(Self.stacked(300, marks: 3), field: "text", limit: .chat)
        }
        #expect((try? TextSanitizer.validated(Self.stacked(200, marks: 3), field: "text", limit: .chat)) != nil)
    }

    @Test("every kind of player text has a byte limit of four bytes per character", arguments: [
        (TextLimit.name, 24), (.chat, 500), (.guess, 100), (.wheelName, 40), (.wheelLabel, 40), (.wyrOption, 140), (.customWord, 40),
    ])
    func fourBytesPerCharacter(limit: TextLimit, characters: Int) throws {
        #expect(limit.characters.upperBound == characters)
        #expect(limit.maxBytes == 4 * characters)
        // The longest text in 4-byte characters fits exactly; in 5-byte characters it does not.
        let emoji = String(repeating: "😀", count: characters)
        #expect(try TextSanitizer.validated(emoji, field: "f", limit: limit) == emoji)
        #expect(throws: RuleViolation.self) {
            _ = try TextSanitizer.validated(Self.stacked(characters, marks: 2), field: "f", limit: limit)
        }
    }

    @Test("wheel names and labels, custom questions and guesses are refused by bytes")
    func fieldsUseTheirLimits() throws {
        let heavy = Self.stacked(20, marks: 4)  // 20 characters, 180 bytes
        #expect(throws: RuleViolation.self) { _ = try Wheel.validatedName(heavy) }
        #expect(throws: RuleViolation.self) {
            _ = try Wheel.validatedOptions([WheelOption(label: heavy, weight: 1), WheelOption(label: "b", weight: 1)])
        }
        var record = WyrRoomRecord()
        let roster: Roster = [RosterEntry(id: "p1", name: "Ann", role: .player)]
        #expect(throws: RuleViolation.self) {
            _ = try record.addCustom(a: Self.stacked(140, marks: 4), b: "b", category: nil, by: "p1", roster: roster)
        }
    }

    @Test("the ASCII fast path agrees with the general cleaner on texts with mark runs")
    func fastPathAgrees() {
        var rng = SplitMix64(seed: 11)
        let alphabet = ["a", " ", "\u{0301}", "\u{200D}", "\u{FE0F}", "e", "\u{20E3}", "~"]
        for _ in 0..<2_000 {
            let n = Int(rng.next() % 12)
            let text = (0..<n).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] }.joined()
            #expect(TextSanitizer.clean(text) == TextSanitizer.cleanScalars(text))
            #expect(TextSanitizer.clean(TextSanitizer.clean(text)) == TextSanitizer.clean(text), "cleaning twice changes nothing")
        }
    }
}
