import Foundation
import Glibc
import PartyClient
import PartyProtocol
import PartyTestSupport
import Testing

/// A game night on a PostgreSQL cluster of real `partyd` nodes: its owner is killed mid-night,
/// another node takes the room over with the night's playlist and scoreboard, and the recap is
/// the same from any node.
@Suite("Cluster: a game night survives a takeover", .serialized)
struct NightClusterTests {
    @Test("the owner dies after a game: the scoreboard comes back on the new owner; the recap reads the same on every node")
    func takeover() async throws {
        guard let cluster = try await ClusterHarness.start("cluster-night", nodeTimeout: 3) else { return }
        defer { cluster.stop() }
        let hostToken = ClusterEndToEndTests.token("nighthost"), guestToken = ClusterEndToEndTests.token("nightguest")
        let host = try await cluster.connect(0), guest = try await cluster.connect(1)
        var clients = [host, guest]
        defer { for client in clients { client.close() } }

        let now = Int(Date().timeIntervalSince1970 * 1000)
        let code = try #require(try await host.request("night.create", [
            "title": .string("Cluster night"), "starts_at_ms": .int(now + 3_600_000), "token": .string(hostToken),
            "playlist": .array([.object(["game": .string("would_you_rather"), "vote_seconds": .int(60)])]),
        ])[string: "night"])
        try await guest.request("night.rsvp", ["night": .string(code), "name": .string("Ben"), "answer": .string("yes")])
        try await host.request("night.open", ["night": .string(code), "token": .string(hostToken)])
        try await host.request("room.join", ["room": .string(code), "name": .string("Ann"), "token": .string(hostToken)])
        try await guest.request("room.join", ["room": .string(code), "name": .string("Ben"), "token": .string(guestToken)])

        // One question: both vote a, a point each; then the game ends and the board is sent.
        try await host.request("playlist.next")
        _ = try await guest.next("wyr.question")
        try await host.request("wyr.vote", ["choice": .string("a")])
        try await guest.request("wyr.vote", ["choice": .string("a")])
        _ = try await host.next("wyr.results")
        try await host.request("playlist.add", ["game": .string("would_you_rather")])
        try await host.request("game.stop")
        let board = try await guest.next("night.scoreboard")
        #expect(board.durable("standings").array.map { $0["points"].int } == [1, 1])
        try await DurabilityCrashResumeTests.syncPoint(host, 1)  // everything before it is committed

        // The owner dies; the host comes back through another node.
        cluster.nodes[0].kill(SIGKILL)
        _ = try await cluster.nodes[0].waitForExit(timeout: .seconds(15))
        let back = try await cluster.connect(2)
        clients.append(back)
        let resumed = try await back.resumeWhileMoving(code, token: hostToken)
        #expect(resumed[string: "player_id"] == "p1")
        let night = resumed.durable("snapshot")["night"]
        #expect(night["state"].string == "open")
        #expect(night["playlist"].array.count == 1, "the queued game survived: \(night.value)")
        let standings = try await back.request("night.scoreboard").durable("standings").array
        #expect(standings.compactMap { $0["name"].string } == ["Ann", "Ben"])
        #expect(standings.map { $0["points"].int } == [1, 1], "the points survived the takeover")

        // The end on the new owner; the recap reads the same from another node.
        let ended = try await back.request("night.end")
        let reader = try await cluster.connect(1)
        clients.append(reader)
        let got = try await reader.request("night.get", ["night": .string(code)])
        #expect(got[string: "state"] == "ended")
        #expect(got.fields["recap"] == ended.fields["recap"])
        #expect(got.durable("recap")["games"].array.first?["game"].string == "would_you_rather")
        #expect(got.durable("rsvps").array.count == 1)
    }
}
