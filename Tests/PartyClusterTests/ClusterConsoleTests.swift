import Foundation
import Glibc
import PartyClient
import PartyConsole
import PartyProtocol
import PartyTestSupport
import Testing

/// Issue 31 across nodes: any node's console lists every node's rooms once with its owner,
/// acts on a room owned by another node, reaches every node with a notice and maintenance,
/// and drains a node — its rooms move to the others with every seat kept while it stays up.
@Suite("Cluster: the operator console", .serialized, ClusterTrait.needsPostgres)
struct ClusterConsoleTests {
    static let token = "cluster-console-token-0123456789"

    /// Three nodes, each with a console on its own port.
    static func start(_ label: String) async throws -> (ClusterHarness, [ConsoleClient]) {
        let cluster = try await ClusterHarness.start(label, count: 0)
        let tokenFile = cluster.box.root.appendingPathComponent("admin.token")
        try (token + "\n").write(to: tokenFile, atomically: true, encoding: .utf8)
        var consoles: [ConsoleClient] = []
        for _ in 0..<3 {
            let port = try DurabilityEnv.freePort()
            try await cluster.addNode(["--admin-port", String(port), "--admin-token-file", tokenFile.path])
            consoles.append(ConsoleClient(url: try ConsoleURL("http://127.0.0.1:\(port)"), token: token, timeoutSeconds: 60))
        }
        return (cluster, consoles)
    }

    /// `method path` on `console` (off the test's thread): status and JSON.
    static func call(_ console: ConsoleClient, _ method: String, _ path: String, _ body: String? = nil) async throws -> (Int, JSONValue) {
        let (response, json) = try await console.call(method, path, json: body)
        return (response.status, json ?? .null)
    }

    /// Node names by node id, from the stats.
    static func nodeNames(_ console: ConsoleClient) async throws -> [String: String] {
        let (_, stats) = try await call(console, "GET", "/admin/api/stats")
        return Dictionary((stats["nodes"]?.array ?? []).compactMap { n in
            n["node"]?.text.flatMap { id in n["node_name"]?.text.map { (id, $0) } }
        }, uniquingKeysWith: { a, _ in a })
    }

    @Test("one node's console lists a room on each node once with its owner, closes and kicks on other nodes, reaches every node")
    func everyNodeFromOne() async throws {
        let (cluster, consoles) = try await Self.start("console-all")
        defer { cluster.stop() }
        var hosts: [PartyClient] = []
        var codes: [String] = []
        for i in 0..<3 {
            let client = try await cluster.connect(i)
            hosts.append(client)
            codes.append(try #require(try await client.request("room.create", ["name": .string("Host\(i)")])[string: "room"]))
        }
        defer { for c in hosts { c.close() } }
        // Bea joins node 1's room through node 0 (relayed); Cy joins node 2's room directly.
        let bea = try await cluster.connect(0)
        let beaSeat = try await bea.request("room.join", ["room": .string(codes[1]), "name": .string("Bea")])
        let cy = try await cluster.connect(2)
        _ = try await cy.request("room.join", ["room": .string(codes[2]), "name": .string("Cy")])
        defer { bea.close(); cy.close() }

        let (status, list) = try await Self.call(consoles[0], "GET", "/admin/api/rooms")
        #expect(status == 200 && list["unreachable"] == .array([]))
        let rooms = list["rooms"]?.array ?? []
        #expect(rooms.compactMap { $0["code"]?.text }.sorted() == codes.sorted(), "each room listed once: \(rooms)")
        for (i, code) in codes.enumerated() {
            let room = rooms.first { $0["code"]?.text == code }
            #expect(room?["node_name"]?.text == "node\(i)", "room \(code) is owned by node\(i)")
        }
        #expect(rooms.first?["code"]?.text != codes[0], "rooms with two members come first")
        let names = try await Self.nodeNames(consoles[0])
        #expect(Set(names.values) == ["node0", "node1", "node2"])

        // A room on node 1, asked for on node 2's console.
        let (detailStatus, details) = try await Self.call(consoles[2], "GET", "/admin/api/rooms/\(codes[1])")
        #expect(detailStatus == 200 && details["node_name"]?.text == "node1")
        #expect(details["members"]?.array.compactMap { $0["name"]?.text } == ["Host1", "Bea"])

        // Kick Bea (relayed from node 0 to node 1) from node 2's console.
        let (kickStatus, _) = try await Self.call(consoles[2], "POST", "/admin/api/rooms/\(codes[1])/kick",
                                                  #"{"player_id":"\#(try #require(beaSeat[string: "player_id"]))"}"#)
        #expect(kickStatus == 200)
        let kicked = try await bea.next("room.kicked")
        #expect(kicked[string: "by"] == "operator")

        // Close node 2's room from node 0's console.
        let (closeStatus, closed) = try await Self.call(consoles[0], "POST", "/admin/api/rooms/\(codes[2])/close", #"{"message":"Closed by the operator"}"#)
        #expect(closeStatus == 200 && names[closed["node"]?.text ?? ""] == "node2")
        for client in [hosts[2], cy] {
            let frame = try await client.next("room.closed")
            #expect(frame[string: "reason"] == "operator" && frame[string: "message"] == "Closed by the operator")
        }
        // It leaves the directory: every node's list drops it.
        let gone = try await eventually(within: .seconds(15)) {
            let (_, again) = try await Self.call(consoles[1], "GET", "/admin/api/rooms")
            return again.roomsByCode[codes[2]] == nil && again.roomsByCode.count == 2
        }
        #expect(gone, "the closed room left the cluster's list")
        let rowGone = try await eventually(within: .seconds(15)) {
            try cluster.database.scalar("SELECT count(*) FROM partyline_room WHERE code = '\(codes[2])'") == 0
        }
        #expect(rowGone, "the closed room's directory row is deleted (the code is free again)")
        let (missing, _) = try await Self.call(consoles[1], "GET", "/admin/api/rooms/\(codes[2])")
        #expect(missing == 404)

        // A notice from node 1 reaches the hosts on every node.
        let (noticeStatus, notice) = try await Self.call(consoles[1], "POST", "/admin/api/notice", #"{"text":"Restart at 22:00"}"#)
        #expect(noticeStatus == 200 && notice["nodes"]?.array.count == 3 && notice["nodes"]?.array.allSatisfy { $0["done"]?.bool == true } == true)
        for client in [hosts[0], hosts[1]] {
            #expect(try await client.next("server.notice")[string: "text"] == "Restart at 22:00")
        }

        // Maintenance from node 0 holds on node 2.
        let (onStatus, _) = try await Self.call(consoles[0], "POST", "/admin/api/maintenance", #"{"on":true}"#)
        #expect(onStatus == 200)
        let late = try await cluster.connect(2)
        defer { late.close() }
        await late.refused("room.create", ["name": .string("Late")], code: "maintenance")
        _ = try await Self.call(consoles[2], "POST", "/admin/api/maintenance", #"{"on":false}"#)
        _ = try await late.request("room.create", ["name": .string("Late")])

        let (_, stats) = try await Self.call(consoles[2], "GET", "/admin/api/stats")
        #expect(stats["cluster"]?.bool == true && stats["rooms"]?.int == 3, "\(stats)")
        // Every node up and answering (a node slowed past the node timeout on a loaded machine rejoins
        // under a new id; its old id stays listed as down).
        let answering = (stats["nodes"]?.array ?? []).filter { $0["up"]?.bool == true && $0["reachable"]?.bool == true }
        #expect(Set(answering.compactMap { $0["node_name"]?.text }) == ["node0", "node1", "node2"], "\(stats)")
    }

    @Test("drain hands a node's rooms to the others with every seat kept; it stays up, relays, opens no room; then it stops with nothing lost")
    func drainKeepsEverySeat() async throws {
        let (cluster, consoles) = try await Self.start("console-drain")
        defer { cluster.stop() }
        // Two rooms on node 1: members connected to node 1 itself and to node 0 (relayed); a vote running.
        let ann = try await cluster.connect(1)
        let annSeat = try await ann.request("room.create", ["name": .string("Ann")])
        let room = try #require(annSeat[string: "room"])
        let ben = try await cluster.connect(0)
        let benSeat = try await ben.request("room.join", ["room": .string(room), "name": .string("Ben")])
        let cat = try await cluster.connect(1)
        let catSeat = try await cat.request("room.create", ["name": .string("Cat")])
        let room2 = try #require(catSeat[string: "room"])
        try await ann.request("game.start", ["game": .string("would_you_rather"), "vote_seconds": .int(120)])
        _ = try await ben.next("wyr.question")
        try await ben.request("wyr.vote", ["choice": .string("a")])

        let names = try await Self.nodeNames(consoles[0])
        let (status, result) = try await Self.call(consoles[0], "POST", "/admin/api/drain", #"{"node":"node1"}"#)
        #expect(status == 200, "\(result)")
        #expect(result["count"]?.int == 2 && names[result["node"]?.text ?? ""] == "node1")
        for client in [ann, ben, cat] { _ = try await client.waitUntilClosed(timeout: .seconds(20)) }

        // Everyone comes back — Ann and Cat through the drained node itself, Ben through node 2 — to the same seats.
        let ann2 = try await cluster.connect(1)
        let ben2 = try await cluster.connect(2)
        let cat2 = try await cluster.connect(1)
        defer { for c in [ann, ben, cat, ann2, ben2, cat2] { c.close() } }
        let annBack = try await ann2.resumeWhileMoving(room, token: try #require(annSeat[string: "token"]))
        let benBack = try await ben2.resumeWhileMoving(room, token: try #require(benSeat[string: "token"]))
        let catBack = try await cat2.resumeWhileMoving(room2, token: try #require(catSeat[string: "token"]))
        #expect(annBack[string: "player_id"] == "p1" && benBack[string: "player_id"] == "p2" && catBack[string: "player_id"] == "p1")
        let snapshot = benBack.durable("snapshot")
        #expect(snapshot["host"].string == "p1")
        #expect(snapshot["game"]["game"].string == "would_you_rather", "the game went on: \(snapshot["game"])")
        try await ann2.request("chat.send", ["text": .string("back again")])
        _ = try await ben2.next("chat.message", where: { $0[string: "text"] == "back again" })

        // The rooms live on the other nodes now; node 1 is up, drained and opens nothing.
        let (_, list) = try await Self.call(consoles[1], "GET", "/admin/api/rooms")
        for code in [room, room2] {
            let owner = list.roomsByCode[code]?["node_name"]?.text
            #expect(owner == "node0" || owner == "node2", "room \(code) is on \(owner ?? "no node")")
        }
        let (_, stats) = try await Self.call(consoles[2], "GET", "/admin/api/stats")
        let node1 = stats["nodes"]?.array.first { $0["node_name"]?.text == "node1" }
        #expect(node1?["up"]?.bool == true && node1?["draining"]?.bool == true && node1?["rooms"]?.int == 0)
        let fresh = try await cluster.connect(1)
        defer { fresh.close() }
        await fresh.refused("room.create", ["name": .string("Late")], code: "maintenance")
        let (again, _) = try await Self.call(consoles[1], "POST", "/admin/api/drain")
        #expect(again == 200, "draining a drained node is harmless")

        // Stop the drained node (the upgrade): the rooms play on; Ann, who came in through it, reconnects elsewhere.
        cluster.nodes[1].kill(SIGTERM)
        #expect(try await cluster.nodes[1].waitForExit(timeout: .seconds(30)) == 0)
        _ = try await ann2.waitUntilClosed(timeout: .seconds(20))
        let ann3 = try await cluster.connect(0)
        defer { ann3.close() }
        #expect(try await ann3.resumeWhileMoving(room, token: try #require(annSeat[string: "token"]))[string: "player_id"] == "p1")
        try await ben2.request("chat.send", ["text": .string("still here")])
        _ = try await ann3.next("chat.message", timeout: .seconds(10), where: { $0[string: "text"] == "still here" })
        #expect(!ben2.frames.contains { $0.type == "error" && $0[string: "code"] == "server_shutting_down" },
                "a member connected to another node never noticed the drained node stop")
    }
}
