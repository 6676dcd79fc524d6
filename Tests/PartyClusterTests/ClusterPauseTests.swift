import Foundation
import Glibc
import PartyClient
import PartyProtocol
import PartyTestSupport
import Testing

/// Contract §9: a paused round survives a cluster takeover — the node that owns the room is
/// killed, another takes it over from the room's snapshot, and the round is still paused with the
/// same time left; no timer fired in between, and it goes on when the host resumes it.
@Suite("Cluster: a paused round survives a takeover", .serialized, ClusterTrait.needsPostgres)
struct ClusterPauseTests {
    @Test("kill -9 of the owner of a paused round: it comes back paused on another node with the same remaining_ms")
    func pausedRoundSurvivesTakeover() async throws {
        let cluster = try await ClusterHarness.start("cluster-pause", nodeTimeout: 3)
        defer { cluster.stop() }
        let t = ["ann": ClusterEndToEndTests.token("ann"), "ben": ClusterEndToEndTests.token("ben")]
        let ann = try await cluster.connect(0)
        let ben = try await cluster.connect(1)
        let code = try #require(try await ann.request("room.create", ["name": .string("Ann"), "token": .string(t["ann"]!)])[string: "room"])
        try await ben.request("room.join", ["room": .string(code), "name": .string("Ben"), "token": .string(t["ben"]!)])
        try await ann.request("game.start", ["game": .string("guess_or_pass"), "guesser": .string("p2"), "round_seconds": .int(120),
                                             "countdown_seconds": .int(0)])
        _ = try await ann.next("gop.card")
        try await ann.request("game.pause")  // its ok comes once the paused room is saved
        let left = try #require(try await ben.next("game.paused")[int: "remaining_ms"])

        cluster.nodes[0].kill(SIGKILL)
        try await cluster.nodes[0].waitForExit(timeout: .seconds(15))
        for client in [ann, ben] { _ = try? await client.waitUntilClosed(timeout: .seconds(10)) }

        var back: [String: (PartyClient, ServerFrame)] = [:]
        for (who, node) in [("ann", 1), ("ben", 2)] {
            let client = try await cluster.connect(node)
            back[who] = (client, try await client.resumeWhileMoving(code, token: t[who]!))
        }
        defer { for (client, _) in back.values { client.close() } }
        let (annBack, annOK) = back["ann"]!
        let (benBack, benOK) = back["ben"]!
        for reply in [annOK, benOK] {
            let game = reply.durable("snapshot")["game"]
            #expect(game["paused"].value == .bool(true) && game["pause_reason"].string == "host", "\(game.value)")
            #expect(game["remaining_ms"].int == left, "the takeover took no time off the round: \(game.value)")
            #expect(game["phase"].string == "round" && game["guesser"].string == "p2")
        }
        do {
            _ = try await benBack.request("gop.pass", ["index": .int(0)])
            Issue.record("a move was accepted while paused")
        } catch let error as ClientError {
            #expect(error.code == "wrong_phase")
        }
        try await annBack.request("game.resume")
        let resumed = try await benBack.next("game.resumed")
        let endsAt = try #require(resumed[int: "ends_at_ms"])
        #expect(endsAt - DurabilityEnv.nowMs <= left && endsAt - DurabilityEnv.nowMs > left - 10_000, "ends_at_ms = now + \(left) ms")
        try await benBack.request("gop.pass", ["index": .int(0)])
        _ = try await annBack.next("gop.card_resolved")
    }
}
