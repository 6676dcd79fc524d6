import PartyClient
import PartyProtocol
import PartyTestSupport
import Testing

extension EndToEnd {
    @Suite("Bad input")
    struct BadInputTests {
        /// A second client in a room with a listener, to prove the server keeps serving others.
        struct Bystanders {
            let speaker: PartyClient
            let listener: PartyClient
            let room: String
            var count = 0

            static func make(_ server: ServerHarness) async throws -> Bystanders {
                let speaker = try await server.client()
                let seat = try await speaker.create("Speaker")
                let listener = try await server.client()
                _ = try await listener.join(seat.room, "Listener")
                return Bystanders(speaker: speaker, listener: listener, room: seat.room)
            }

            mutating func stillServed() async throws {
                count += 1
                try await speaker.chat("still served \(count)")
                _ = try await listener.nextChat("still served \(count)")
            }
        }

        /// The next error frame without `re` on `client`.
        func nextUnaddressedError(_ client: PartyClient) async throws -> ServerFrame {
            try await client.next("error")
        }

        @Test func eachKindOfBadLineGetsItsCodeAndOthersKeepBeingServed() async throws {
            try await ServerHarness.run { server in
                var others = try await Bystanders.make(server)
                let bad = try await server.client()

                bad.sendRaw(Array("{this is not json\n".utf8))
                var e = try await nextUnaddressedError(bad)
                #expect(e[string: "code"] == "bad_json")
                #expect(e.fields["re"] == nil)
                #expect(e[string: "message"]?.isEmpty == false)
                try await others.stillServed()

                bad.sendRaw(Array("[1,2,3]\n".utf8))
                e = try await nextUnaddressedError(bad)
                #expect(e[string: "code"] == "bad_json")
                try await others.stillServed()

                // Unknown type: with and without id.
                await expectServerError("unknown_type", mentioning: "dance.party") { try await bad.request("dance.party") }
                bad.send("dance.party")
                e = try await nextUnaddressedError(bad)
                #expect(e[string: "code"] == "unknown_type")
                #expect(e.fields["re"] == nil)
                try await others.stillServed()

                // Missing fields and wrong field types name the field.
                await expectServerError("bad_request", mentioning: "name") { try await bad.request("room.create") }
                await expectServerError("bad_request", mentioning: "name") { try await bad.request("room.create", ["name": .int(5)]) }
                await expectServerError("bad_request", mentioning: "room") { try await bad.request("room.join", ["name": .string("X")]) }
                await expectServerError("bad_request", mentioning: "room") {
                    try await bad.request("room.join", ["room": .string("TOOLONG"), "name": .string("X")])
                }
                await expectServerError("bad_request", mentioning: "role") {
                    try await bad.request("room.join", ["room": .string(others.room), "name": .string("X"), "role": .string("king")])
                }
                try await others.stillServed()
                bad.sendRaw(Array(#"{"id":77}"#.utf8) + [0x0A])
                e = try await bad.next("error")
                #expect(e[string: "code"] == "bad_request")
                #expect(e[int: "re"] == 77)
                #expect(e[string: "message"]?.contains("type") == true)
                bad.sendRaw(Array(#"{"type":"ping","id":[1]}"#.utf8) + [0x0A])
                e = try await bad.next("error")
                #expect(e[string: "code"] == "bad_request")
                #expect(e[string: "message"]?.contains("id") == true)

                // Inside a room: chat without text, with a number, empty after cleaning, too long.
                let seat = try await bad.create("Bad")
                await expectServerError("bad_request", mentioning: "text") { try await bad.request("chat.send") }
                await expectServerError("bad_request", mentioning: "text") { try await bad.request("chat.send", ["text": .int(5)]) }
                await expectServerError("bad_request", mentioning: "text") { try await bad.chat(" \u{1B}[2J \u{07} ") }
                await expectServerError("bad_request", mentioning: "text") { try await bad.chat(String(repeating: "x", count: 501)) }
                try await bad.chat(String(repeating: "y", count: 500))
                await expectServerError("bad_request", mentioning: "locked") { try await bad.request("room.lock") }
                await expectServerError("bad_request", mentioning: "locked") { try await bad.request("room.lock", ["locked": .string("yes")]) }
                await expectServerError("already_in_room") { _ = try await bad.create("Again") }
                await expectServerError("already_in_room") { _ = try await bad.join(seat.room, "Again") }
                try await others.stillServed()
                // The connection survived everything.
                #expect(bad.closedReason == nil)
                #expect(try await bad.request("ping").type == "pong")
            }
        }

        @Test func aOneMebibyteLineGetsFrameTooLargeAndClosesOnlyThatConnection() async throws {
            try await ServerHarness.run { server in
                var others = try await Bystanders.make(server)
                let raw = try server.rawSocket()
                let welcome = try await raw.readLine()
                #expect(welcome?.contains("\"welcome\"") == true)
                let line = Array("{\"type\":\"chat.send\",\"text\":\"".utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: 1 << 20) + Array("\"}\n".utf8)
                _ = raw.send(line, timeout: 2)  // the server stops reading part way: a failed send is fine
                let error = try await raw.readLine(timeout: 5) { $0.contains("\"error\"") }
                #expect(error.contains("\"code\":\"frame_too_large\""))
                try await raw.waitUntilClosed(timeout: 5)
                try await others.stillServed()
                // The server still accepts new connections and their requests.
                let fresh = try await server.client()
                #expect(try await fresh.request("ping").type == "pong")
            }
        }

        @Test func aFrameAtTheConfiguredLimitPassesAndOneByteMoreCloses() async throws {
            try await ServerHarness.run({ $0.maxFrameBytes = 1024 }) { server in
                let client = try await server.client()
                let pad = String(repeating: "p", count: 1024 - #"{"type":"ping","id":1,"pad":""}"#.utf8.count)
                client.sendRaw(Array(#"{"type":"ping","id":1,"pad":"\#(pad)"}"#.utf8) + [0x0A])
                let pong = try await client.next("pong")
                #expect(pong[int: "re"] == 1)
                client.sendRaw(Array(#"{"type":"ping","id":2,"pad":"\#(pad)x"}"#.utf8) + [0x0A])
                let error = try await client.next("error")
                #expect(error[string: "code"] == "frame_too_large")
                _ = try await client.waitUntilClosed()
            }
        }

        @Test func tlsClientHelloOnThePlainPortIsClosedAtOnce() async throws {
            try await ServerHarness.run { server in
                let raw = try server.rawSocket()
                _ = try await raw.readLine()  // welcome
                // The start of a TLS 1.2 ClientHello record.
                raw.send([0x16, 0x03, 0x01, 0x00, 0xA5, 0x01, 0x00, 0x00, 0xA1, 0x03, 0x03] + [UInt8](repeating: 0x42, count: 32))
                // At once: long before the 30 s line timeout that would close it otherwise (5 s
                // leaves room for a loaded machine; 2.5 s was seen at load 15 on 2 cores).
                let seconds = try await raw.waitUntilClosed(timeout: 10)
                #expect(seconds < 5)
                #expect(raw.received.filter { $0 == 0x0A }.count == 1, "nothing but the welcome was sent")
                let other = try await server.client()
                #expect(try await other.request("ping").type == "pong")
            }
        }
    }
}
