import Foundation
import PartyClient
import PartyCluster
import Testing

/// A node that lost the database is dead to the cluster: it fences itself, then rejoins under a
/// new id, and its rooms are taken over from their snapshots like a crashed node's (issue 26).
@Suite("Cluster fencing: a node that lost the database")
struct ClusterFencingTests {
    @Test("the database away longer than the node timeout: the owner fences itself, rejoins under a new id, and its room comes back")
    func rejoinsAfterLosingTheDatabase() async throws {
        let directory = FakeDirectory()
        let a = try ClusterRelayTests.Node(directory, seed: 1, nodeTimeout: 2)
        let b = try ClusterRelayTests.Node(directory, seed: 2, nodeTimeout: 2)
        defer { a.stop(); b.stop() }
        let token = "fence-test-" + UUID().uuidString
        let host = try await a.connect()
        defer { host.close() }
        let code = try #require(try await host.request("room.create", ["name": .string("Ann"), "token": .string(token)])[string: "room"])
        // What the owner's store saves in the directory row (the fake has no store of its own).
        try await Task.sleep(for: .milliseconds(1200))
        let saved = try #require(a.server.store.loadRoomSnapshots().first { $0.code == code })
        directory.setSnapshot(code, Array(saved.data))
        let oldID = a.cluster.record.id

        directory.unreachable = true
        // The owner stops serving before the others' timeout could end: its member is told to resume.
        #expect(try await host.next("error", timeout: .seconds(10))[string: "code"] == "server_shutting_down")
        #expect(a.server.liveRoomCodes.isEmpty)
        directory.unreachable = false

        let again = try await b.connect()
        defer { again.close() }
        let deadline = ContinuousClock.now + .seconds(12)
        var resumed: ServerFrame?
        while resumed == nil {
            do {
                resumed = try await again.request("room.resume", ["room": .string(code), "token": .string(token)], timeout: .seconds(15))
            } catch let error as ClientError where error.code == "server_busy" && ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(100))
            }
        }
        #expect(resumed?[string: "player_id"] == "p1")
        #expect(a.cluster.record.id != oldID, "the node rejoined under a new id")
        let lease = try #require(directory.rooms[code])
        #expect(lease.node != oldID && lease.fence == 2, "taken over from the dead id under a raised fence: \(lease)")
    }

    @Test("the database cut off by the network (its queries hang, nothing fails): the owner still stops serving before the node timeout (issue 34)")
    func fencesWhileTheHeartbeatHangs() async throws {
        let directory = FakeDirectory()
        let a = try ClusterRelayTests.Node(directory, seed: 1, nodeTimeout: 2)
        defer { directory.hanging = false; a.stop() }
        let host = try await a.connect()
        defer { host.close() }
        _ = try await host.request("room.create", ["name": .string("Ann")])
        let cut = ContinuousClock.now
        directory.hanging = true
        // Node timeout 2 s: the others may take the room at 2 s; the owner must have let it go by then.
        #expect(try await host.next("error", timeout: .seconds(10))[string: "code"] == "server_shutting_down")
        let took = ContinuousClock.now - cut
        #expect(took < .seconds(5), "fenced after \(took) (never, before the watchdog: the heartbeat waited for ever)")
        #expect(a.server.liveRoomCodes.isEmpty)
    }
}
