import PartyClient
import PartyProtocol
import Testing

extension EndToEnd {
    @Suite("Ordering")
    struct OrderingTests {
        @Test func pipelinedRepliesAndErrorsKeepRequestOrder() async throws {
            try await TestServer.run { server in
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

        @Test func replyComesBeforeTheEventsItCaused() async throws {
            try await TestServer.run { server in
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
