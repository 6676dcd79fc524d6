import PartyClient
import PartyProtocol
import PartyTestSupport
import Testing

extension EndToEnd {
    @Suite("Chat history")
    struct ChatHistoryTests {
        /// The texts of a reply's list of chat lines (`messages` or `chat`).
        static func texts(_ reply: ServerFrame, _ key: String) -> [String] {
            guard case .array(let lines)? = reply.fields[key] else { return [] }
            return lines.compactMap { if case .object(let o) = $0, case .string(let t)? = o["text"] { t } else { nil } }
        }

        @Test func aResumedSeatGetsTheChatItMissedAndRefusedLinesAreNeverKept() async throws {
            try await ServerHarness.run { server in
                let alice = try await server.client()
                let a = try await alice.create("Alice")
                let bob = try await server.client()
                let b = try await bob.join(a.room, "Bob")
                #expect(b.reply[int: "resume_grace_seconds"] == 120)
                try await alice.chat("hello Bob")
                try await bob.chat("hi Alice")
                await expectServerError("bad_request", mentioning: "text") {
                    try await bob.chat(String(repeating: "x", count: 501))
                }

                bob.close()
                _ = try await alice.next("room.player_disconnected")
                try await alice.chat("while you were away")

                let bob2 = try await server.client()
                let r = try await bob2.resume(a.room, token: try #require(b.token))
                #expect(Self.texts(r.reply, "chat") == ["hello Bob", "hi Alice", "while you were away"])
                #expect(r.reply[int: "resume_grace_seconds"] == 120)
                guard case .array(let lines)? = r.reply.fields["chat"], case .object(let first)? = lines.first else {
                    Issue.record("no chat lines in the resume reply"); return
                }
                #expect(first["player_id"] == .string(a.playerID))
                #expect(first["name"] == .string("Alice"))
                if case .int(let at)? = first["at_ms"] { #expect(at > 0) } else { Issue.record("no at_ms") }

                let all = try await bob2.request("chat.history")
                #expect(Self.texts(all, "messages") == ["hello Bob", "hi Alice", "while you were away"])
                let last = try await bob2.request("chat.history", ["limit": .int(1)])
                #expect(Self.texts(last, "messages") == ["while you were away"])
                await expectServerError("bad_request", mentioning: "limit") {
                    try await bob2.request("chat.history", ["limit": .int(0)])
                }
            }
        }

        @Test func theHistoryIsBoundedAndOpenToTheAudience() async throws {
            try await ServerHarness.run { server in
                let alice = try await server.client()
                let a = try await alice.create("Alice")
                for i in 1...55 { try await alice.chat("line \(i)") }
                let cleo = try await server.client()
                _ = try await cleo.join(a.room, "Cleo", role: "audience")
                let history = Self.texts(try await cleo.request("chat.history"), "messages")
                #expect(history.count == 50)
                #expect(history.first == "line 6" && history.last == "line 55")
                let outsider = try await server.client()
                await expectServerError("not_in_room") { try await outsider.request("chat.history") }
            }
        }
    }
}
