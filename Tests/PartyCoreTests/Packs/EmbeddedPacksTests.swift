import Foundation
import Testing
import PartyCore

@Suite("Embedded packs")
struct EmbeddedPacksTests {
    /// The repository's root, from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every `Packs/**/*.json` file as `Packs/...` paths, in the script's (byte) order.
    static func packFiles() throws -> [String] {
        let packs = root.appendingPathComponent("Packs")
        let enumerator = FileManager.default.enumerator(atPath: packs.path)
        var paths: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".json") { paths.append("Packs/" + path) }
        }
        return paths.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    @Test("the generated sources hold exactly the pack files' text (run scripts/embed-packs.sh when this fails)")
    func notStale() throws {
        let files = try Self.packFiles()
        #expect(EmbeddedPacks.files.map(\.name) == files)
        for source in EmbeddedPacks.files where files.contains(source.name) {
            let text = try String(contentsOf: Self.root.appendingPathComponent(source.name), encoding: .utf8)
            let same = source.text == text
            #expect(same, "\(source.name) changed since it was embedded")
        }
    }

    @Test("every shipped pack passes validation")
    func valid() {
        #expect(ContentLibrary.builtIn.problems.map(\.description) == [])
        #expect(ContentLibrary.builtIn.packs.count == EmbeddedPacks.files.count)
    }

    @Test("each language has at least 40 words per category and 50 questions", arguments: ContentLanguage.allCases)
    func amounts(language: ContentLanguage) {
        let library = ContentLibrary.builtIn
        for category in GuessOrPassCategory.packCategories {
            #expect(library.words(language: language, category: category, familySafe: false).count >= 40, "\(language) \(category)")
        }
        #expect(library.questions(language: language, categories: WyrCategory.allCases, familySafe: false).count >= 50)
        for category in WyrCategory.allCases {
            #expect(!library.questions(language: language, categories: [category], familySafe: true).isEmpty, "\(language) \(category)")
        }
    }

    @Test("English keeps every seed question id: <prefix>-001 to -026 in each category")
    func englishIDs() {
        for category in WyrCategory.allCases {
            let ids = QuestionBank.questions(in: category).map(\.id)
            #expect(ids == (1...26).map { "\(category.idPrefix)-" + String(repeating: "0", count: $0 < 10 ? 2 : 1) + "\($0)" })
        }
    }

    @Test("other languages' question ids start with the language", arguments: [ContentLanguage.tr, .es, .zhHans])
    func languageIDs(language: ContentLanguage) {
        let questions = ContentLibrary.builtIn.questions(language: language, categories: WyrCategory.allCases, familySafe: false)
        #expect(questions.allSatisfy { $0.id.hasPrefix(language.rawValue + "-" + ($0.category?.idPrefix ?? "?") + "-") })
    }

    @Test("English keeps at least the seed's number of words per category")
    func englishWordCounts() {
        let seed: [GuessOrPassCategory: Int] = [.animals: 212, .food: 192, .sports: 172, .technology: 174, .music: 181, .nature: 182]
        for (category, count) in seed { #expect(WordBank.words(for: category).count >= count, "\(category)") }
    }
}
