import PartyClient
import PartyProtocol
import Testing

extension ServerHarness {
    /// Opens a room with a new host bot.
    public func create(_ name: String, recordRaw: Bool? = nil) async throws -> GameBot {
        let client = try await connect(recordRaw: recordRaw)
        let token = Self.token(for: name)
        let reply = try await client.request("room.create", ["name": .string(name), "token": .string(token)])
        return GameBot(client: client, id: try #require(reply[string: "player_id"]), name: name, token: token,
                       room: try #require(reply[string: "room"]))
    }

    /// Seats a new bot in `room`.
    public func join(_ room: String, _ name: String, audience: Bool = false, recordRaw: Bool? = nil) async throws -> GameBot {
        let client = try await connect(recordRaw: recordRaw)
        let token = Self.token(for: name)
        let reply = try await client.request("room.join", [
            "room": .string(room), "name": .string(name), "token": .string(token),
            "role": .string(audience ? "audience" : "player"),
        ])
        return GameBot(client: client, id: try #require(reply[string: "player_id"]), name: name, token: token, room: room)
    }

    /// A room with a host and `players - 1` more players, then `audience` audience members.
    public func room(players: Int, audience: Int = 0, prefix: String, recordRaw: Bool? = nil) async throws -> [GameBot] {
        var bots = [try await create("\(prefix)1", recordRaw: recordRaw)]
        for i in stride(from: 2, through: players, by: 1) {
            bots.append(try await join(bots[0].room, "\(prefix)\(i)", recordRaw: recordRaw))
        }
        for i in 0..<audience {
            bots.append(try await join(bots[0].room, "\(prefix)A\(i + 1)", audience: true, recordRaw: recordRaw))
        }
        return bots
    }

    /// `GET path` on the HTTP port: status line, headers and body as curl shows them with `-i`.
    public func get(_ path: String) async throws -> (status: Int, headers: String, body: String) {
        let (code, output) = try await ProcessRunner.run(
            ["curl", "-sS", "-i", "--max-time", "20", "http://127.0.0.1:\(httpPort)\(path)"], timeout: .seconds(30))
        #expect(code == 0)
        guard let split = output.range(of: "\r\n\r\n") else { return (0, output, "") }
        let head = String(output[..<split.lowerBound])
        let status = Int(head.split(separator: " ").dropFirst().first ?? "") ?? 0
        return (status, head, String(output[split.upperBound...]))
    }
}
