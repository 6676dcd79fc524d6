import PartyClient
import PartyProtocol
import PartyTestSupport
import Testing

extension EndToEnd {
    @Suite("Shutdown and slow readers")
    struct LifecycleTests {
        @Test func gracefulShutdownTellsEveryClient() async throws {
            try await ServerHarness.run { server in
                let alice = try await server.client()
                let a = try await alice.create("Alice")
                let bob = try await server.client()
                _ = try await bob.join(a.room, "Bob")
                let idle = try await server.client()
                let raw = try server.rawSocket()
                _ = try await raw.readLine()
                raw.send(#"{"type":"ping","id":"r"}"# + "\n")
                _ = try await raw.readLine { $0.contains("pong") }

                server.server.shutdown()
                for client in [alice, bob, idle] {
                    let error = try await client.waitFor("error") { $0[string: "code"] == "server_shutting_down" }
                    #expect(error.fields["re"] == nil)
                    #expect(error[string: "message"]?.isEmpty == false)
                    _ = try await client.waitUntilClosed(timeout: .seconds(5))
                }
                let line = try await raw.readLine { $0.contains("\"error\"") }
                #expect(line.contains("server_shutting_down"))
                try await raw.waitUntilClosed()
                // The listening port is closed.
                #expect(throws: (any Error).self) { _ = try RawSocket(port: server.port) }
            }
        }

        @Test func aClientThatNeverReadsIsDisconnectedAndTheOthersKeepReceiving() async throws {
            try await ServerHarness.run({
                $0.writeBufferBytes = 8192
                $0.requestsPerSecond = 1_000_000
                $0.requestBurst = 1_000_000
                $0.wordFilter = .empty  // the numbered lines pass "1488", a term of the shipped lists
            }) { server in
                let alice = try await server.client()
                let a = try await alice.create("Alice")
                // Bob reads through a raw socket (cheap to follow thousands of lines).
                let bob = try server.rawSocket()
                _ = try await bob.readLine()
                bob.send(#"{"type":"room.join","id":1,"room":"\#(a.room)","name":"Bob"}"# + "\n")
                _ = try await alice.next("room.player_joined") { $0[string: "name"] == "Bob" }
                // The sleeper joins over a socket with a tiny receive buffer and then never reads.
                let sleeper = try server.rawSocket(receiveBuffer: 4096)
                sleeper.send(#"{"type":"room.join","id":1,"room":"\#(a.room)","name":"Sleepy"}"# + "\n")
                let joined = try await alice.next("room.player_joined") { $0[string: "name"] == "Sleepy" }
                let sleepyID = try #require(joined[string: "player_id"])

                // Alice floods through a raw socket too; she is a member, so she reads (and drops) her copies.
                let flooder = try server.rawSocket()
                _ = try await flooder.readLine()
                flooder.send(#"{"type":"room.resume","id":1,"room":"\#(a.room)","token":"\#(try #require(a.token))"}"# + "\n")
                _ = try await flooder.readLine { $0.contains("\"re\":1") }
                let text = String(repeating: "z", count: 490)
                var sent = 0
                var bobSeen = 0
                var dropped = false
                var outOfOrder = 0
                let deadline = ContinuousClock.now + .seconds(90)  // 30 s was not enough in a loaded full run
                while !dropped && ContinuousClock.now < deadline {
                    let batch = (0..<250).map { #"{"type":"chat.send","text":"\#(sent + $0) \#(text)"}"# }.joined(separator: "\n") + "\n"
                    #expect(flooder.send(batch))
                    sent += 250
                    // Flow control: Bob reads the whole batch before the next one is sent.
                    while bobSeen < sent {
                        let line = try await bob.readLine(timeout: 10) { $0.contains("chat.message") || $0.contains("player_disconnected") }
                        if line.contains("player_disconnected") {
                            #expect(line.contains("\"\(sleepyID)\""))
                            dropped = true
                            continue
                        }
                        if !line.contains("\"\(bobSeen) z") { outOfOrder += 1 }
                        bobSeen += 1
                    }
                    flooder.discardReceived()
                }
                #expect(dropped, "the sleeper was disconnected after \(sent) messages")
                #expect(outOfOrder == 0, "Bob received every message in order")
                #expect(bobSeen == sent)
                // The room still works for everyone else.
                flooder.send(#"{"type":"chat.send","id":2,"text":"after the sleeper"}"# + "\n")
                _ = try await bob.readLine { $0.contains("after the sleeper") }
                _ = try await flooder.readLine { $0.contains("\"re\":2") }
                // Alice's first connection was told its seat moved to the flooder.
                _ = try await alice.next("room.replaced")
            }
        }
    }
}
