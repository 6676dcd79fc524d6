import Testing
import PartyContent
@testable import PartyCore

@Suite("Would You Rather question bank")
struct QuestionBankTests {
    @Test("at least 120 questions overall and at least 20 in each of the six categories")
    func counts() {
        #expect(QuestionBank.all.count >= 120)
        #expect(WyrCategory.allCases.count == 6)
        for category in WyrCategory.allCases {
            #expect(QuestionBank.questions(in: category).count >= 20, "\(category)")
        }
    }

    @Test("category wire names")
    func wireNames() {
        #expect(WyrCategory.allCases.map(\.rawValue)
            == ["superpowers", "lifestyle", "silly", "philosophical", "daily_life", "fantasy"])
    }

    @Test("ids are unique, stable-looking and match their category")
    func ids() {
        let ids = QuestionBank.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        for category in WyrCategory.allCases {
            for (i, q) in QuestionBank.questions(in: category).enumerated() {
                let expected = "\(category.idPrefix)-" + String(repeating: "0", count: 3 - String(i + 1).count) + String(i + 1)
                #expect(q.id == expected)
                #expect(q.category == category)
                #expect(!q.isCustom)
            }
        }
    }

    @Test("no duplicate options or questions, ignoring case")
    func duplicates() {
        let pairs = QuestionBank.all.map { Set([$0.a.lowercased(), $0.b.lowercased()]) }
        #expect(Set(pairs).count == pairs.count)
        let options = QuestionBank.all.flatMap { [$0.a.lowercased(), $0.b.lowercased()] }
        let repeated = Dictionary(grouping: options, by: { $0 }).filter { $0.value.count > 1 }.keys
        #expect(repeated.isEmpty, "repeated options: \(repeated.sorted())")
    }

    @Test("every option is 1–140 characters, already clean, and a differs from b")
    func lengths() {
        for q in QuestionBank.all {
            for option in [q.a, q.b] {
                #expect((1...140).contains(option.count), "\(q.id)")
                #expect(TextSanitizer.clean(option) == option, "\(q.id)")
            }
            #expect(q.a.lowercased() != q.b.lowercased(), "\(q.id)")
        }
    }

    @Test("family-friendly: none of the avoided topics' words appear")
    func escapism() {
        let avoided: Set<String> = ["kill", "kills", "die", "dies", "dead", "death", "war", "gun", "guns", "sick",
                                    "illness", "hospital", "politics", "political", "election", "president",
                                    "church", "god", "religion", "blood", "fight", "weapon", "sad", "hate"]
        for q in QuestionBank.all {
            let words = "\(q.a) \(q.b)".lowercased().split { !$0.isLetter }.map(String.init)
            let found = words.filter(avoided.contains)
            #expect(found.isEmpty, "\(q.id) mentions \(found)")
        }
    }

    @Test("lookup by id")
    func lookup() {
        #expect(QuestionBank.question(id: "fa-001")?.a == "Have a pet dragon")
        #expect(QuestionBank.question(id: "nope") == nil)
    }
}
