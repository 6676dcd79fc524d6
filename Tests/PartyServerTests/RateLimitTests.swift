import PartyClient
import PartyProtocol
import PartyServer
import PartyTestSupport
import Testing

extension EndToEnd {
    @Suite("Rate limit")
    struct RateLimitTests {
        @Test func aBurstOf300GetsSomeRateLimitedAndAtLeastTheBurstSucceeds() async throws {
            let burst = 40
            try await ServerHarness.run({ $0.requestsPerSecond = 5; $0.requestBurst = Double(burst) }) { server in
                let sender = try await server.client()
                let seat = try await sender.create("Sender")
                let watcher = try await server.client()
                _ = try await watcher.join(seat.room, "Watcher")
                // The room.create above cost the sender `roomCreateCost` tokens of its bucket.
                let createCost = Int(ServerConfig().roomCreateCost)
                let lines = (0..<300).map { #"{"type":"chat.send","id":\#($0 + 1000),"text":"burst \#($0)"}"# }
                sender.sendRaw(Array(lines.joined(separator: "\n").utf8) + [0x0A])
                try await sender.waitForCount("ok", 1, timeout: .seconds(10))
                // Every request gets exactly one answer, ok or rate_limited.
                let deadline = ContinuousClock.now + .seconds(10)
                var answers: [ServerFrame] = []
                while answers.count < 300 && ContinuousClock.now < deadline {
                    answers = sender.frames.filter { ($0.type == "ok" || $0.type == "error") && ($0[int: "re"] ?? 0) >= 1000 }
                    try await Task.sleep(for: .milliseconds(10))
                }
                #expect(answers.count == 300)
                #expect(answers.map { $0[int: "re"]! } == Array(1000..<1300), "answers keep request order")
                let oks = answers.filter { $0.type == "ok" }
                let limited = answers.filter { $0[string: "code"] == "rate_limited" }
                #expect(oks.count + limited.count == 300)
                #expect(oks.count >= burst - createCost)
                #expect(oks.count < 300)
                #expect(!limited.isEmpty)
                // A limited request changed nothing: the watcher saw exactly the accepted messages.
                let accepted = Set(oks.map { "burst \($0[int: "re"]! - 1000)" })
                // Retry until the bucket has refilled a token (5/s); refused retries change nothing either.
                var sent = false
                while !sent && ContinuousClock.now < deadline {
                    do { try await sender.chat("end of burst"); sent = true } catch let e as ClientError where e.code == "rate_limited" {
                        try await Task.sleep(for: .milliseconds(20))
                    }
                }
                #expect(sent)
                _ = try await watcher.nextChat("end of burst")
                let seen = watcher.frames("chat.message").compactMap { $0[string: "text"] }.filter { $0.hasPrefix("burst ") }
                #expect(Set(seen) == accepted)
                #expect(seen.count == accepted.count)
            }
        }

        @Test func theDefaultBurstOf100IsAllowed() async throws {
            try await ServerHarness.run { server in
                let client = try await server.client()
                let lines = (0..<100).map { #"{"type":"ping","id":\#($0)}"# }
                client.sendRaw(Array(lines.joined(separator: "\n").utf8) + [0x0A])
                try await client.waitForCount("pong", 100)
                #expect(client.frames("error").isEmpty)
                #expect(client.frames("pong").map { $0[int: "re"]! } == Array(0..<100))
            }
        }
    }
}
