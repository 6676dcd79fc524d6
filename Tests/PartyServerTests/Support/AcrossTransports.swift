import PartyClient
import PartyProtocol
import PartyTestSupport
import Testing

/// One room with a player on each way in, as the games' "across transports" tests play it: a JSON
/// client over TCP that hosts it (Jo), a person in text mode (Tex) and a browser over WebSocket (Webb).
struct TransportsRoom {
    /// The host, a JSON client over TCP, and its seat.
    let host: PartyClient, seat: Seat
    /// The person in text mode.
    let text: RawSocket
    /// The browser, and its player id.
    let ws: WebSocketTestClient, webID: String
}

/// How a game is started in a ``TransportsRoom``.
struct TransportsGame {
    /// What the person in text mode types to start it (refused: they are not the host), `start ml 1`.
    var textStart: String
    /// The host's `game.start` fields (`game` and its options).
    var start: [String: JSONValue]
    /// The game's title, as text mode's `* Game started: …` line says it.
    var title: String
}

extension TransportsRoom {
    /// Starts a server with its web port and seats the three in a new room; `setUp` runs before
    /// the game starts (the host's own prompts, say). Text mode's start is refused (`not_host`),
    /// the host starts `game`, text mode says so, then `play` runs; at the end, no line after
    /// text mode's welcome was JSON.
    static func play(_ game: TransportsGame, setUp: (TransportsRoom) async throws -> Void = { _ in },
                     _ play: (TransportsRoom) async throws -> Void) async throws {
        try await ServerHarness.run(EndToEnd.WebSocketEndToEndTests.web) { server in
            let room = try await open(server)
            try await setUp(room)
            room.text.send(game.textStart + "\n")
            _ = try await room.text.readLine { $0.contains("(not_host)") }
            try await room.host.request("game.start", game.start)
            _ = try await room.text.readLine { $0.hasPrefix("* Game started: \(game.title)") }
            try await play(room)
            let lines = String(decoding: room.text.received, as: UTF8.self).split(separator: "\n").dropFirst()
            #expect(lines.allSatisfy { !$0.hasPrefix("{") }, "\(lines)")
        }
    }

    /// The host creates the room, text mode and then the browser join it, and the host has seen both arrive.
    static func open(_ server: ServerHarness) async throws -> TransportsRoom {
        let host = try await server.client()
        let seat = try await host.create("Jo")
        let text = try server.rawSocket()
        _ = try await text.readLine()
        text.send("join \(seat.room) Tex\n")
        _ = try await text.readLine { $0.contains("resume \(seat.room) ") }
        let ws = try await EndToEnd.WebSocketEndToEndTests.player(server)
        ws.send("{\"type\":\"room.join\",\"id\":1,\"room\":\"\(seat.room)\",\"name\":\"Webb\"}")
        let joined = try await ws.nextText(containing: "\"re\":1")
        let webID = try #require(joined.firstMatch(of: /"player_id":"(p[0-9]+)"/)?.1).description
        _ = try await host.waitForCount("room.player_joined", 2)
        return TransportsRoom(host: host, seat: seat, text: text, ws: ws, webID: webID)
    }
}
