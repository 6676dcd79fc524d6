import Foundation
import Glibc
import PartyClient
import PartyProtocol
import PartyTestSupport
import Testing

/// Issue 16 point 6: live rooms ride the store's group commits, so `kill -9` mid-game costs the
/// players a reconnect and nothing else: same seats, scores, game and cards, timers shifted by
/// the downtime.
@Suite("Durability: kill -9 mid-game, players resume into the same game", .serialized)
struct DurabilityCrashResumeTests {
    static func token(_ who: String) -> String { "durcrash-\(who)-" + UUID().uuidString }

    @Test("kill -9 mid Guess-or-Pass round and mid Would-You-Rather vote; every seat resumes and both games go on")
    func crashMidGame() async throws {
        let box = try DurabilitySandbox("crash")
        defer { box.cleanUp() }
        let t = ["gina": Self.token("gina"), "gus": Self.token("gus"), "gail": Self.token("gail"),
                 "wanda": Self.token("wanda"), "walt": Self.token("walt")]
        var server = try await DurabilityProcess.startServer(dataDir: box.dataDir, logDir: box.logDir)
        defer { server.kill(SIGKILL) }

        // Room A, three players. Game 1: Gina guesses, Gus marks two cards; the stop scores them.
        var gop: [String: PartyClient] = [:]
        for who in ["gina", "gus", "gail"] { gop[who] = try await PartyClient.durableConnect(server.port) }
        let roomA = try #require(try await gop["gina"]!.request("room.create", ["name": .string("Gina"), "token": .string(t["gina"]!)])[string: "room"])
        try await gop["gus"]!.request("room.join", ["room": .string(roomA), "name": .string("Gus"), "token": .string(t["gus"]!)])
        try await gop["gail"]!.request("room.join", ["room": .string(roomA), "name": .string("Gail"), "token": .string(t["gail"]!)])
        let options: [String: JSONValue] = ["game": .string("guess_or_pass"), "round_seconds": .int(120), "countdown_seconds": .int(0)]
        try await gop["gina"]!.request("game.start", options.merging(["guesser": .string("p1")]) { $1 })
        for index in 0..<2 {
            _ = try await gop["gus"]!.next("gop.card", where: { $0[int: "index"] == index })
            try await gop["gus"]!.request("gop.correct", ["index": .int(index)])
        }
        try await gop["gina"]!.request("game.stop")
        #expect(try await gop["gail"]!.next("gop.round_ended")[int: "score"] == 2)
        // Game 2: Gus guesses; Gina marks one card, the next card is dealt, then the crash.
        try await gop["gina"]!.request("game.start", options.merging(["guesser": .string("p2")]) { $1 })
        let endsBefore = try #require(try await gop["gus"]!.next("gop.round_started", where: { $0[string: "guesser"] == "p2" })[int: "ends_at_ms"])
        try await gop["gina"]!.request("gop.correct", ["index": .int(0)])
        // (Gina guessed in game 1, so her first card frames are game 2's.)
        let card = try await gop["gina"]!.next("gop.card", where: { $0[int: "index"] == 1 })
        let word = try #require(card[string: "word"])

        // Room B: Wanda has voted, Walt has not.
        let wanda = try await PartyClient.durableConnect(server.port)
        let walt = try await PartyClient.durableConnect(server.port)
        let roomB = try #require(try await wanda.request("room.create", ["name": .string("Wanda"), "token": .string(t["wanda"]!)])[string: "room"])
        try await walt.request("room.join", ["room": .string(roomB), "name": .string("Walt"), "token": .string(t["walt"]!)])
        try await wanda.request("game.start", ["game": .string("would_you_rather"), "vote_seconds": .int(120)])
        let questionID = try #require(try await walt.next("wyr.question")[string: "question_id"])
        try await wanda.request("wyr.vote", ["choice": .string("a")])
        _ = try await walt.next("wyr.vote_cast")

        let syncStartedAt = DurabilityEnv.nowMs
        try await gop["gail"]!.syncPoint(1)
        try await walt.syncPoint(2)
        server.kill(SIGKILL)
        try await server.waitForExit(timeout: .seconds(15))
        let killedAt = DurabilityEnv.nowMs
        #expect(server.endedBySignal)
        for client in Array(gop.values) + [wanda, walt] { client.close() }
        try await Task.sleep(for: .milliseconds(1500))  // a visible downtime
        #expect(try await box.stats()["room_snapshots"] == 2)

        let restartedAt = DurabilityEnv.nowMs
        server = try await DurabilityProcess.startServer(dataDir: box.dataDir, logDir: box.logDir)
        var back: [String: (PartyClient, ServerFrame)] = [:]
        for who in ["gus", "gina", "gail"] {
            let client = try await PartyClient.durableConnect(server.port)
            back[who] = (client, try await client.request("room.resume", ["room": .string(roomA), "token": .string(t[who]!)]))
        }
        let resumedAt = DurabilityEnv.nowMs
        defer { for (client, _) in back.values { client.close() } }
        #expect(back.mapValues { $0.1[string: "player_id"] } == ["gina": "p1", "gus": "p2", "gail": "p3"])
        let snap = back["gail"]!.1.durable("snapshot")
        #expect(snap["host"].string == "p1")
        #expect(snap["members"].array.map { $0["score"].int } == [2, 0, 0], "scores: \(snap["members"].value)")
        #expect(snap["game"]["phase"].string == "round" && snap["game"]["guesser"].string == "p2")
        let endsAfter = try #require(snap["game"]["ends_at_ms"].int)
        // Shifted by the downtime counted from the last sign of life: the heartbeat stamps the
        // snapshots every second, so that may be up to about a second before the kill (+ slack).
        let lastSignOfLife = syncStartedAt - 1000 - 1000
        #expect((restartedAt - killedAt)...(resumedAt - lastSignOfLife) ~= endsAfter - endsBefore,
                "round end moved by \(endsAfter - endsBefore) ms; down \(restartedAt - killedAt)...\(resumedAt - lastSignOfLife) ms")
        #expect(!back["gus"]!.1.description.contains(word), "the guesser's resume shows the word")
        #expect(back["gina"]!.1.description.contains(word), "the clue-giver's resume lacks card 1")
        // The game goes on: card 1 resolves, the stop scores both cards of the round for Gus.
        try await back["gina"]!.0.request("gop.correct", ["index": .int(1)])
        #expect(try await back["gus"]!.0.next("gop.card_resolved")[string: "word"] == word)
        try await back["gina"]!.0.request("game.stop")
        let ended = try await back["gail"]!.0.next("gop.round_ended")
        #expect(ended[string: "guesser"] == "p2" && ended[int: "score"] == 2, "round: \(ended)")

        // Room B: the vote cast before the crash counts; Walt's completes the round.
        let walt2 = try await PartyClient.durableConnect(server.port)
        let wanda2 = try await PartyClient.durableConnect(server.port)
        defer { walt2.close(); wanda2.close() }
        #expect(try await walt2.request("room.resume", ["room": .string(roomB), "token": .string(t["walt"]!)])[string: "player_id"] == "p2")
        let wandaOK = try await wanda2.request("room.resume", ["room": .string(roomB), "token": .string(t["wanda"]!)])
        #expect(wandaOK.durable("snapshot")["game"]["my_vote"].string == "a")
        try await walt2.request("wyr.vote", ["choice": .string("b")])
        let results = try await wanda2.next("wyr.results")
        #expect(results[string: "question_id"] == questionID)
        #expect(results[int: "a_votes"] == 1 && results[int: "b_votes"] == 1, "results: \(results)")
    }
}
