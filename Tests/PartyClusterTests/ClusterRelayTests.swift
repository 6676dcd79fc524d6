import Foundation
import Logging
import PartyClient
import PartyCluster
import PartyPostgres
import PartyProtocol
import PartyServer
import PartyStore
import PartyTLS
import PartyTestSupport
import Testing

/// Two in-process nodes over a ``FakeDirectory``: the relay, code reservation and the hand-over,
/// over real sockets but without PostgreSQL (the PostgreSQL cluster is tested end to end in
/// PartyServerTests' ClusterEndToEndTests).
@Suite("Cluster relay between in-process nodes")
struct ClusterRelayTests {
    /// One node: a server with a placement on the shared fake directory.
    struct Node {
        let harness: ServerHarness
        let cluster: ClusterNode
        let relayPort: Int

        /// `nodeTimeout`: 2 s for the tests of a takeover or of fencing. The others get 20 s: a
        /// node fences itself once its heartbeat is late by most of the timeout (1.5 s of 2), and
        /// in a loaded full test run (one of these tests took 47 s there) a starved heartbeat
        /// fenced the owner mid-test, closing every relayed client.
        init(_ directory: FakeDirectory, seed: UInt64, tls: Bool = false, nodeTimeout: Int = 20,
             _ configure: (inout ServerConfig) -> Void = { _ in }) throws {
            var logger = Logger(label: "partyd.cluster.test")
            logger.logLevel = .critical
            let leases = RoomLeases(node: ClusterNode.newNodeID())
            cluster = try ClusterNode(options: ClusterOptions(nodeName: "n", advertisedHost: "127.0.0.1", nodeTimeoutSeconds: nodeTimeout),
                                      directory: directory, leases: leases, logger: logger)
            var options = HarnessOptions()
            options.seed = seed
            options.tls = tls ? .selfSigned : nil
            options.cluster = ClusterSeat(member: cluster, relayHost: "127.0.0.1", relayPort: 0)
            options.frameCheck = .none
            harness = try ServerHarness(options, configure)
            relayPort = try #require(harness.server.relayPort)
        }

        var server: GameServer { harness.server }
        func connect() async throws -> PartyClient { try await harness.connect(recordRaw: false) }
        func stop() { harness.stop() }
    }

    @Test("a member joined through another node chats both ways; the reservation is in the directory")
    func relayedMemberChats() async throws {
        let directory = FakeDirectory()
        let a = try Node(directory, seed: 1)
        let b = try Node(directory, seed: 2)
        defer { a.stop(); b.stop() }
        let host = try await a.connect()
        let guest = try await b.connect()
        defer { host.close(); guest.close() }
        let code = try #require(try await host.request("room.create", ["name": .string("Ann")])[string: "room"])
        #expect(directory.rooms[code]?.node == a.cluster.record.id)
        let joined = try await guest.request("room.join", ["room": .string(code), "name": .string("Ben")])
        #expect(joined[string: "player_id"] == "p2")
        #expect(b.server.liveRoomCodes.isEmpty, "the room runs on its owner only")
        try await guest.request("chat.send", ["text": .string("via b")])
        _ = try await host.next("chat.message", where: { $0[string: "text"] == "via b" })
        try await host.request("chat.send", ["text": .string("via a")])
        _ = try await guest.next("chat.message", where: { $0[string: "text"] == "via a" })
        // A pipelined burst keeps its order through the relay.
        for n in 0..<50 { guest.send("chat.send", ["text": .string("burst \(n)")]) }
        for n in 0..<50 { _ = try await host.next("chat.message", where: { $0[string: "text"] == "burst \(n)" }) }
    }

    @Test("an unknown code is room_not_found on every node; a code another node holds is never handed out")
    func unknownAndTakenCodes() async throws {
        let directory = FakeDirectory()
        let a = try Node(directory, seed: 5)
        let b = try Node(directory, seed: 5)  // the same code sequence as a
        defer { a.stop(); b.stop() }
        let c1 = try await a.connect()
        let c2 = try await b.connect()
        let c3 = try await b.connect()
        defer { c1.close(); c2.close(); c3.close() }
        let first = try #require(try await c1.request("room.create", ["name": .string("A")])[string: "room"])
        let second = try #require(try await c2.request("room.create", ["name": .string("B")])[string: "room"])
        #expect(first != second)
        await #expect(throws: ClientError.self) {
            try await c3.request("room.join", ["room": .string(first == "ZZZZ" ? "YYYY" : "ZZZZ"), "name": .string("C")])
        }
    }

    @Test("a relay link without the cluster's secret is closed before any line reaches a room")
    func linkWithoutSecretIsRefused() async throws {
        let directory = FakeDirectory()
        let a = try Node(directory, seed: 1)
        defer { a.stop() }
        let host = try await a.connect()
        defer { host.close() }
        let code = try #require(try await host.request("room.create", ["name": .string("Ann")])[string: "room"])
        let lines = #"{"link":"partyline.link.v1","secret":"guess","client":"1.2.3.4","transport":"tcp"}"# + "\n"
            + #"{"type":"room.join","room":"\#(code)","name":"Mallory"}"# + "\n"
        let answer = try RawLink.exchange(port: a.relayPort, send: Array(lines.utf8))
        #expect(answer.closedByPeer && answer.received.isEmpty, "the link must be closed without an answer")
        let snapshot = try await host.request("room.snapshot")
        #expect(!"\(snapshot.fields)".contains("Mallory"))
    }

    @Test("a TLS client on another node is relayed: TLS ends at its node, the owner sees its lines")
    func tlsClientRelayed() async throws {
        let directory = FakeDirectory()
        let a = try Node(directory, seed: 1)
        let b = try Node(directory, seed: 2, tls: true)
        defer { a.stop(); b.stop() }
        let host = try await a.connect()
        defer { host.close() }
        let code = try #require(try await host.request("room.create", ["name": .string("Ann")])[string: "room"])
        let options = PartyClient.TLSOptions(context: try TLSContext.client(verify: false), serverName: "localhost")
        let secure = try await PartyClient.connect(host: "127.0.0.1", port: try #require(b.server.tlsPort), tls: options)
        defer { secure.close() }
        #expect(try await secure.request("room.join", ["room": .string(code), "name": .string("Tess")])[string: "player_id"] == "p2")
        try await secure.request("chat.send", ["text": .string("sealed and relayed")])
        _ = try await host.next("chat.message", where: { $0[string: "text"] == "sealed and relayed" })
        try await host.request("chat.send", ["text": .string("back through TLS")])
        _ = try await secure.next("chat.message", where: { $0[string: "text"] == "back through TLS" })
    }

    @Test("a relayed text-mode client (nc) plays through the owner's text mode")
    func relayedTextMode() async throws {
        let directory = FakeDirectory()
        let a = try Node(directory, seed: 1)
        let b = try Node(directory, seed: 2)
        defer { a.stop(); b.stop() }
        let host = try await a.connect()
        defer { host.close() }
        let code = try #require(try await host.request("room.create", ["name": .string("Ann")])[string: "room"])
        let nc = try await PartyClient.connect(host: "127.0.0.1", port: b.server.port, recordRaw: true)
        defer { nc.close() }
        nc.sendRaw(Array("join \(code) Dee\nsay hello there\n".utf8))
        _ = try await host.next("chat.message", where: { $0[string: "text"] == "hello there" })
        try await host.request("chat.send", ["text": .string("hi Dee")])
        try await nc.waitUntil("Ann's line in text mode", timeout: .seconds(5)) {
            String(decoding: nc.rawBytes, as: UTF8.self).contains("Ann: hi Dee") ? () : nil
        }
    }

    @Test("the owner stops: the other node takes the room over from its snapshot and the member resumes there")
    func handOverOnStop() async throws {
        let directory = FakeDirectory()
        let a = try Node(directory, seed: 1, nodeTimeout: 2)
        let b = try Node(directory, seed: 2, nodeTimeout: 2)
        defer { b.stop() }
        let token = "relay-test-" + UUID().uuidString
        let host = try await a.connect()
        let code = try #require(try await host.request("room.create", ["name": .string("Ann"), "token": .string(token)])[string: "room"])
        // What the owner's store saves in the directory row (the fake has no store of its own).
        try await Task.sleep(for: .milliseconds(1200))
        let saved = try #require(a.server.store.loadRoomSnapshots().first { $0.code == code })
        directory.setSnapshot(code, Array(saved.data))
        a.stop()
        host.close()
        let again = try await b.connect()
        defer { again.close() }
        let resumed = try await again.request("room.resume", ["room": .string(code), "token": .string(token)])
        #expect(resumed[string: "player_id"] == "p1")
        #expect(b.server.liveRoomCodes == [code])
        #expect(directory.rooms[code]?.node == b.cluster.record.id && directory.rooms[code]?.fence == 2)
    }
}
