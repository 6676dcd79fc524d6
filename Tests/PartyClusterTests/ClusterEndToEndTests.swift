import Foundation
import Glibc
import PartyClient
import PartyProtocol
import PartyTestSupport
import Testing

/// Issue 17: three `partyd` nodes on one PostgreSQL serve one room to players connected to
/// different nodes; codes are unique across nodes; a killed owner costs a reconnect, nothing else.
@Suite("Cluster: several nodes on PostgreSQL", .serialized, ClusterTrait.needsPostgres)
struct ClusterEndToEndTests {
    static func token(_ who: String) -> String { "cluster-\(who)-" + UUID().uuidString }

    @Test("players on three nodes chat, play a Guess or Pass round and a Would You Rather question in one room")
    func oneRoomThreeNodes() async throws {
        let cluster = try await ClusterHarness.start("cluster-play")
        defer { cluster.stop() }
        // Ann opens the room on node 0; Ben joins through node 1, Cat through node 2 (relayed).
        let ann = try await cluster.connect(0, recordRaw: true)
        let ben = try await cluster.connect(1, recordRaw: true)
        let cat = try await cluster.connect(2, recordRaw: true)
        defer { for c in [ann, ben, cat] { c.close() } }
        let code = try #require(try await ann.request("room.create", ["name": .string("Ann")])[string: "room"])
        let benJoined = try await ben.request("room.join", ["room": .string(code), "name": .string("Ben")])
        #expect(benJoined[string: "player_id"] == "p2")
        let catJoined = try await cat.request("room.join", ["room": .string(code), "name": .string("Cat")])
        #expect(catJoined.durable("snapshot")["members"].array.count == 3)

        // A text-mode player (nc) joins through node 2 too: the relay carries text mode unchanged.
        let nc = try RawSocket(port: cluster.port(2))
        defer { nc.close() }
        _ = try await nc.readLine()  // the welcome, from node 2
        #expect(nc.send("join \(code) Dee\n"))
        _ = try await nc.readLine(timeout: 10) { $0.contains(code) }

        // Chat from each node reaches everyone.
        try await ben.request("chat.send", ["text": .string("hello from node 1")])
        for client in [ann, ben, cat] {
            _ = try await client.next("chat.message", where: { $0[string: "text"] == "hello from node 1" })
        }
        _ = try await nc.readLine(timeout: 10) { $0.contains("hello from node 1") }
        #expect(nc.send("say hi from nc\n"))
        for client in [ann, ben, cat] {
            _ = try await client.next("chat.message", where: { $0[string: "text"] == "hi from nc" })
        }

        // Would You Rather: three JSON votes counted once each, the text player abstains.
        try await ann.request("game.start", ["game": .string("would_you_rather"), "vote_seconds": .int(60)])
        for client in [ann, ben, cat] { _ = try await client.next("wyr.question") }
        try await ann.request("wyr.vote", ["choice": .string("a")])
        try await ben.request("wyr.vote", ["choice": .string("b")])
        try await cat.request("wyr.vote", ["choice": .string("a")])
        #expect(nc.send("vote a\n"))
        let results = try await cat.next("wyr.results", timeout: .seconds(20))
        #expect(results[int: "a_votes"] == 3 && results[int: "b_votes"] == 1, "results: \(results)")
        try await ann.request("game.stop")

        // Guess or Pass with Ben (relayed) guessing: the clue-givers see the word, Ben never does.
        try await ann.request("game.start", ["game": .string("guess_or_pass"), "guesser": .string("p2"), "category": .string("animals"),
                                             "round_seconds": .int(10), "countdown_seconds": .int(0)])
        _ = try await ben.next("gop.round_started")
        let card = try await cat.next("gop.card", where: { $0[int: "index"] == 0 })
        let word = try #require(card[string: "word"])
        _ = try await ann.next("gop.card", where: { $0[int: "index"] == 0 })
        try await cat.request("gop.correct", ["index": .int(0)])
        for client in [ann, ben, cat] {
            _ = try await client.next("gop.card_resolved", where: { $0[int: "index"] == 0 })
        }
        let ended = try await ben.next("gop.round_ended", timeout: .seconds(25))
        #expect(ended[int: "score"] == 1)
        let guesserSaw = String(decoding: ben.rawBytes, as: UTF8.self)
        let beforeReveal = guesserSaw.components(separatedBy: "gop.card_resolved").first ?? guesserSaw
        #expect(!beforeReveal.contains("\"\(word)\""), "the guesser's relayed stream held the word before it was resolved")
    }

    @Test("a browser's WebSocket on another node is relayed: one frame per line, both ways")
    func webSocketRelayed() async throws {
        let cluster = try await ClusterHarness.start("cluster-ws", count: 1)
        defer { cluster.stop() }
        let httpPort = try DurabilityEnv.freePort()
        try await cluster.addNode(["--http-port", String(httpPort)])
        let ann = try await cluster.connect(0)
        defer { ann.close() }
        let code = try #require(try await ann.request("room.create", ["name": .string("Ann")])[string: "room"])
        let phone = try await WebSocketTestClient(port: httpPort)
        defer { phone.close() }
        _ = try await phone.nextText(containing: "welcome")
        phone.send(#"{"type":"room.join","id":1,"room":"\#(code)","name":"Phone"}"#)
        let ok = try await phone.nextText(containing: #""re":1"#)
        #expect(ok.contains(#""type":"ok""#) && !ok.dropLast().contains("\n"), "one reply per frame: \(ok)")
        try await ann.request("chat.send", ["text": .string("to the phone")])
        _ = try await phone.nextText(containing: "to the phone")
        phone.send(#"{"type":"chat.send","text":"from the phone"}"#)
        _ = try await ann.next("chat.message", where: { $0[string: "text"] == "from the phone" })
    }

    @Test("room codes never collide when every node opens rooms at once (same code sequence on all nodes)")
    func codesAreUniqueAcrossNodes() async throws {
        let cluster = try await ClusterHarness.start("cluster-codes", extra: ["--seed", "7"])
        defer { cluster.stop() }
        // Every node draws the same codes in the same order, so each draw is taken by whichever node
        // reserves it first and the others must draw again. A node behind the others meets at most
        // the 2 × 10 codes they took before its own: within room.create's 32 draws.
        let perNode = 10
        let codes = try await withThrowingTaskGroup(of: (String, PartyClient).self) { group in
            for node in 0..<3 {
                for n in 0..<perNode {
                    group.addTask {
                        let client = try await cluster.connect(node)
                        let ok = try await client.request("room.create", ["name": .string("Host\(node)x\(n)")])
                        return (try #require(ok[string: "room"]), client)
                    }
                }
            }
            var out: [(String, PartyClient)] = []
            for try await pair in group { out.append(pair) }
            return out
        }
        defer { for (_, client) in codes { client.close() } }
        #expect(codes.count == 3 * perNode)
        #expect(Set(codes.map(\.0)).count == 3 * perNode, "a code was handed out twice: \(codes.map(\.0).sorted())")
        // Every code is in the directory exactly once.
        let rows = try cluster.database.scalar("SELECT count(*) FROM partyline_room")
        #expect(rows == 3 * perNode)
    }

    @Test("kill -9 of the owner mid-game: the room comes back on another node and every player resumes with their score")
    func ownerKilledMidGame() async throws {
        let cluster = try await ClusterHarness.start("cluster-kill", nodeTimeout: 3)
        defer { cluster.stop() }
        let t = ["ann": Self.token("ann"), "ben": Self.token("ben"), "cat": Self.token("cat")]
        let ann = try await cluster.connect(0)
        let ben = try await cluster.connect(1)
        let cat = try await cluster.connect(2)
        let code = try #require(try await ann.request("room.create", ["name": .string("Ann"), "token": .string(t["ann"]!)])[string: "room"])
        try await ben.request("room.join", ["room": .string(code), "name": .string("Ben"), "token": .string(t["ben"]!)])
        try await cat.request("room.join", ["room": .string(code), "name": .string("Cat"), "token": .string(t["cat"]!)])
        // Ann guesses; Ben (relayed) marks two cards; the stop scores them; a second game runs at the kill.
        let options: [String: JSONValue] = ["game": .string("guess_or_pass"), "round_seconds": .int(120), "countdown_seconds": .int(0)]
        try await ann.request("game.start", options.merging(["guesser": .string("p1")]) { $1 })
        for index in 0..<2 {
            _ = try await ben.next("gop.card", where: { $0[int: "index"] == index })
            try await ben.request("gop.correct", ["index": .int(index)])
        }
        try await ann.request("game.stop")
        #expect(try await cat.next("gop.round_ended")[int: "score"] == 2)
        try await ann.request("game.start", options.merging(["guesser": .string("p3")]) { $1 })
        _ = try await cat.next("gop.round_started", where: { $0[string: "guesser"] == "p3" })
        try await ann.request("gop.correct", ["index": .int(0)])
        _ = try await ben.next("gop.card_resolved", where: { $0[int: "index"] == 0 })
        // A durable write: its reply means the room's snapshot before it is committed.
        try await ben.syncPoint(1)

        cluster.nodes[0].kill(SIGKILL)
        try await cluster.nodes[0].waitForExit(timeout: .seconds(15))
        for client in [ann, ben, cat] { _ = try? await client.waitUntilClosed(timeout: .seconds(10)) }
        let killedAt = ContinuousClock.now

        // Everyone reconnects to a surviving node (Ann too: hers is gone) and resumes.
        var back: [String: (PartyClient, ServerFrame)] = [:]
        for (who, node) in [("ann", 1), ("ben", 2), ("cat", 1)] {
            let client = try await cluster.connect(node)
            back[who] = (client, try await client.resumeWhileMoving(code, token: t[who]!))
        }
        defer { for (client, _) in back.values { client.close() } }
        let tookOver = ContinuousClock.now - killedAt
        #expect(back.mapValues { $0.1[string: "player_id"] } == ["ann": "p1", "ben": "p2", "cat": "p3"])
        let snap = back["cat"]!.1.durable("snapshot")
        #expect(snap["members"].array.map { $0["score"].int } == [2, 0, 0], "scores: \(snap["members"].value)")
        #expect(snap["game"]["phase"].string == "round" && snap["game"]["guesser"].string == "p3")
        #expect(snap["game"]["scores"].array.last?["score"].int == 1, "game: \(snap["game"].value)")
        // The game goes on: the next card is marked and everybody sees it.
        let (annBack, _) = back["ann"]!
        let next = try #require(snap["game"]["current_card"]["index"].int)
        try await annBack.request("gop.correct", ["index": .int(next)])
        for (client, _) in back.values {
            _ = try await client.next("gop.card_resolved", where: { $0[int: "index"] == next })
        }
        print("cluster: takeover after kill -9 with --node-timeout \(cluster.nodeTimeout) s: players back in \(tookOver)")
    }

    @Test("a graceful stop hands the rooms over at once (long before --node-timeout)")
    func gracefulStopHandsOver() async throws {
        let cluster = try await ClusterHarness.start("cluster-stop", nodeTimeout: 60)
        defer { cluster.stop() }
        let token = Self.token("eve")
        let eve = try await cluster.connect(0)
        let fay = try await cluster.connect(1)
        let code = try #require(try await eve.request("room.create", ["name": .string("Eve"), "token": .string(token)])[string: "room"])
        try await fay.request("room.join", ["room": .string(code), "name": .string("Fay")])
        cluster.nodes[0].kill(SIGTERM)
        let error = try await eve.next("error")
        #expect(error[string: "code"] == "server_shutting_down")
        #expect(try await fay.next("error")[string: "code"] == "server_shutting_down")
        #expect(try await cluster.nodes[0].waitForExit(timeout: .seconds(15)) == 0)
        let started = ContinuousClock.now
        let again = try await cluster.connect(2)
        defer { again.close(); eve.close(); fay.close() }
        let resumed = try await again.resumeWhileMoving(code, token: token, timeout: .seconds(20))
        #expect(resumed[string: "player_id"] == "p1")
        // Without the hand-over the room would wait for the 60 s node timeout.
        #expect(ContinuousClock.now - started < .seconds(20))
    }

    @Test("all-time Would You Rather tallies from rooms on three nodes add up exactly")
    func talliesAddUp() async throws {
        let cluster = try await ClusterHarness.start("cluster-tally")
        defer { cluster.stop() }
        var votes = 0
        var clients: [PartyClient] = []
        defer { for c in clients { c.close() } }
        for node in 0..<3 {
            for _ in 0..<2 {
                let host = try await cluster.connect(node)
                let guest = try await cluster.connect((node + 1) % 3)
                clients += [host, guest]
                let code = try #require(try await host.request("room.create", ["name": .string("H")])[string: "room"])
                try await guest.request("room.join", ["room": .string(code), "name": .string("G")])
                try await host.request("game.start", ["game": .string("would_you_rather"), "vote_seconds": .int(60)])
                _ = try await guest.next("wyr.question")
                try await host.request("wyr.vote", ["choice": .string("a")])
                try await guest.request("wyr.vote", ["choice": .string(node == 1 ? "a" : "b")])
                _ = try await host.next("wyr.results")
                votes += 2
            }
        }
        #expect(try cluster.database.scalar("SELECT COALESCE(sum(value), 0)::bigint FROM game_record WHERE game = 'would_you_rather'") == votes)
        #expect(try cluster.database.scalar("SELECT COALESCE(sum(value), 0)::bigint FROM game_record WHERE game = 'would_you_rather' AND counter = 'a_votes'") == 6 + 2)
        // The operator commands read the same database.
        let stats = try await DurabilityProcess.run(["stats", "--database", cluster.database.url], logDir: cluster.box.logDir)
        #expect(stats.status == 0, "partyd stats --database: \(stats.stderr)")
        #expect(DurabilityEnv.parseStats(stats.stdout)["game_counters"] == votes, "stats: \(stats.stdout)")
        #expect(DurabilityEnv.parseStats(stats.stdout)["room_snapshots"] == 6, "every live room has its snapshot in the directory: \(stats.stdout)")
    }
}
