import PartyClient
import PartyCore
import PartyServer
import PartyTestSupport
import Testing

/// A request a game answers on its memory between games (``GameMemoryRequest``), over real
/// sockets with a test-only game (``NoteBoard``): the room decodes it by the declaration, checks
/// the host and the word filter, refuses it while the game runs, keeps the memory for the next
/// game and publishes the game's events, with no server code for the request.
@Suite("Game memory requests end to end")
struct GameMemoryRequestTests {
    typealias P = GameParam

    @Test("note.add: host only, filtered, decoded by its declaration, kept for the next game, refused while it runs")
    func pinNotes() async throws {
        let h = try ServerHarness.game(seed: 9, games: GameRegistry.standard.adding(NoteBoard.self))
        defer { h.stop() }
        let bots = try await h.room(players: 2, prefix: "Nb")
        let (host, player) = (bots[0], bots[1])

        await host.refused("note.add", [:], code: "bad_request")
        await player.refused("note.add", ["text": P.s("hello")], code: "not_host")
        await host.refused("note.add", ["text": P.s("you arsehole")], code: "filtered")
        let first = try await host.send("note.add", ["text": P.s("bring snacks")])
        #expect(first.json["count"].int == 1)
        #expect(try await GameStream.same(bots, "note.pinned").json["count"].int == 1)
        await host.refused("note.add", ["text": P.s("bring snacks")], code: "not_allowed")
        #expect(try await host.send("note.add", ["text": P.s("bring games")]).json["count"].int == 2)
        _ = try await GameStream.same(bots, "note.pinned")

        try await host.send("game.start", ["game": P.s("note_board")])
        #expect(try await GameStream.same(bots, "note.board").json["notes"].int == 2, "the game starts with the room's memory")
        await host.refused("note.add", ["text": P.s("later")], code: "wrong_phase")
        try await host.send("game.stop")
        _ = try await GameStream.same(bots, "game.stopped")
        #expect(try await host.send("note.add", ["text": P.s("later")]).json["count"].int == 3, "the memory came back from the game")
    }
}
