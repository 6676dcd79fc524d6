import PartyClient
import PartyProtocol
import PartyTestSupport
import Testing

extension EndToEnd {
    @Suite("Chat fan-out")
    struct ChatFanOutTests {
        static let rooms = 10
        static let perRoom = 5
        static let messagesPerBot = 4

        /// One bot's view at the end of the run.
        struct BotResult: Sendable {
            var roomIndex: Int
            var bot: Int
            var room: String
            var chats: [ServerFrame]
            var roomSeqs: [Int]
            var foreign: [ServerFrame]
        }

        @Test func fiftyBotsInTenRoomsGetEveryMessageOfTheirRoomOnceAndInOrder() async throws {
            try await ServerHarness.run { server in
                // Hosts create the rooms first; the others join by code.
                var codes: [String] = []
                var hosts: [PartyClient] = []
                for r in 0..<Self.rooms {
                    let host = try await server.client()
                    codes.append(try await host.create("host\(r)").room)
                    hosts.append(host)
                }
                #expect(Set(codes).count == Self.rooms)
                let roomCodes = codes, roomHosts = hosts

                let results = try await withThrowingTaskGroup(of: BotResult.self) { group in
                    for r in 0..<Self.rooms {
                        for b in 0..<Self.perRoom {
                            let host = b == 0 ? roomHosts[r] : nil
                            let code = roomCodes[r]
                            group.addTask { try await Self.runBot(server: server, host: host, code: code, room: r, bot: b) }
                        }
                    }
                    var all: [BotResult] = []
                    for try await result in group { all.append(result) }
                    return all
                }
                #expect(results.count == Self.rooms * Self.perRoom)
                for result in results {
                    let context = "room \(result.roomIndex) bot \(result.bot)"
                    #expect(result.foreign.isEmpty, "\(context) got frames of another room: \(result.foreign)")
                    // Exactly once: every (sender, n) pair of this room, nothing else.
                    let texts = result.chats.compactMap { $0[string: "text"] }
                    let expected = Set((0..<Self.perRoom).flatMap { b in (0..<Self.messagesPerBot).map { "r\(result.roomIndex) b\(b) m\($0)" } })
                    #expect(texts.count == expected.count, "\(context): \(texts.count) messages")
                    #expect(Set(texts) == expected, "\(context)")
                    // In order per sender.
                    for b in 0..<Self.perRoom {
                        let mine = texts.filter { $0.hasPrefix("r\(result.roomIndex) b\(b) ") }
                        #expect(mine == (0..<Self.messagesPerBot).map { "r\(result.roomIndex) b\(b) m\($0)" }, "\(context) from b\(b)")
                    }
                    // Sender identity is carried.
                    for chat in result.chats {
                        #expect(chat[string: "name"].map { chat[string: "text"]!.hasPrefix("r\(result.roomIndex) ") && $0.hasSuffix("\(result.roomIndex)") } == true)
                        #expect(chat[string: "player_id"]?.isEmpty == false)
                    }
                    // seq grows strictly for every room event this client saw.
                    #expect(zip(result.roomSeqs, result.roomSeqs.dropFirst()).allSatisfy { $0 < $1 }, "\(context): \(result.roomSeqs)")
                }
            }
        }

        /// Joins (unless host), waits for the room to fill, chats, waits for every message, leaves.
        static func runBot(server: ServerHarness, host: PartyClient?, code: String, room: Int, bot: Int) async throws -> BotResult {
            let client: PartyClient
            if let host { client = host } else {
                client = try await server.client()
                // Join case-insensitively every other time.
                _ = try await client.join(bot.isMultiple(of: 2) ? code.lowercased() : code, "bot\(bot)-\(room)")
            }
            // Everyone waits until the room has all its members before chatting, so that every
            // member is present for every message.
            if bot == 0 {
                try await client.waitForCount("room.player_joined", perRoom - 1, timeout: .seconds(20))
                try await client.chat("go \(room)")
            } else {
                _ = try await client.nextChat("go \(room)", timeout: .seconds(20))
            }
            for m in 0..<messagesPerBot { try await client.chat("r\(room) b\(bot) m\(m)") }
            for b in 0..<perRoom { _ = try await client.nextChat("r\(room) b\(b) m\(messagesPerBot - 1)", timeout: .seconds(20)) }
            // Let the room finish before anyone leaves: a final barrier message from each.
            try await client.chat("done r\(room) b\(bot)")
            for b in 0..<perRoom { _ = try await client.nextChat("done r\(room) b\(b)", timeout: .seconds(20)) }
            let frames = client.frames
            try await client.request("room.leave")
            let chats = frames.filter { $0.type == "chat.message" && ($0[string: "text"]?.hasPrefix("r") ?? false) }
            return BotResult(
                roomIndex: room, bot: bot, room: code, chats: chats,
                roomSeqs: frames.compactMap { $0.room == nil ? nil : $0.seq },
                foreign: frames.filter { $0.room != nil && $0.room != code }
            )
        }
    }
}
