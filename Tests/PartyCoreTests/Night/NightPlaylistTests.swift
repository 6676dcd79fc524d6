import Foundation
import PartyCore
import Testing

/// The playlist: a queue of games with options, each checked by its own game through the registry.
@Suite("Night playlist")
struct NightPlaylistTests {
    let setup = GameSetup(roster: [RosterEntry(id: "p1", name: "Ann", role: .player)], now: 1000)

    @Test("add, move, remove and advance keep the queue in order with stable ids")
    func queue() throws {
        var list = NightPlaylist()
        let a = try list.add(game: "guess_or_pass", options: GameOptionSet(["category": .string("animals")]))
        let b = try list.add(game: "would_you_rather", options: GameOptionSet())
        let c = try list.add(game: "guess_or_pass", options: GameOptionSet())
        #expect([a, b, c].map(\.itemID) == ["i1", "i2", "i3"])
        try list.move("i3", to: 0)
        #expect(list.items.map(\.itemID) == ["i3", "i1", "i2"])
        try list.remove("i1")
        #expect(list.items.map(\.itemID) == ["i3", "i2"])
        #expect(try list.advance().itemID == "i3")
        #expect(list.current?.itemID == "i3")
        #expect(list.items.map(\.itemID) == ["i2"])
        #expect(try list.add(game: "guess_or_pass", options: GameOptionSet()).itemID == "i4")
    }

    @Test("unknown items, bad positions and an empty queue are refused")
    func refusals() throws {
        var list = NightPlaylist()
        #expect(throws: RuleViolation.self) { try list.advance() }
        try list.add(game: "guess_or_pass", options: GameOptionSet())
        #expect(throws: RuleViolation.notFound("no queued item i9 in this night's playlist")) { try list.remove("i9") }
        #expect(throws: RuleViolation.badRequest(field: "index", reason: "must be between 0 and 0")) { try list.move("i1", to: 1) }
    }

    @Test("a playlist holds at most 50 games")
    func cap() throws {
        var list = NightPlaylist()
        for _ in 0..<NightLimits.playlistItems { try list.add(game: "guess_or_pass", options: GameOptionSet()) }
        #expect(throws: RuleViolation.self) { try list.add(game: "guess_or_pass", options: GameOptionSet()) }
        #expect(list.items.count == 50)
    }

    @Test("undoing an advance puts the item back in front")
    func undo() throws {
        var list = NightPlaylist()
        try list.add(game: "guess_or_pass", options: GameOptionSet())
        let item = try list.advance()
        list.undoAdvance(item, previous: nil)
        #expect(list.items.map(\.itemID) == ["i1"])
        #expect(list.current == nil)
    }

    @Test("options are checked by the game's own validation")
    func validation() throws {
        let games = GameRegistry.standard
        try games.validate(game: "guess_or_pass", options: GameOptionSet(["category": .string("animals"), "round_seconds": .int(30)]), setup: setup)
        try games.validate(game: "would_you_rather", options: GameOptionSet(["categories": .strings(["silly"])]), setup: setup)
        #expect(throws: RuleViolation.self) { try games.validate(game: "chess", options: GameOptionSet(), setup: setup) }
        do {
            try games.validate(game: "guess_or_pass", options: GameOptionSet(["category": .string("spaceships")]), setup: setup)
            Issue.record("an unknown category passed")
        } catch {
            guard case let .badRequest(field, _) = error else { Issue.record("\(error)"); return }
            #expect(field == "category")
        }
        do {
            try games.validate(game: "guess_or_pass", options: GameOptionSet(["round_seconds": .string("long")]), setup: setup)
            Issue.record("a string round_seconds passed")
        } catch {
            #expect(error == .badRequest(field: "round_seconds", reason: "must be an integer, not a string"))
        }
    }

    @Test("a refusal about the room right now (nobody connected) is not the options' fault")
    func wrongPhaseIsFine() {
        let empty = GameSetup(roster: [], now: 1000)
        #expect(throws: Never.self) { try GameRegistry.standard.validate(game: "would_you_rather", options: GameOptionSet(), setup: empty) }
    }

    @Test("the registry is the only list: a registry without a game refuses it")
    func registryDecides() {
        let onlyGuess = GameRegistry([GuessOrPass.self])
        #expect(throws: RuleViolation.self) { try onlyGuess.validate(game: "would_you_rather", options: GameOptionSet(), setup: setup) }
    }

    @Test("option sets round-trip through JSON as flat objects")
    func codable() throws {
        let options = GameOptionSet(["category": .string("food"), "round_seconds": .int(45), "family_safe": .bool(true),
                                     "categories": .strings(["a", "b"]), "guesser": .null])
        let item = PlaylistItem(itemID: "i1", game: "guess_or_pass", options: options)
        let data = try JSONEncoder().encode(item)
        #expect(try JSONDecoder().decode(PlaylistItem.self, from: data) == item)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"item_id\":\"i1\""))
        #expect(text.contains("\"round_seconds\":45"))
    }
}
