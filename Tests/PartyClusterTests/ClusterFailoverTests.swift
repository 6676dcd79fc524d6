import Foundation
import Glibc
import PartyClient
import PartyProtocol
import PartyTestSupport
import Testing

/// Issue 26 (items 1 and 2): a PostgreSQL restart and a join at the instant the owner dies cost
/// the players nothing but the wait for a takeover. Real `partyd` nodes, real sockets.
@Suite("Cluster: a PostgreSQL restart and a join at the owner's death", .serialized, ClusterTrait.needsPostgres)
struct ClusterFailoverTests {
    /// One room: its code and the tokens of its host (p1) and guest (p2).
    struct Table {
        var code: String
        var hostToken: String
        var guestToken: String
    }

    /// Opens a room with `host`, seats `guest`, scores one Guess or Pass round for the host (1 card)
    /// and leaves a second round running with the guest guessing (1 card so far). Every change is
    /// committed with the room's snapshot when this returns (a durable write came after them).
    static func playUntilMidRound(_ host: PartyClient, _ guest: PartyClient) async throws -> Table {
        let hostToken = ClusterEndToEndTests.token("host"), guestToken = ClusterEndToEndTests.token("guest")
        let code = try #require(try await host.request("room.create", ["name": .string("Ann"), "token": .string(hostToken)])[string: "room"])
        try await guest.request("room.join", ["room": .string(code), "name": .string("Ben"), "token": .string(guestToken)])
        let options: [String: JSONValue] = ["game": .string("guess_or_pass"), "round_seconds": .int(120), "countdown_seconds": .int(0)]
        try await host.request("game.start", options.merging(["guesser": .string("p1")]) { $1 })
        _ = try await guest.next("gop.card", where: { $0[int: "index"] == 0 })
        try await guest.request("gop.correct", ["index": .int(0)])
        try await host.request("game.stop")
        #expect(try await guest.next("gop.round_ended")[int: "score"] == 1)
        try await host.request("game.start", options.merging(["guesser": .string("p2")]) { $1 })
        _ = try await host.next("gop.card", where: { $0[int: "index"] == 0 })
        try await host.request("gop.correct", ["index": .int(0)])
        _ = try await guest.next("gop.card_resolved", where: { $0[int: "index"] == 0 })
        try await guest.syncPoint(1)
        return Table(code: code, hostToken: hostToken, guestToken: guestToken)
    }

    @Test("PostgreSQL stopped for 6 s and started again: every room of every node resumes with its seats, scores and game")
    func databaseRestart() async throws {
        // A server of this test's own: the shared one (54329) is never stopped.
        let postgres = try #require(try PrivatePostgres.start(label: "restart", port: try DurabilityEnv.freePort()))
        defer { postgres.destroy() }
        let database = TestDatabase(url: postgres.url, drop: {})
        let cluster = try await ClusterHarness.start("cluster-pg-restart", nodeTimeout: 3, database: database)
        defer { cluster.stop() }
        var clients: [PartyClient] = []
        defer { for client in clients { client.close() } }
        // One room per node; each guest is relayed from the next node.
        var tables: [Table] = []
        for node in 0..<3 {
            let host = try await cluster.connect(node), guest = try await cluster.connect((node + 1) % 3)
            clients += [host, guest]
            tables.append(try await Self.playUntilMidRound(host, guest))
        }

        try postgres.stop()
        try await Task.sleep(for: .seconds(6))  // twice the node timeout: every node fences itself
        try postgres.start()
        let back = ContinuousClock.now

        // Every player resumes, each through a node it was not connected to.
        let allowed = Duration.seconds(cluster.nodeTimeout + 5)
        for (node, table) in tables.enumerated() {
            for (player, token, via) in [("p1", table.hostToken, (node + 2) % 3), ("p2", table.guestToken, node)] {
                let client = try await cluster.connect(via)
                clients.append(client)
                let resumed = try await client.resumeWhileMoving(table.code, token: token, timeout: allowed + .seconds(5))
                #expect(resumed[string: "player_id"] == player)
                let snap = resumed.durable("snapshot")
                #expect(snap["members"].array.map { $0["score"].int } == [1, 0], "scores: \(snap["members"].value)")
                #expect(snap["game"]["phase"].string == "round" && snap["game"]["guesser"].string == "p2", "game: \(snap["game"].value)")
                #expect(snap["game"]["scores"].array.last?["score"].int == 1, "game: \(snap["game"].value)")
            }
        }
        let took = ContinuousClock.now - back
        #expect(took < allowed, "every room must be resumable within --node-timeout + 5 s of the database's return; took \(took)")
        print("cluster: PostgreSQL down 6 s (--node-timeout \(cluster.nodeTimeout) s): every room resumed \(took) after its return")
    }

    @Test("a join, a resume and a text-mode join relayed to an owner that is stopped, then killed, are answered after the takeover")
    func joinAtOwnersDeath() async throws {
        let cluster = try await ClusterHarness.start("cluster-join-death", nodeTimeout: 3)
        defer { cluster.stop() }
        let hostToken = ClusterEndToEndTests.token("host")
        let host = try await cluster.connect(0)
        let joiner = try await cluster.connect(1)
        let resumer = try await cluster.connect(2)
        let nc = try RawSocket(port: cluster.port(2))
        defer { for client in [host, joiner, resumer] { client.close() }; nc.close() }
        let code = try #require(try await host.request("room.create", ["name": .string("Ann"), "token": .string(hostToken)])[string: "room"])
        try await host.syncPoint(1)  // the room's snapshot is in the directory
        _ = try await nc.readLine()  // the welcome

        // The owner stops answering; the requests reach it through relay links, then it dies.
        cluster.nodes[0].kill(SIGSTOP)
        let sent = ContinuousClock.now
        async let joined = joiner.request("room.join", ["room": .string(code), "name": .string("Ben")], timeout: .seconds(30))
        async let resumed = resumer.request("room.resume", ["room": .string(code), "token": .string(hostToken)], timeout: .seconds(30))
        #expect(nc.send("join \(code) Cy\n"))
        try await Task.sleep(for: .milliseconds(500))
        cluster.nodes[0].kill(SIGKILL)
        _ = try await cluster.nodes[0].waitForExit(timeout: .seconds(15))

        let join = try await joined
        let resume = try await resumed
        let text = try await nc.readLine(timeout: 30) { $0.contains("You are in room \(code)") }
        let took = ContinuousClock.now - sent
        #expect(join[string: "room"] == code && join[string: "player_id"] != nil)
        #expect(resume[string: "player_id"] == "p1")
        #expect(text.contains(code))
        // The new owner seated each of them once.
        let names = try await resumer.request("room.snapshot").durable("snapshot")["members"].array.compactMap { $0["name"].string }
        #expect(names.sorted() == ["Ann", "Ben", "Cy"], "members: \(names)")
        print("cluster: join/resume relayed at the owner's death answered after \(took)")
    }
}
