import Foundation
import Testing
import PartyContent
import PartyCore

/// The content target (PartyContent) against the folder it embeds at build time.
@Suite("Embedded packs")
struct EmbeddedPacksTests {
    /// The repository's root, from this file's path: this target's one lookup (it is pure, without
    /// PartyTestSupport's `RepoPaths`); the filter lists' check uses it too.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every file under `Packs/` but dotfiles and notes (`*.md`) as `Packs/...` paths, in byte order.
    static func filesUnderPacks() -> [String] {
        let packs = root.appendingPathComponent("Packs")
        let enumerator = FileManager.default.enumerator(atPath: packs.path)
        var paths: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: packs.appendingPathComponent(path).path, isDirectory: &isFolder)
            if exists, !isFolder.boolValue, !path.hasSuffix(".md"), !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
                paths.append("Packs/" + path)
            }
        }
        return paths.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    @Test("the content target carries every file under Packs/, as it is on disk (a file dropped in ships with the next build)")
    func wholeFolder() throws {
        let files = Self.filesUnderPacks()
        #expect(files.count >= 56, "48 packs and 8 filter lists at least")
        #expect(ShippedContent.files.map(\.name) == files)
        for source in ShippedContent.files where files.contains(source.name) {
            let text = try String(contentsOf: Self.root.appendingPathComponent(source.name), encoding: .utf8)
            let same = source.text == text
            #expect(same, "\(source.name) differs from the file")
        }
    }

    @Test("Sources/PartyContent/Packs links to Packs/, so SwiftPM sees a file added or removed there (embed.list)")
    func folderIsWatched() throws {
        let link = Self.root.appendingPathComponent("Sources/PartyContent/Packs").path
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "../../Packs")
    }

    @Test("the packs are the .json files and the filter lists the .txt files of Packs/filter/")
    func kinds() {
        let files = Self.filesUnderPacks()
        #expect(ShippedContent.packFiles.map(\.name) == files.filter { $0.hasSuffix(".json") })
        #expect(ShippedContent.filterListFiles.map(\.name) == files.filter { $0.hasPrefix("Packs/filter/") && $0.hasSuffix(".txt") })
        #expect(Set(ShippedContent.packFiles.map(\.name)).isDisjoint(with: ShippedContent.filterListFiles.map(\.name)))
    }

    @Test("every shipped pack passes validation")
    func valid() {
        #expect(ShippedContent.library.problems.map(\.description) == [])
        #expect(ShippedContent.library.packs.count == ShippedContent.packFiles.count)
    }

    @Test("each language has at least 40 words per category and 50 questions", arguments: ContentLanguage.allCases)
    func amounts(language: ContentLanguage) {
        let library = ShippedContent.library
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
        let questions = ShippedContent.library.questions(language: language, categories: WyrCategory.allCases, familySafe: false)
        #expect(questions.allSatisfy { $0.id.hasPrefix(language.rawValue + "-" + ($0.category?.idPrefix ?? "?") + "-") })
    }

    @Test("English keeps at least the seed's number of words per category")
    func englishWordCounts() {
        let seed: [GuessOrPassCategory: Int] = [.animals: 212, .food: 192, .sports: 172, .technology: 174, .music: 181, .nature: 182]
        for (category, count) in seed { #expect(WordBank.words(for: category).count >= count, "\(category)") }
    }
}
