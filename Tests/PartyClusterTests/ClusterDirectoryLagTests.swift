import Foundation
import PartyClient
import PartyCluster
import Testing

/// A room that exists and is not moving is never reported as moving (issue 34): a node whose
/// node table is behind (the news of a newer node still on its way) asks the database instead
/// of answering `server_busy` ("room … is moving to another server").
@Suite("Cluster: a node table behind the directory")
struct ClusterDirectoryLagTests {
    @Test("a join for a room of a node not heard of yet is relayed at once, not refused as moving")
    func joinReachesANodeNotHeardOf() async throws {
        let directory = FakeDirectory()
        let b = try ClusterRelayTests.Node(directory, seed: 2, nodeTimeout: 2)
        defer { b.stop() }
        directory.holdNodeNotifications = true  // b has not heard of a when a's room is made
        let a = try ClusterRelayTests.Node(directory, seed: 1, nodeTimeout: 2)
        defer { a.stop() }
        let host = try await a.connect()
        let guest = try await b.connect()
        defer { host.close(); guest.close() }
        let code = try #require(try await host.request("room.create", ["name": .string("Ann")])[string: "room"])
        #expect(b.cluster.locate(code) == .node(host: "127.0.0.1", port: a.relayPort))
        // Well within the handover wait (node timeout 2 s + 5 s) that a room really moving gets.
        let joined = try await guest.request("room.join", ["room": .string(code), "name": .string("Ben")], timeout: .seconds(3))
        #expect(joined[string: "player_id"] == "p2")
        directory.holdNodeNotifications = false
    }
}
