import PartyClient
import PartyServer
import PartyTestSupport
import Testing

/// Most Likely To on a game night: a point to each player whose vote named the round's top
/// player goes to the night's scoreboard.
@Suite("Most Likely To on a game night")
struct GameMostLikelyNightTests {
    typealias P = GameParam

    @Test("a round's voters who named the top player get a night point each")
    func nightPoints() async throws {
        let h = try ServerHarness.night()
        defer { h.stop() }
        let token = ServerHarness.token(for: "Ada")
        let host = try await h.connect()
        let code = try #require(try await host.request("night.create", [
            "title": P.s("Likely night"), "starts_at_ms": P.i(Int(h.clock.now)), "token": P.s(token),
            "playlist": .array([.object(["game": P.s("most_likely"), "rounds": P.i(1)])]),
        ])[string: "night"])
        try await host.request("night.open", ["night": P.s(code), "token": P.s(token)])
        let ada = try #require(try await host.request("room.join", ["room": P.s(code), "name": P.s("Ada"), "token": P.s(token)])[string: "player_id"])
        var guests: [(client: PartyClient, id: String)] = []
        for name in ["Bo", "Cy", "Di"] {
            let client = try await h.connect()
            let id = try #require(try await client.request("room.join", ["room": P.s(code), "name": P.s(name),
                                                                         "token": P.s(ServerHarness.token(for: name))])[string: "player_id"])
            guests.append((client, id))
        }
        try await host.request("playlist.next")
        _ = try await host.next("ml.prompt")
        // Bo is named by Ada, Cy and Di; Bo names Ada.
        try await host.request("ml.vote", ["player_id": P.s(guests[0].id)])
        try await guests[0].client.request("ml.vote", ["player_id": P.s(ada)])
        try await guests[1].client.request("ml.vote", ["player_id": P.s(guests[0].id)])
        try await guests[2].client.request("ml.vote", ["player_id": P.s(guests[0].id)])
        let results = try await host.next("ml.results")
        #expect(results.json["most"].array.compactMap(\.string) == [guests[0].id])
        #expect(results.json["next_round_at_ms"].isNull, "one round: the last")
        h.clock.advance(by: 8_000)
        let board = try await host.next("night.scoreboard")
        var points: [String: Int] = [:]
        for standing in board.json["standings"].array { points[standing["player_id"].string ?? ""] = standing["points"].int }
        #expect(points[ada] == 1 && points[guests[1].id] == 1 && points[guests[2].id] == 1, "\(points)")
        #expect((points[guests[0].id] ?? 0) == 0, "\(points)")
    }
}
