import PartyClient
import PartyProtocol
import PartyTestSupport
import Testing

extension EndToEnd {
    @Suite("Text mode over a socket")
    struct TextModeTests {
        /// A raw text-mode client that has read the welcome frame.
        func textClient(_ server: ServerHarness) async throws -> RawSocket {
            let socket = try server.rawSocket()
            let welcome = try #require(try await socket.readLine())
            #expect(welcome.hasPrefix("{") && welcome.contains("\"welcome\""))
            #expect(welcome.contains("help"), "the motd tells a person how to get help")
            return socket
        }

        @Test func createChatWithAJSONPlayerAndNeverSeeJSON() async throws {
            try await ServerHarness.run { server in
                let text = try await textClient(server)
                text.send("create Alice\n")
                let roomLine = try await text.readLine { $0.contains("room ") }
                let code = try #require(roomLine.firstMatch(of: /room ([A-Z]{4})/)?.1).description
                let tokenLine = try await text.readLine { $0.contains("token") }
                #expect(tokenLine.contains("resume \(code) "))

                let bob = try await server.client()
                _ = try await bob.join(code.lowercased(), "Bob")
                _ = try await text.readLine { $0.contains("Bob joined") }
                try await bob.chat("hello from json")
                _ = try await text.readLine { $0 == "Bob: hello from json" }

                text.send("hi from text\n")  // inside a room, a non-command line is chat
                let chat = try await bob.nextChat("hi from text")
                #expect(chat[string: "name"] == "Alice")
                text.send("say also this\n")
                _ = try await bob.nextChat("also this")

                text.send("who\n")
                let members = try await text.readLine { $0.hasPrefix("Members:") }
                #expect(members.contains("Alice") && members.contains("Bob") && members.contains("[host]"))

                text.send("quit\n")
                _ = try await text.readLine { $0 == "bye" }
                try await text.waitUntilClosed()
                let dropped = try await bob.next("room.player_disconnected")
                #expect(dropped[string: "name"] == "Alice")
                // After the welcome, no JSON line ever reached the text client.
                let lines = String(decoding: text.received, as: UTF8.self).split(separator: "\n").dropFirst()
                #expect(lines.allSatisfy { !$0.hasPrefix("{") }, "\(lines)")
            }
        }

        @Test func helpAndUnknownCommands() async throws {
            try await ServerHarness.run { server in
                let text = try await textClient(server)
                text.send("help\n")
                _ = try await text.readLine { $0.hasPrefix("Commands") }
                _ = try await text.readLine { $0.contains("create NAME") }
                _ = try await text.readLine { $0.contains("Start with:") }
                text.send("dance wildly\n")
                let unknown = try await text.readLine { $0.hasPrefix("?") }
                #expect(unknown.contains("unknown command 'dance'"))
                #expect(unknown.contains("help"))
                text.send("say hi\n")
                let outside = try await text.readLine { $0.hasPrefix("?") }
                #expect(outside.contains("not in a room"))
                text.send("join ZZZZ Bob\n")
                let notFound = try await text.readLine { $0.hasPrefix("!") }
                #expect(notFound.contains("room_not_found"))
                text.send("ping\n")
                _ = try await text.readLine { $0 == "pong" }
            }
        }

        @Test
        func textRepliesKeepLineOrder() async throws {
            try await ServerHarness.run { server in
                let text = try await textClient(server)
                text.send("ping\nhelp\n")
                let first = try #require(try await text.readLine())
                #expect(first == "pong")
            }
        }

        /// Lines typed (or pasted) before the previous command finished are read in its light:
        /// after `create`, `roll` is a room command and any other line is chat.
        @Test
        func pipelinedTextCommandsSeeTheRoomTheyCreated() async throws {
            try await ServerHarness.run { server in
                let text = try await textClient(server)
                text.send("create Zed\nroll 2\nhello there\n")
                _ = try await text.readLine { $0.hasPrefix("You are in room") }
                let rolled = try await text.readLine { $0.hasPrefix("*") || $0.hasPrefix("?") || $0.hasPrefix("!") }
                #expect(rolled.hasPrefix("* Zed rolled"), "\(rolled)")
                let chat = try await text.readLine { $0.contains("hello there") }
                #expect(chat == "Zed: hello there")
            }
        }

        /// Custom questions, the dice table's mode, the fair seed and Would You Rather options
        /// from netcat; after a drop, `resume` shows the time left and what was said meanwhile.
        @Test
        func gameNightCommandsAndResume() async throws {
            try await ServerHarness.run { server in
                let text = try await textClient(server)
                text.send("create Zed\n")
                let roomLine = try await text.readLine { $0.contains("room ") }
                let code = try #require(roomLine.firstMatch(of: /room ([A-Z]{4})/)?.1).description
                let tokenLine = try await text.readLine { $0.contains("token") }
                let token = try #require(tokenLine.firstMatch(of: /resume [A-Z]{4} (\S+)/)?.1).description
                let bob = try await server.client()
                _ = try await bob.join(code, "Bob")

                text.send("question Fly | Be invisible\n")
                _ = try await text.readLine { $0.hasPrefix("Question added") }
                text.send("dice turns 3 d20\n")
                _ = try await text.readLine { $0.hasPrefix("* Dice table: turns mode, 3d20") }
                text.send("rotate\n")
                _ = try await text.readLine { $0.hasPrefix("* Server seed revealed: ") }
                text.send("start wyr vote 60 results 5\n")
                _ = try await text.readLine { $0 == "* Game started: Would You Rather" }
                let started = try await bob.next("game.started")
                guard case .object(let options)? = started.fields["options"] else { Issue.record("no options"); return }
                #expect(options["vote_seconds"] == .int(60) && options["results_seconds"] == .int(5))

                text.send("quit\n")
                try await text.waitUntilClosed()
                _ = try await bob.next("room.player_disconnected")
                try await bob.chat("come back Zed")

                let again = try await textClient(server)
                again.send("resume \(code) \(token)\n")
                let running = try await again.readLine { $0.hasPrefix("A game is running") }
                #expect(running.firstMatch(of: /Would You Rather, round 1 \(\d+s left\)\./) != nil, "\(running)")
                _ = try await again.readLine { $0 == "Recent chat:" }
                _ = try await again.readLine { $0 == "Bob: come back Zed" }
            }
        }

        @Test
        func textClientsAreToldAboutOversizeLines() async throws {
            try await ServerHarness.run({ $0.maxFrameBytes = 256 }) { server in
                let text = try await textClient(server)
                text.send("help\n")
                _ = try await text.readLine { $0.hasPrefix("Commands") }
                text.send(String(repeating: "x", count: 600) + "\n")
                _ = try await text.readLine { $0.contains("frame_too_large") }
            }
        }

        @Test
        func textClientsAreToldAboutShutdown() async throws {
            try await ServerHarness.run { server in
                let text = try await textClient(server)
                text.send("create Zed\n")
                _ = try await text.readLine { $0.contains("room ") }
                server.server.shutdown()
                _ = try await text.readLine { $0.contains("server_shutting_down") }
            }
        }
    }
}
