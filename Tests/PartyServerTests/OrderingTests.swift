import PartyClient
import PartyProtocol
import PartyTestSupport
import Testing

extension EndToEnd {
    @Suite("Ordering")
    struct OrderingTests {
        @Test func pipelinedRepliesAndErrorsKeepRequestOrder() async throws {
            try await ServerHarness.run { server in
                let client = try await server.client()
                let lines = [
                    #"{"type":"room.create","id":1,"name":"Pipe"}"#,
                    #"{not json"#,
                    #"{"type":"chat.send","id":2,"text":"first"}"#,
                    #"{"type":"nope","id":3}"#,
                    #"{"type":"ping","id":4}"#,
                    #"{"type":"chat.send","id":"five","text":"second"}"#,
                    #"{"type":"room.create","id":6,"name":"Again"}"#,
                    #"{"type":"ping","id":7}"#,
                ]
                client.sendRaw(Array(lines.joined(separator: "\n").utf8) + [0x0A])
                _ = try await client.waitFor("pong") { $0[int: "re"] == 7 }
                let seen = client.frames.filter { $0.type != "welcome" }.map { frame -> String in
                    let re = frame[string: "re"].map { "#\($0)" } ?? ""
                    switch frame.type {
                    case "error": return "error\(re):\(frame[string: "code"] ?? "?")"
                    case "chat.message": return "chat:\(frame[string: "text"] ?? "?")"
                    default: return "\(frame.type)\(re)"
                    }
                }
                #expect(seen == [
                    "ok#1", "error:bad_json", "ok#2", "chat:first", "error#3:unknown_type", "pong#4",
                    "ok#five", "chat:second", "error#6:already_in_room", "pong#7",
                ])
            }
        }

        /// Hundreds of pipelined lines — member requests the room answers, requests the session
        /// answers itself, rejects, and a leave and a join in the middle — are answered strictly
        /// in line order, with every chat delivered once and in order.
        @Test func longPipelinedMixKeepsLineOrder() async throws {
            try await ServerHarness.run({ $0.requestsPerSecond = 1_000_000; $0.requestBurst = 1_000_000 }) { server in
                let host = try await server.client()
                let room = try await host.create("Host").room
                let client = try await server.client()
                var lines = [#"{"type":"room.join","id":"j0","room":"\#(room)","name":"Pipe"}"#]
                var expected = ["ok#j0"]
                for n in 1...300 {
                    switch n % 6 {
                    case 0: lines.append(#"{"type":"ping","id":\#(n)}"#); expected.append("pong#\(n)")
                    case 1: lines.append(#"{"type":"room.snapshot","id":\#(n)}"#); expected.append("ok#\(n)")
                    case 2: lines.append(#"{bad"#); expected.append("error:bad_json")
                    case 3: lines.append(#"{"type":"coin.flip","id":\#(n)}"#); expected.append("ok#\(n)")
                    default: lines.append(#"{"type":"chat.send","id":\#(n),"text":"m\#(n)"}"#); expected.append("ok#\(n)")
                    }
                    if n == 150 {
                        lines.append(#"{"type":"room.leave","id":"l"}"#); expected.append("ok#l")
                        lines.append(#"{"type":"chat.send","id":"out","text":"x"}"#); expected.append("error#out:not_in_room")
                        lines.append(#"{"type":"room.join","id":"j1","room":"\#(room)","name":"Pipe"}"#); expected.append("ok#j1")
                    }
                }
                client.sendRaw(Array(lines.joined(separator: "\n").utf8) + [0x0A])
                _ = try await client.waitFor("pong", timeout: .seconds(20)) { $0[int: "re"] == 300 }
                let answers = client.frames.compactMap { frame -> String? in
                    let re = frame[string: "re"] ?? frame[int: "re"].map(String.init)
                    switch frame.type {
                    case "error": return "error\(re.map { "#\($0)" } ?? ""):\(frame[string: "code"] ?? "?")"
                    case "ok", "pong": return "\(frame.type)#\(re ?? "?")"
                    default: return nil
                    }
                }
                #expect(answers == expected)
                let sent = (1...300).filter { $0 % 6 == 4 || $0 % 6 == 5 }.map { "m\($0)" }
                try await host.waitForCount("chat.message", sent.count)
                #expect(host.frames("chat.message").map { $0[string: "text"] } == sent)
            }
        }

        @Test func replyComesBeforeTheEventsItCaused() async throws {
            try await ServerHarness.run { server in
                let alice = try await server.client()
                let a = try await alice.create("Alice")
                let bob = try await server.client()
                let b = try await bob.join(a.room, "Bob")
                bob.sendRaw(Array(#"{"type":"chat.send","id":"c1","text":"hello"}"#.utf8) + [0x0A])
                _ = try await bob.nextChat("hello")
                let order = bob.frames.map(\.type)
                let ok = try #require(order.lastIndex(of: "ok"))
                let chat = try #require(order.lastIndex(of: "chat.message"))
                #expect(ok < chat)
                _ = b
            }
        }
    }
}
