import PartyClient
import PartyProtocol
import PartyTestSupport
import Testing

extension EndToEnd {
    @Suite("Names and text")
    struct NameRulesTests {
        @Test func namesAreUniqueCaseInsensitively() async throws {
            try await ServerHarness.run { server in
                let alice = try await server.client()
                let a = try await alice.create("Alice")
                let other = try await server.client()
                await expectServerError("name_taken") { _ = try await other.join(a.room, "alice") }
                await expectServerError("name_taken") { _ = try await other.join(a.room, "  ALICE ") }
                await expectServerError("name_taken") { _ = try await other.join(a.room, "Al\u{1B}[1mice") }
                _ = try await other.join(a.room, "Alice2")
            }
        }

        @Test(arguments: [
            String(repeating: "n", count: 25), "", "   ", "\u{1B}[31m\u{1B}[0m", "\u{07}\u{08}\u{7F}", "\u{202E}",
        ])
        func tooLongOrEmptyAfterCleaningIsABadRequestNamingName(name: String) async throws {
            try await ServerHarness.run { server in
                let client = try await server.client()
                await expectServerError("bad_request", mentioning: "name") { _ = try await client.create(name) }
                let host = try await server.client()
                let seat = try await host.create("Host")
                await expectServerError("bad_request", mentioning: "name") { _ = try await client.join(seat.room, name) }
            }
        }

        @Test func aNameOf24CharactersIsFine() async throws {
            try await ServerHarness.run { server in
                let client = try await server.client()
                let seat = try await client.create(String(repeating: "é", count: 24))
                #expect(seat.members.first?.name == String(repeating: "é", count: 24))
            }
        }

        @Test func escapeSequencesAreStrippedFromNamesAndChatAsSeenByOthers() async throws {
            try await ServerHarness.run { server in
                let alice = try await server.client()
                let a = try await alice.create("Alice")
                let bob = try await server.client()
                let b = try await bob.join(a.room, "\u{1B}[31mBo\u{1B}]0;pwned\u{07}b\u{0D}\n  ")
                let joined = try await alice.next("room.player_joined")
                #expect(joined[string: "name"] == "Bob")
                #expect(b.members.last?.name == "Bob")
                try await bob.chat("hi \u{1B}[2J\u{1B}[Hthere\u{9B}1m \u{202E}evil\u{0}!")
                let chat = try await alice.next("chat.message")
                #expect(chat[string: "text"] == "hi there evil!")
                #expect(chat[string: "name"] == "Bob")
                #expect(chat[string: "player_id"] == b.playerID)
                // No escape byte anywhere in what Alice received.
                #expect(!alice.rawBytes.contains(0x1B))
                #expect(!String(decoding: alice.rawBytes, as: UTF8.self).contains("\\u001b"))
            }
        }
    }
}
