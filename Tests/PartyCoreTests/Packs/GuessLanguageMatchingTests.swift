import Testing
import PartyContent
import PartyCore

@Suite("Guess matching per language")
struct GuessLanguageMatchingTests {
    /// (language, guess, card word, matches)
    static let table: [(ContentLanguage, String, String, Bool)] = [
        // Turkish: every i folds to i, Turkish plurals, no English plural.
        (.tr, "AYI", "ayı", true), (.tr, "ayi", "ayı", true), (.tr, "İNEK", "inek", true), (.tr, "INEK", "inek", true),
        (.tr, "ıspanak", "ıspanak", true), (.tr, "ISPANAK", "ıspanak", true), (.tr, "kirlangic", "kırlangıç", true),
        (.tr, "yıldızlar", "yıldız", true), (.tr, "KEDİLER", "kedi", true), (.tr, "atlar", "at", true),
        (.tr, "ateş", "at", false), (.tr, "ates", "at", false), (.tr, "kediler", "kedi", true), (.tr, "kedis", "kedi", false),
        (.tr, "su aygırı", "Su aygırı", true), (.tr, "suaygiri", "su aygırı", true), (.tr, "gül", "gol", false),
        // Spanish: accents fold, ñ does not, Spanish plurals.
        (.es, "arbol", "árbol", true), (.es, "ÁRBOLES", "árbol", true), (.es, "canciones", "canción", true),
        (.es, "PIÑA", "piña", true), (.es, "piñas", "piña", true), (.es, "pina", "piña", false),
        (.es, "pin\u{303}a", "piña", true), (.es, "peces", "pez", true), (.es, "lápices", "lápiz", true),
        (.es, "pingüino", "pinguino", true), (.es, "ñu", "nu", false),
        // Chinese: spaces and punctuation ignored, no plurals, full-width letters.
        (.zhHans, "大 熊 猫", "大熊猫", true), (.zhHans, "大熊猫！", "大熊猫", true), (.zhHans, "熊猫", "大熊猫", false),
        (.zhHans, "Ｕ盘", "U盘", true), (.zhHans, "u 盘", "U盘", true), (.zhHans, "猫s", "猫", false),
        // English keeps its rules.
        (.en, "jalapeno", "jalapeño", true), (.en, "foxes", "fox", true), (.en, "ateş", "at", true),
    ]

    @Test("guess against card word", arguments: table)
    func match(row: (ContentLanguage, String, String, Bool)) {
        let (language, guess, word, expected) = row
        #expect(GuessNormalizer.matches(guess, word, language: language) == expected, "\(language): \(guess) vs \(word)")
    }

    @Test("a chat line mentioning the word is caught in the room's language")
    func mentions() {
        #expect(GuessNormalizer.mentions("bu bir AYI değil mi", word: "ayı", language: .tr))
        #expect(GuessNormalizer.mentions("iki atlar koşuyor", word: "at", language: .tr))
        #expect(!GuessNormalizer.mentions("ateş yanıyor", word: "at", language: .tr))
        #expect(!GuessNormalizer.mentions("el pina colada", word: "piña", language: .es))
        #expect(GuessNormalizer.mentions("me gustan las piñas", word: "piña", language: .es))
        #expect(GuessNormalizer.mentions("这是一只大 熊猫吗", word: "大熊猫", language: .zhHans))
    }

    @Test("every shipped word can be guessed by typing it, in its own language")
    func shippedWordsMatchThemselves() {
        for pack in ShippedContent.library.packs where pack.game == .guessOrPass {
            for item in pack.words {
                #expect(GuessNormalizer.matches(item.word, item.word, language: pack.language), "\(pack.id): \(item.word)")
            }
        }
    }
}
