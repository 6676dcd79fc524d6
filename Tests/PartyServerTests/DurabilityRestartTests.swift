import Foundation
import Glibc
import PartyClient
import PartyProtocol
import PartyTestSupport
import Testing

/// Issue 8 point 4: a graceful restart (SIGTERM) in the middle of a Guess or Pass round and of a
/// Would You Rather vote; members resume into the same games with the clock continuing.
@Suite("Durability: graceful restart resumes games in progress", .serialized)
struct DurabilityRestartTests {
    static func token(_ who: String) -> String { "durrestart-\(who)-" + UUID().uuidString }

    /// Reconnects and resumes `token`'s seat in `room`; returns the client and the ok.
    static func resume(_ port: Int, room: String, token: String) async throws -> (PartyClient, ServerFrame) {
        let client = try await PartyClient.durableConnect(port)
        let ok = try await client.request("room.resume", ["room": .string(room), "token": .string(token)])
        return (client, ok)
    }

    @Test("SIGTERM mid-round and mid-vote; room.resume continues both games with the time left")
    func restartMidGame() async throws {
        let box = try DurabilitySandbox("restart")
        defer { box.cleanUp() }
        let tokens = ["gopHost": Self.token("gh"), "gopGuest": Self.token("gg"), "wyrHost": Self.token("wh"), "wyrGuest": Self.token("wg")]

        var server = try await DurabilityProcess.startServer(dataDir: box.dataDir, logDir: box.logDir)
        defer { server.kill(SIGKILL) }

        // Room A: Guess or Pass, the host (p1) guesses first, the guest (p2) gives clues.
        let gopHost = try await PartyClient.durableConnect(server.port)
        let gopGuest = try await PartyClient.durableConnect(server.port)
        let createdA = try await gopHost.request("room.create", ["name": .string("Gina"), "token": .string(tokens["gopHost"]!)])
        let roomA = try #require(createdA[string: "room"])
        try await gopGuest.request("room.join", ["room": .string(roomA), "name": .string("Gus"), "token": .string(tokens["gopGuest"]!)])
        // The longest round and vote the games allow: under a full run's load this test once spent
        // over a minute before its SIGTERM, and a 60 s round had ended by itself by then.
        try await gopHost.request("game.start", ["game": .string("guess_or_pass"), "round_seconds": .int(300), "countdown_seconds": .int(0)])
        let started = try await gopHost.next("gop.round_started")
        let gopEndsBefore = try #require(started[int: "ends_at_ms"])
        let card = try await gopGuest.next("gop.card")
        let word = try #require(card[string: "word"])
        let cardIndex = try #require(card[int: "index"])
        #expect(started[string: "guesser"] == "p1")

        // Room B: Would You Rather, the host has voted, the guest has not.
        let wyrHost = try await PartyClient.durableConnect(server.port)
        let wyrGuest = try await PartyClient.durableConnect(server.port)
        let createdB = try await wyrHost.request("room.create", ["name": .string("Wanda"), "token": .string(tokens["wyrHost"]!)])
        let roomB = try #require(createdB[string: "room"])
        try await wyrGuest.request("room.join", ["room": .string(roomB), "name": .string("Walt"), "token": .string(tokens["wyrGuest"]!)])
        try await wyrHost.request("game.start", ["game": .string("would_you_rather"), "vote_seconds": .int(120)])
        let asked = try await wyrHost.next("wyr.question")
        let questionID = try #require(asked[string: "question_id"])
        let wyrEndsBefore = try #require(asked[int: "ends_at_ms"])
        try await wyrHost.request("wyr.vote", ["choice": .string("a")])
        _ = try await wyrGuest.next("wyr.vote_cast")

        // Each member's view of the game just before the stop.
        var before: [String: DurabilityJSON] = [:]
        for (who, client) in [("guesser", gopHost), ("clue", gopGuest), ("wanda", wyrHost), ("walt", wyrGuest)] {
            before[who] = try await client.request("room.snapshot").durable("snapshot")["game"]
        }
        #expect(Self.text(before["clue"]!).contains(word) && !Self.text(before["guesser"]!).contains(word))

        // SIGTERM: exit 0 within 5 s; every client is told server_shutting_down.
        let stoppedAt = DurabilityEnv.nowMs
        server.kill(SIGTERM)
        let status = try await server.waitForExit(timeout: .seconds(15))
        let exitedAt = DurabilityEnv.nowMs  // the rooms were saved before this
        #expect(status == 0 && !server.endedBySignal, "graceful stop: exit \(status); stderr: \(server.stderr)")
        for client in [gopHost, gopGuest, wyrHost, wyrGuest] {
            let farewell = try await client.next("error", timeout: .seconds(2))
            #expect(farewell[string: "code"] == "server_shutting_down")
            _ = try await client.waitUntilClosed(timeout: .seconds(2))
        }
        // A visible pause, so "the clock continues" differs from "the clock kept running".
        try await Task.sleep(for: .milliseconds(1500))
        let saved = try await box.stats()
        #expect(saved["room_snapshots"] == 2, "rooms saved on SIGTERM: \(saved)")

        let restartedAt = DurabilityEnv.nowMs  // the rooms are restored after this
        server = try await DurabilityProcess.startServer(dataDir: box.dataDir, logDir: box.logDir)
        // The clock continues: every deadline moves by the downtime (restore − save), which lies
        // between what the test saw of it and the whole gap from the stop to a resume reply.
        // Bounds, not a tolerance, so a loaded machine cannot fail it.
        func movedByDowntime(_ before: Int, _ after: Int, resumedAt: Int) -> Bool {
            (restartedAt - exitedAt)...(resumedAt - stoppedAt) ~= after - before
        }

        // Room A: both resume; same seats, host kept, the round continues with its time left.
        let (guesser, guesserOK) = try await Self.resume(server.port, room: roomA, token: tokens["gopHost"]!)
        let resumedAt = DurabilityEnv.nowMs
        let (clueGiver, clueOK) = try await Self.resume(server.port, room: roomA, token: tokens["gopGuest"]!)
        defer { guesser.close(); clueGiver.close() }
        #expect(guesserOK[string: "player_id"] == "p1")
        #expect(clueOK[string: "player_id"] == "p2")
        let gSnap = guesserOK.durable("snapshot")
        let cSnap = clueOK.durable("snapshot")
        #expect(gSnap["host"].string == "p1")
        #expect(gSnap["game"]["phase"].string == "round")
        #expect(gSnap["game"]["round"].int == 1)
        #expect(gSnap["game"]["guesser"].string == "p1")
        #expect(Self.stable(gSnap["game"]) == Self.stable(before["guesser"]!), "guesser's game before/after:\n\(Self.text(before["guesser"]!))\n\(Self.text(gSnap["game"]))")
        #expect(Self.stable(cSnap["game"]) == Self.stable(before["clue"]!), "clue-giver's game before/after:\n\(Self.text(before["clue"]!))\n\(Self.text(cSnap["game"]))")
        let gopEndsAfter = try #require(gSnap["game"]["ends_at_ms"].int)
        #expect(gopEndsAfter > gopEndsBefore + 1000, "ends_at_ms should move by the downtime: \(gopEndsBefore) → \(gopEndsAfter)")
        #expect(movedByDowntime(gopEndsBefore, gopEndsAfter, resumedAt: resumedAt),
                "round end moved by \(gopEndsAfter - gopEndsBefore) ms; down \(restartedAt - exitedAt)...\(resumedAt - stoppedAt) ms")
        #expect(!guesserOK.description.contains(word), "the guesser's resume reply contains the word '\(word)': \(guesserOK)")
        #expect(Self.text(cSnap["game"]).contains(word), "the clue-giver's snapshot lacks the word: \(clueOK)")
        // The game is live, not a picture: the clue-giver resolves the same card and the guesser sees it.
        try await clueGiver.request("gop.correct", ["index": .int(cardIndex)])
        let resolved = try await guesser.next("gop.card_resolved")
        #expect(resolved[string: "word"] == word && resolved[int: "index"] == cardIndex)

        // Room B: the non-voter first (so nobody is ever "everyone connected has voted" early).
        let (walt, waltOK) = try await Self.resume(server.port, room: roomB, token: tokens["wyrGuest"]!)
        let wyrResumedAt = DurabilityEnv.nowMs
        let (wanda, wandaOK) = try await Self.resume(server.port, room: roomB, token: tokens["wyrHost"]!)
        defer { walt.close(); wanda.close() }
        #expect(waltOK[string: "player_id"] == "p2")
        #expect(wandaOK[string: "player_id"] == "p1")
        let wSnap = wandaOK.durable("snapshot")
        #expect(wSnap["host"].string == "p1")
        #expect(wSnap["game"]["game"].string == "would_you_rather")
        #expect(wSnap["game"]["round"].int == 1)
        #expect(wSnap["game"]["question"]["question_id"].string == questionID)
        #expect(wSnap["game"]["my_vote"].string == "a")
        #expect(waltOK.durable("snapshot")["game"]["my_vote"].isNull)
        #expect(Self.stable(wSnap["game"]) == Self.stable(before["wanda"]!), "WYR game before/after:\n\(Self.text(before["wanda"]!))\n\(Self.text(wSnap["game"]))")
        #expect(Self.stable(waltOK.durable("snapshot")["game"]) == Self.stable(before["walt"]!))
        // Both are back: the resumer's own snapshot counts both voters and the earlier vote.
        #expect(wSnap["game"]["votes_in"].int == 1 && wSnap["game"]["voters"].int == 2,
                "resume snapshot progress should be 1/2 once both are back: \(Self.text(wSnap["game"]))")
        let fresh = try await wanda.request("room.snapshot").durable("snapshot")["game"]
        #expect(fresh["votes_in"].int == 1 && fresh["voters"].int == 2, "room.snapshot: \(Self.text(fresh))")
        let wyrEndsAfter = try #require(waltOK.durable("snapshot")["game"]["ends_at_ms"].int)
        #expect(movedByDowntime(wyrEndsBefore, wyrEndsAfter, resumedAt: wyrResumedAt),
                "vote end moved by \(wyrEndsAfter - wyrEndsBefore) ms; down \(restartedAt - exitedAt)...\(wyrResumedAt - stoppedAt) ms")

        // The remaining vote completes the round; the results count the vote cast before the restart.
        try await walt.request("wyr.vote", ["choice": .string("b")])
        let results = try await wanda.next("wyr.results")
        #expect(results[string: "question_id"] == questionID)
        #expect(results[int: "a_votes"] == 1 && results[int: "b_votes"] == 1, "results: \(results)")
        #expect(results.durable("all_time")["a_votes"].int == 1 && results.durable("all_time")["b_votes"].int == 1)
    }

    /// A game view without the fields that legitimately change across a restart (deadlines, and
    /// the connected-voter counts, which depend on who has resumed so far).
    private static func stable(_ game: DurabilityJSON) -> JSONValue {
        guard case var .object(o) = game.value else { return game.value }
        for key in ["ends_at_ms", "votes_in", "voters"] { o[key] = nil }
        return .object(o)
    }

    /// Compact JSON text of a value (for messages and "contains the word" checks).
    private static func text(_ json: DurabilityJSON) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? String(decoding: encoder.encode(json.value), as: UTF8.self)) ?? "?"
    }
}
