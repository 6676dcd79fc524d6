import Foundation
import Glibc
import PartyClient
import PartyProtocol
import PartyTestSupport
import Testing

/// Contract §9, "Bans": a ban made through a relaying node is saved with the room, and the node
/// that takes the room over after its owner dies refuses the banned troll as the owner did.
@Suite("Cluster: bans survive a takeover", .serialized, ClusterTrait.needsPostgres)
struct ClusterModerationTests {
    @Test("a moderator relayed from another node bans a relayed troll; after the owner is killed the ban still holds")
    func banSurvivesTakeover() async throws {
        let cluster = try await ClusterHarness.start("cluster-ban", nodeTimeout: 3)
        defer { cluster.stop() }
        let hostToken = ClusterEndToEndTests.token("host"), trollToken = ClusterEndToEndTests.token("troll")
        let host = try await cluster.connect(0)
        let troll = try await cluster.connect(1)
        let mod = try await cluster.connect(2)
        defer { for client in [host, troll, mod] { client.close() } }
        let code = try #require(try await host.request("room.create", ["name": .string("Ann"), "token": .string(hostToken)])[string: "room"])
        let trollID = try #require(try await troll.request("room.join", ["room": .string(code), "name": .string("Troll"), "token": .string(trollToken),
                                                                         "device": .string("troll-device")])[string: "player_id"])
        let invitation = try #require(try await host.request("room.mod_invite")[string: "mod_token"])
        let seat = try await mod.request("room.join", ["room": .string(code), "name": .string("Mo"), "role": .string("moderator"),
                                                       "mod_token": .string(invitation)])
        #expect(seat[string: "player_id"] == "m1")
        try await host.request("room.settings", ["review": .bool(true)])
        let ban = try await mod.request("room.ban", ["player_id": .string(trollID)])
        #expect(ban[string: "ban_id"] == "b1")
        #expect(try await troll.next("room.kicked")[bool: "banned"] == true)

        // The owner dies; another node takes the room over from its saved snapshot.
        cluster.nodes[0].kill(SIGKILL)
        _ = try await cluster.nodes[0].waitForExit(timeout: .seconds(15))
        let back = try await cluster.connect(1)
        defer { back.close() }
        let resumed = try await back.resumeWhileMoving(code, token: hostToken)
        #expect(resumed.durable("snapshot")["settings"]["review"].bool == true)
        #expect(try await back.request("room.bans").durable("bans").array.map { $0["name"].string } == ["Troll"])
        let again = try await cluster.connect(2)
        defer { again.close() }
        for (type, params) in [("room.resume", ["room": JSONValue.string(code), "token": .string(trollToken)]),
                               ("room.join", ["room": .string(code), "name": .string("TROLL")]),
                               ("room.join", ["room": .string(code), "name": .string("Angel"), "device": .string("troll-device")])] {
            do {
                _ = try await again.request(type, params, timeout: .seconds(30))
                Issue.record("\(type) \(params) was accepted after the takeover")
            } catch let error as ClientError {
                #expect(error.code == "banned", "\(type): \(error)")
            }
        }
    }
}
