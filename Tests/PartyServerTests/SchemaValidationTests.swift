import Foundation
import PartyClient
import PartyProtocol
import Testing

extension EndToEnd {
    @Suite("Frames match Protocol/schema")
    struct SchemaValidationTests {
        /// Produces every kind of frame the spine sends, then validates what the clients
        /// received. (The suite-level ``FrameSchemaCheck`` validates every other test's frames.)
        @Test func everyKindOfFrameMatchesTheSchema() async throws {
            try #require(SchemaValidator.isAvailable)
            var recorded: [UInt8] = []
            try await TestServer.run({ $0.resumeGraceSeconds = 30 }) { server in
                let alice = try await server.client()
                let a = try await alice.create("Alice")
                let bob = try await server.client()
                let b = try await bob.join(a.room, "Bob")
                let carol = try await server.client()
                let c = try await carol.join(a.room, "Carol", role: "audience")
                try await bob.chat("hello")
                try await alice.request("ping")
                alice.send("ping")
                try await alice.request("room.snapshot")
                try await alice.request("room.lock", ["locked": .bool(true)])
                try await alice.request("room.lock", ["locked": .bool(false)])
                try await alice.request("room.transfer_host", ["player_id": .string(b.playerID)])
                try await bob.request("room.kick", ["player_id": .string(c.playerID)])
                _ = try await carol.next("room.kicked")
                // String ids: they must not collide with the client's own integer request ids.
                for bad in ["{nope", "[]", #"{"type":"x.y","id":"raw1"}"#, #"{"id":"raw2"}"#, #"{"type":"room.join","id":"raw3"}"#] {
                    carol.sendRaw(Array(bad.utf8) + [0x0A])
                }
                await expectServerError("not_in_room") { try await carol.chat("hi") }
                await expectServerError("not_host") { try await alice.request("room.lock", ["locked": .bool(true)]) }
                await expectServerError("name_taken") { _ = try await carol.join(a.room, "bob") }
                alice.close()
                _ = try await bob.next("room.player_disconnected")
                let alice2 = try await server.client()
                _ = try await alice2.resume(a.room, token: try #require(a.token))
                let alice3 = try await server.client()
                _ = try await alice3.resume(a.room, token: try #require(a.token))
                _ = try await alice2.next("room.replaced")
                try await bob.request("room.leave")
                alice3.close()
                _ = try await carol.request("ping")
                server.server.shutdown()
                _ = try await carol.waitUntilClosed()
                for client in [alice, bob, carol, alice2, alice3] { recorded += client.rawBytes }
            }
            let file = FileManager.default.temporaryDirectory.path + "/partyline-schema-\(getpid()).ndjson"
            let lines = String(decoding: recorded, as: UTF8.self).split(separator: "\n").filter { $0.hasPrefix("{") }
            let types = Set(lines.compactMap { ServerFrame(line: Array($0.utf8))?.type })
            for type in ["welcome", "ok", "error", "pong", "chat.message", "room.player_joined", "room.player_left",
                         "room.player_disconnected", "room.player_reconnected", "room.host_changed", "room.kicked",
                         "room.locked", "room.replaced"] {
                #expect(types.contains(type), "the scenario should produce \(type)")
            }
            try (lines.joined(separator: "\n") + "\n").write(toFile: file, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(atPath: file) }
            let result = try SchemaValidator.validate(file)
            #expect(result.status == 0, "\(result.output)")
        }
    }
}
