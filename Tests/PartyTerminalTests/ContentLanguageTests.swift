import Testing
import PartyTerminal

@Suite("Content language of the rooms the client opens")
struct ContentLanguageTests {
    @Test("each interface language opens rooms in the matching content language")
    func mapping() {
        let expected: [Language: String] = [.en: "en", .tr: "tr", .es: "es", .zh: "zh-Hans"]
        for language in Language.allCases { #expect(language.contentLanguage == expected[language], "\(language)") }
    }
}
