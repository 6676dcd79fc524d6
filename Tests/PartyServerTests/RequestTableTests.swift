import PartyCore
import Testing
@testable import PartyServer

/// ``RequestTable``: every request type declared once, with what the session and room read of it.
@Suite("Request table")
struct RequestTableTests {
    let table = RequestTable(games: .standard)

    /// Every type the server answered before the table: the table must keep each of them.
    /// Plus every registered game's own actions (a new game adds its rows through the registry).
    static var wireTypes: Set<String> { roomTypes.union(GameRegistry.standard.actionTypes) }

    /// The room's own request types and the shipped games' actions, written out.
    static let roomTypes: Set<String> = [
        "ping", "room.create", "room.join", "room.resume",
        "room.leave", "room.kick", "room.lock", "room.transfer_host", "room.snapshot", "room.set_lang", "room.settings",
        "chat.send", "chat.history",
        "game.start", "game.stop", "game.pause", "game.resume", "wyr.add", "wyr.history", "wyr.reset", "wyr.vote",
        "gop.add", "gop.correct", "gop.pass", "gop.guess", "ml.add",
        "dice.roll", "dice.config", "dice.lock", "dice.end_turn", "dice.history",
        "wheel.create", "wheel.update", "wheel.rename", "wheel.delete", "wheel.list", "wheel.spin",
        "coin.flip", "fair.client_seed", "fair.rotate",
        "night.create", "night.get", "night.rsvp", "night.open", "night.end", "night.scoreboard",
        "playlist.add", "playlist.remove", "playlist.move", "playlist.next", "playlist.auto",
        "room.mod_invite", "room.ban", "room.unban", "room.bans", "mod.approve", "mod.reject",
    ]

    /// Game nights' requests answered outside any room, seated or not.
    static let serverTypes: Set<String> = ["night.create", "night.get", "night.rsvp", "night.open"]

    @Test("the table answers exactly the protocol's request types, the games' own included")
    func types() {
        #expect(table.types == Self.wireTypes)
        #expect(table["nope"] == nil)
    }

    @Test("only reads and chat leave the room's snapshot clean")
    func unsaved() {
        let unsaved = Set(table.types.filter { table[$0]?.saved == false })
        #expect(unsaved == Set(["ping", "room.snapshot", "chat.send", "chat.history", "wyr.history", "dice.history",
                                 "wheel.list", "wheel.create", "wheel.update", "wheel.rename", "wheel.delete",
                                 "night.scoreboard", "room.bans"]).union(Self.serverTypes),
                "a night outside its room is the store's, never the room's snapshot")
    }

    @Test("every room request pipelines except room.leave; ping, the entries and the nights outside a room never do")
    func pipelining() {
        let alone = Set(table.types.filter { table[$0]?.pipelines == false })
        #expect(alone == Set(["ping", "room.create", "room.join", "room.resume", "room.leave"]).union(Self.serverTypes))
        #expect(table["wyr.vote"]?.pipelines == true, "a game's own action pipelines like any member request")
    }

    @Test("seat changes cost seatChangeCost, opening a room or planning a night roomCreateCost, everything else one token")
    func costs() {
        let costly = Dictionary(uniqueKeysWithValues: table.types.compactMap { type in
            table[type].flatMap { $0.cost == .line ? nil : (type, $0.cost) }
        })
        #expect(costly == ["room.create": .roomCreate, "room.join": .seatChange, "room.resume": .seatChange, "room.leave": .seatChange,
                           "night.create": .roomCreate])
        #expect(table["room.create"]?.opensRoom == true)
        #expect(Set(table.types.filter { table[$0]?.entersExistingRoom == true }) == ["room.join", "room.resume"])
    }

    @Test("host-only requests are declared with their refusal, or left to the core rule that checks them")
    func hostOnly() {
        let declared = Dictionary(uniqueKeysWithValues: table.types.compactMap { type -> (String, String)? in
            guard case let .host(refusal)? = table[type]?.senders else { return nil }
            return (type, refusal)
        })
        #expect(Set(declared.keys) == ["game.start", "game.stop", "wyr.reset", "dice.config", "fair.rotate", "room.set_lang", "gop.add", "ml.add",
                                       "night.end", "playlist.add", "playlist.remove", "playlist.move", "playlist.next", "playlist.auto", "room.settings",
                                       "game.pause", "game.resume", "room.mod_invite"])
        #expect(declared["game.stop"] == "only the host can stop the game")
        #expect(declared["game.pause"] == "only the host can pause the game")
        #expect(Set(table.types.filter { table[$0]?.senders == .hostByRule })
                == ["room.kick", "room.lock", "room.transfer_host", "room.ban", "room.unban", "room.bans", "mod.approve", "mod.reject"])
    }

    @Test("night.create/get/rsvp/open are answered by the nights' directory, not a room, and never change a seat")
    func serverRows() {
        #expect(Set(table.types.filter { table[$0]?.handling.isServer == true }) == Self.serverTypes)
        #expect(Self.serverTypes.allSatisfy { table[$0]?.changesSeat == false && table[$0]?.senders == .members })
    }

    @Test("a moderator may chat, kick, ban, review and change settings, and nothing else (contract §9)")
    func moderators() {
        #expect(Set(table.types.filter { table[$0]?.moderator != nil })
                == ["room.snapshot", "room.leave", "chat.send", "room.kick", "room.settings", "room.ban", "room.unban", "room.bans",
                    "mod.approve", "mod.reject"])
    }

    @Test("a screen may send only room.snapshot and room.leave to its room")
    func screens() {
        #expect(Set(table.types.filter { table[$0]?.screensMaySend == true }) == ["room.snapshot", "room.leave"])
    }
}
