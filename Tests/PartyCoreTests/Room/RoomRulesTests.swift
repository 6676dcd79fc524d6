import Foundation
import PartyCore
import Testing

@Suite("Room membership rules")
struct RoomRulesTests {
    func room(players: Int = 12, audience: Int = 100) -> Room {
        Room(code: "ABCD", limits: RoomLimits(maxPlayers: players, maxAudience: audience))
    }

    @Test("the first member becomes host; ids count up in join order")
    func firstMemberIsHost() throws {
        var r = room()
        let (alice, events) = try r.join(name: "Alice", role: .player, profileKey: "k1")
        #expect(alice.id == "p1")
        #expect(r.host == "p1")
        #expect(events.contains { $0.event == .hostChanged(host: "p1", previous: nil, reason: .created) })
        let (bob, _) = try r.join(name: "Bob", role: .player, profileKey: "k2")
        #expect(bob.id == "p2")
        #expect(r.roster.map(\.id) == ["p1", "p2"])
    }

    @Test("names are sanitised, 1–24 characters, unique ignoring case")
    func names() throws {
        var r = room()
        let (m, _) = try r.join(name: "  \u{1B}[31mAl\u{7}ice  ", role: .player, profileKey: "k1")
        #expect(m.name == "Alice")
        #expect(throws: RuleViolation.nameTaken) { try r.join(name: "ALICE", role: .player, profileKey: "k2") }
        #expect(throws: RuleViolation.badRequest(field: "name", reason: "must not be empty")) {
            try r.join(name: " \u{1B}[0m ", role: .player, profileKey: "k3")
        }
        #expect(throws: RuleViolation.badRequest(field: "name", reason: "must be at most 24 characters")) {
            try r.join(name: String(repeating: "x", count: 25), role: .player, profileKey: "k4")
        }
        #expect(r.members.count == 1)
    }

    @Test("a name is free again once its member left, taken again by a look-alike, and known to a room decoded from a save")
    func namesFollowLeavesAndSaves() throws {
        var r = room()
        let (alice, _) = try r.join(name: "Alice", role: .player, profileKey: "k1")
        _ = try r.join(name: "Bob", role: .player, profileKey: "k2")
        #expect(throws: RuleViolation.nameTaken) { try r.join(name: "A1ice", role: .audience, profileKey: "k3") }
        // A full room refuses without counting the name: Carol is still free afterwards.
        var small = room(players: 1, audience: 0)
        _ = try small.join(name: "Host", role: .player, profileKey: "h")
        #expect(throws: RuleViolation.roomFull) { try small.join(name: "Carol", role: .player, profileKey: "c") }
        _ = small.remove("p1", reason: .left)
        _ = try small.join(name: "Carol", role: .player, profileKey: "c")
        // Leaving frees the name (and its look-alikes).
        _ = r.remove(alice.id, reason: .left)
        let (again, _) = try r.join(name: "ALICE", role: .player, profileKey: "k4")
        #expect(again.name == "ALICE")
        // A room decoded from a save builds its names from its members.
        var restored = try JSONDecoder().decode(Room.self, from: JSONEncoder().encode(r))
        #expect(restored == r)
        #expect(throws: RuleViolation.nameTaken) { try restored.join(name: "bob", role: .player, profileKey: "k5") }
        #expect(throws: RuleViolation.nameTaken) { try restored.join(name: "alice", role: .player, profileKey: "k6") }
        _ = try restored.join(name: "Dave", role: .player, profileKey: "k7")
    }

    @Test("each role has its own seat limit")
    func limits() throws {
        var r = room(players: 2, audience: 1)
        _ = try r.join(name: "A", role: .player, profileKey: "a")
        _ = try r.join(name: "B", role: .player, profileKey: "b")
        #expect(throws: RuleViolation.roomFull) { try r.join(name: "C", role: .player, profileKey: "c") }
        _ = try r.join(name: "D", role: .audience, profileKey: "d")
        #expect(throws: RuleViolation.roomFull) { try r.join(name: "E", role: .audience, profileKey: "e") }
        #expect(RuleViolation.roomFull.code == "room_full")
    }

    @Test("only the host locks; a locked room refuses joiners")
    func lock() throws {
        var r = room()
        _ = try r.join(name: "A", role: .player, profileKey: "a")
        _ = try r.join(name: "B", role: .player, profileKey: "b")
        #expect(throws: RuleViolation.notHost) { try r.setLocked(true, by: "p2") }
        let events = try r.setLocked(true, by: "p1")
        #expect(events == [Addressed(.everyone, .locked(true, by: "p1"))])
        #expect(throws: RuleViolation.roomLocked) { try r.join(name: "C", role: .player, profileKey: "c") }
        _ = try r.setLocked(false, by: "p1")
        _ = try r.join(name: "C", role: .player, profileKey: "c")
    }

    @Test("kick: host only, target told privately, others see player_left")
    func kick() throws {
        var r = room()
        _ = try r.join(name: "A", role: .player, profileKey: "a")
        _ = try r.join(name: "B", role: .player, profileKey: "b")
        #expect(throws: RuleViolation.notHost) { try r.kick("p1", by: "p2") }
        #expect(throws: RuleViolation.notFound("player p9")) { try r.kick("p9", by: "p1") }
        #expect(throws: RuleViolation.badRequest(field: "player_id", reason: "the host cannot kick themselves")) { try r.kick("p1", by: "p1") }
        let events = try r.kick("p2", by: "p1")
        #expect(events.first == Addressed(.only("p2"), .kicked(id: "p2", by: "p1")))
        #expect(events.contains(Addressed(.everyone, .playerLeft(id: "p2", name: "B", reason: .kicked))))
        #expect(r.member("p2") == nil)
    }

    @Test("transfer_host: host only, to a connected member")
    func transfer() throws {
        var r = room()
        _ = try r.join(name: "A", role: .player, profileKey: "a")
        _ = try r.join(name: "B", role: .player, profileKey: "b")
        #expect(throws: RuleViolation.notHost) { try r.transferHost(to: "p1", by: "p2") }
        _ = r.disconnect("p2", now: 0, graceMillis: 1000)
        #expect(throws: RuleViolation.notAllowed("B is disconnected")) { try r.transferHost(to: "p2", by: "p1") }
        _ = r.reconnect("p2")
        let events = try r.transferHost(to: "p2", by: "p1")
        #expect(events == [Addressed(.everyone, .hostChanged(host: "p2", previous: "p1", reason: .transferred))])
    }

    @Test("a dropped host keeps host status through the grace period, then it passes to the longest-present player")
    func hostSuccession() throws {
        var r = room()
        _ = try r.join(name: "Host", role: .player, profileKey: "h")
        _ = try r.join(name: "Watcher", role: .audience, profileKey: "w")
        _ = try r.join(name: "Second", role: .player, profileKey: "s")
        _ = try r.join(name: "Third", role: .player, profileKey: "t")
        let drop = r.disconnect("p1", now: 1_000, graceMillis: 5_000)
        #expect(drop == [Addressed(.allExcept("p1"), .playerDisconnected(id: "p1", name: "Host", graceEndsAt: 6_000))])
        #expect(r.host == "p1")
        #expect(r.nextExpiry(graceMillis: 5_000) == 6_000)
        #expect(r.expireDisconnected(now: 5_999, graceMillis: 5_000).removed.isEmpty)
        let (removed, events) = r.expireDisconnected(now: 6_000, graceMillis: 5_000)
        #expect(removed == ["p1"])
        #expect(events.contains(Addressed(.everyone, .playerLeft(id: "p1", name: "Host", reason: .timeout))))
        #expect(r.host == "p3")  // a player before the audience member who joined earlier
    }

    @Test("resume restores the same seat, score and host; reconnect is silent when already connected")
    func resume() throws {
        var r = room()
        _ = try r.join(name: "A", role: .player, profileKey: "a")
        r.addScore(3, to: "p1")
        _ = r.disconnect("p1", now: 0, graceMillis: 1000)
        let m = try #require(r.member(profileKey: "a"))
        #expect(r.reconnect(m.id) == [Addressed(.allExcept("p1"), .playerReconnected(id: "p1", name: "A"))])
        #expect(r.member("p1")?.score == 3)
        #expect(r.host == "p1")
        #expect(r.reconnect("p1").isEmpty)
    }

    @Test("leaving hands the host role on; the last one out empties the room")
    func leave() throws {
        var r = room()
        _ = try r.join(name: "A", role: .player, profileKey: "a")
        _ = try r.join(name: "B", role: .player, profileKey: "b")
        let events = r.remove("p1", reason: .left)
        #expect(events.contains(Addressed(.everyone, .hostChanged(host: "p2", previous: "p1", reason: .hostLeft))))
        #expect(r.remove("p2", reason: .left).isEmpty)
        #expect(r.members.isEmpty && r.host == nil)
    }

    @Test("restored rooms wait for every member to resume")
    func restore() throws {
        var r = room()
        _ = try r.join(name: "A", role: .player, profileKey: "a")
        r.markAllDisconnected(at: 500)
        #expect(r.member("p1")?.connected == false)
        #expect(r.nextExpiry(graceMillis: 100) == 600)
    }

    @Test("every violation has a stable snake_case code")
    func codes() {
        let all: [RuleViolation] = [.badRequest(field: "f", reason: "r"), .wrongPhase("x"), .notYourTurn, .notAllowed("x"),
                                    .notHost, .diceRolling, .notFound("x"), .roomFull, .roomLocked, .nameTaken, .notInRoom]
        #expect(all.map(\.code) == ["bad_request", "wrong_phase", "not_your_turn", "not_allowed", "not_host", "dice_rolling",
                                    "not_found", "room_full", "room_locked", "name_taken", "not_in_room"])
        #expect(RuleViolation.badRequest(field: "name", reason: "is required").message == "name: is required")
    }
}

@Suite("Text sanitiser")
struct TextSanitizerTests {
    @Test("escape sequences, controls and bidi overrides are removed; whitespace folds")
    func clean() {
        #expect(TextSanitizer.clean("\u{1B}[2J\u{1B}[31mred\u{1B}[0m") == "red")
        #expect(TextSanitizer.clean("a\u{1B}]0;title\u{07}b") == "ab")
        #expect(TextSanitizer.clean("x\u{9B}1mY") == "xY")
        #expect(TextSanitizer.clean("  two   words\n\tend ") == "two words end")
        #expect(TextSanitizer.clean("ab\u{202E}cd\u{0}") == "abcd")
        #expect(TextSanitizer.clean("héllo 世界 🎲") == "héllo 世界 🎲")
    }
}
