import Testing
@testable import PartyCore

/// Issue 26, item 11: a name shows something, and a look-alike is the same name.
@Suite("Names: visible and not confusable")
struct DisplayNameTests {
    @Test("names of invisible characters only are refused", arguments: [
        "\u{200B}", "\u{3164}", "\u{2800}\u{2800}", "\u{200B} \u{200C}\u{200D}", "\u{115F}\u{1160}", "\u{FFA0}",
        "\u{2060}\u{180E}", "\u{00AD}", "\u{FE0F}", "\u{E0041}\u{E0042}", " \u{0301}", "\u{034F}\u{200B}\u{3164}",
    ])
    func invisibleNamesAreBadRequests(name: String) {
        #expect(throws: RuleViolation.badRequest(field: "name", reason: "must contain at least one visible character")) {
            try DisplayName.validated(name)
        }
    }

    @Test("invisible characters are dropped from what is shown", arguments: [
        ("Vie\u{200B}wer", "Viewer"), ("\u{3164}Bob", "Bob"), ("Al\u{2800}ice", "Alice"), ("\u{200D}Ann", "Ann"),
        ("Jo \u{200B} Jo", "Jo Jo"), ("Zoë\u{FEFF}", "Zoë"), ("Mo\u{00AD}na", "Mona"),
    ])
    func invisiblesDropped(raw: String, shown: String) throws {
        #expect(try DisplayName.validated(raw) == shown)
    }

    @Test("characters that extend a visible one stay", arguments: [
        "👩\u{200D}👩\u{200D}👧", "❤\u{FE0F}", "1\u{FE0F}\u{20E3}", "👍\u{1F3FD}", "می\u{200C}خواهم", "José",
    ])
    func extendersKept(name: String) throws {
        #expect(try DisplayName.validated(name) == name)
    }

    @Test("same name", arguments: [
        ("Alice", "alice"), ("Viewer", "Vie\u{200B}wer"), ("Alice", "\u{0410}lice"),
        ("Paypal", "\u{0420}\u{0430}yp\u{0430}l"), ("Bill", "BiII"), ("Alice", "A1ice"), ("Bob", "B0B"),
        ("bob", "b0b"), ("Host", "\u{FF28}\u{FF4F}\u{FF53}\u{FF54}"), ("Alice", "\u{1D400}\u{1D425}\u{1D422}\u{1D41C}\u{1D41E}"),
        ("Nico", "\u{039D}ic\u{03BF}"), ("José", "Jose\u{0301}"), ("ivan", "IVAN"), ("Ali", "\u{0410}li"),
    ])
    func sameName(a: String, b: String) {
        #expect(NameSkeleton.sameName(a, b))
        #expect(NameSkeleton.sameName(b, a))
    }

    @Test("different names", arguments: [
        ("Ali", "All"), ("Bob", "Bób"), ("Al ice", "Alice"), ("Eli", "Ell"), ("Anna", "Ann"), ("Иван", "Ivan"), ("李", "季"),
    ])
    func differentNames(a: String, b: String) {
        #expect(!NameSkeleton.sameName(a, b))
    }

    @Test("a room refuses a look-alike of a member's name with name_taken")
    func roomUsesSkeleton() throws {
        var room = Room(code: "ABCD")
        _ = try room.join(name: "Viewer", role: .audience, profileKey: "v")
        for lookAlike in ["Vie\u{200B}wer", "VIEWER", "V\u{0456}ewer", "\u{FF36}iewer"] {
            #expect(throws: RuleViolation.nameTaken) { try room.join(name: lookAlike, role: .player, profileKey: "x") }
        }
        #expect(throws: RuleViolation.badRequest(field: "name", reason: "must contain at least one visible character")) {
            try room.join(name: "\u{2800}\u{2800}", role: .player, profileKey: "y")
        }
        let (member, _) = try room.join(name: "Viewer 2", role: .player, profileKey: "z")
        #expect(member.name == "Viewer 2")
    }
}
