import Testing
@testable import PartyTerminal

@Suite struct LocalizationTests {
    @Test(arguments: Language.allCases)
    func everyKeyIsTranslated(language: Language) {
        let table = Localization.table(language)
        let missing = L10nKey.allCases.filter { (table[$0] ?? "").isEmpty }
        #expect(missing.isEmpty, "\(language) lacks \(missing)")
    }

    @Test(arguments: Language.allCases)
    func placeholdersMatchEnglish(language: Language) {
        for key in L10nKey.allCases {
            let english = placeholders(Localization.table(.en)[key] ?? "")
            let translated = placeholders(Localization.table(language)[key] ?? "")
            #expect(english == translated, "\(language).\(key)")
        }
    }

    @Test func argumentsAreFilledIn() {
        #expect(Localization.text(.sysJoined, .en, ["Bob"]) == "Bob joined")
        #expect(Localization.text(.sysJoined, .zh, ["Bob"]) == "Bob 加入了")
        #expect(Localization.text(.errLabelLong, .tr, ["2", "40"]) == "2. seçenek 40 karakterden uzun.")
    }

    @Test func languageComesFromLocale() {
        #expect(Language.fromLocale("tr_TR.UTF-8") == .tr)
        #expect(Language.fromLocale("zh_CN.UTF-8") == .zh)
        #expect(Language.fromLocale("es") == .es)
        #expect(Language.fromLocale("C.UTF-8") == .en)
        #expect(Language.fromLocale("de_DE") == .en)
        #expect(Language.fromLocale(nil) == .en)
    }

    private func placeholders(_ s: String) -> Set<String> {
        Set((0..<4).map { "{\($0)}" }.filter { s.contains($0) })
    }
}
