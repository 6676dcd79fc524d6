import Testing
import PartyCore

@Suite("Guess normalisation")
struct GuessNormalizerTests {
    static let matching: [(String, String)] = [
        ("Café", "cafe"), ("  Giraffes! ", "giraffe"), ("boxes", "box"), ("box", "boxes"),
        ("JELLY-FISH", "jellyfish"), ("polar   bear", "Polar Bear"), ("polarbear", "polar bear"),
        ("Crème Brûlée", "creme brulee"), ("ÅNGSTRÖM", "angstrom"), ("Łódź", "lodz"), ("Straße", "strasse"),
        ("Œuvre", "oeuvre"), ("Ærø", "aero"), ("Cafe\u{301}", "cafe"), ("jack-o'-lantern", "jack o lantern"),
        ("ŞİŞLİ", "sisli"), ("  cat  ", "cats"), ("Piñata", "pinata"), ("dog.", "DOG"),
    ]
    static let different: [(String, String)] = [
        ("cat", "dog"), ("cat", "catsss"), ("box", "boxess"), ("ca", "cat"), ("", ""), ("!!!", "!!!"),
        ("giraffe", "giraf"), ("horseses", "horse"), ("bat", "bath"), ("sheep", "sheeps s"),
    ]

    @Test("matches", arguments: matching)
    func matches(pair: (String, String)) {
        #expect(GuessNormalizer.matches(pair.0, pair.1))
        #expect(GuessNormalizer.matches(pair.1, pair.0))
    }

    @Test("does not match", arguments: different)
    func doesNotMatch(pair: (String, String)) {
        #expect(!GuessNormalizer.matches(pair.0, pair.1))
    }

    @Test("normal form")
    func normalForm() {
        #expect(GuessNormalizer.normalize("  Hello, World! ") == "helloworld")
        #expect(GuessNormalizer.normalize("Ça Va?") == "cava")
        #expect(GuessNormalizer.normalize("×÷") == "")
        #expect(GuessNormalizer.normalize("ΔΕΛΤΑ 42") == "δελτα42")
    }

    @Test("fold table covers every letter of U+00C0-U+017F with lowercase ASCII")
    func foldTable() {
        let table = GuessNormalizer.foldTable
        #expect(table.count == 0x17F - 0xC0 + 1)
        for code in UInt32(0xC0)...0x17F {
            let folded = table[code]
            #expect(folded != nil)
            #expect(folded!.unicodeScalars.allSatisfy { ("a"..."z").contains($0) })
        }
        #expect(table[0xD7] == "" && table[0xF7] == "")
        #expect(table[0xE9] == "e" && table[0x17E] == "z" && table[0x141] == "l" && table[0x153] == "oe")
    }
}
