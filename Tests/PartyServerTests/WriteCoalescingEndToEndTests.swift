import PartyClient
import PartyHTTP
import PartyServer
import PartyTestSupport
import Testing

extension EndToEnd {
    /// A server with a write coalescing window (`--write-coalescing-ms`): a room's events fanned
    /// out faster than the window still reach every member whole, once each and in order, over
    /// plain TCP and over WebSocket.
    @Suite("Write coalescing end to end")
    struct WriteCoalescingEndToEndTests {
        @Test func aBurstOfChatReachesTCPAndWebSocketMembersInOrder() async throws {
            try await ServerHarness.run({ config in
                config.web = WebConfig(httpPort: 0, httpsPort: 0)
                config.writeCoalescingMilliseconds = 20
                config.requestsPerSecond = 10_000
                config.requestBurst = 10_000
            }) { server in
                let host = try await server.client()
                let seat = try await host.create("Host")
                let tcp = try await server.client()
                _ = try await tcp.join(seat.room, "Tia")
                let ws = try await WebSocketEndToEndTests.player(server)
                ws.send("{\"type\":\"room.join\",\"id\":1,\"room\":\"\(seat.room)\",\"name\":\"Wes\"}")
                _ = try await ws.nextText(containing: "\"re\":1")

                let lines = (0..<300).map { "line \($0)" }
                for line in lines { host.send("chat.send", ["text": .string(line)]) }

                try await tcp.waitForCount("chat.message", lines.count, timeout: .seconds(60))
                #expect(tcp.frames("chat.message").compactMap { $0[string: "text"] } == lines)
                var seen: [String] = []
                while seen.count < lines.count {
                    let message = try await ws.nextText(containing: "\"type\":\"chat.message\"", timeout: 60)
                    if let text = message.firstMatch(of: /"text":"(line [0-9]+)"/)?.1 { seen.append(String(text)) }
                }
                #expect(seen == lines)
            }
        }
    }
}
