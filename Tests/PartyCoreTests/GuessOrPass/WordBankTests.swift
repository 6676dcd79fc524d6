import Testing
import PartyContent
@testable import PartyCore

@Suite("Guess or Pass word lists")
struct WordBankTests {
    static let single = GuessOrPassCategory.packCategories

    @Test("every category has at least 160 words", arguments: single)
    func counts(category: GuessOrPassCategory) {
        #expect(WordBank.words(for: category).count >= 160)
    }

    @Test("no duplicates within a category (case-insensitive)", arguments: GuessOrPassCategory.packCategories + [.mixed])
    func noDuplicates(category: GuessOrPassCategory) {
        let lowered = WordBank.words(for: category).map { $0.lowercased() }
        #expect(Set(lowered).count == lowered.count)
    }

    @Test("only letters, spaces, hyphens and apostrophes; 2-24 characters, trimmed", arguments: single)
    func characters(category: GuessOrPassCategory) {
        for word in WordBank.words(for: category) {
            let allowed = word.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || $0 == " " || $0 == "-" || $0 == "'"
            }
            #expect(allowed, "bad characters in \(word)")
            #expect((2...24).contains(word.count), "bad length: \(word)")
            #expect(word.first != " " && word.last != " " && !word.contains("  "), "bad spacing: \(word)")
        }
    }

    @Test("mixed is the union of all categories without duplicates")
    func mixed() {
        let union = Set(Self.single.flatMap { WordBank.words(for: $0).map { $0.lowercased() } })
        let mixed = WordBank.words(for: .mixed).map { $0.lowercased() }
        #expect(Set(mixed) == union)
        #expect(mixed.count == union.count)
    }
}
