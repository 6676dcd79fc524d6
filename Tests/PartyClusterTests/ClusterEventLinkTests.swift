import Foundation
import PartyClient
import PartyServer
import PartyTestSupport
import Testing

/// The event link between two nodes (issue 33): a room event crosses to a relaying node once,
/// naming every member there, and the owner's lines and closes reach a relayed member in order.
@Suite("Cluster event links between in-process nodes", .timeLimit(.minutes(2)))
struct ClusterEventLinkTests {
    typealias Node = ClusterRelayTests.Node

    /// A counter from a node's metrics text (0 when absent).
    static func counter(_ node: Node, _ name: String) -> Int {
        let text = String(decoding: node.server.metricsText(), as: UTF8.self)
        let line = text.split(separator: "\n").first { $0.hasPrefix(name + " ") }
        return line.flatMap { Int(Double($0.split(separator: " ").last ?? "") ?? -1) } ?? 0
    }

    static func room(on a: Node, guests: Int, via b: Node) async throws -> (host: PartyClient, guests: [PartyClient]) {
        let host = try await a.connect()
        let code = try #require(try await host.request("room.create", ["name": .string("Ann")])[string: "room"])
        var joined: [PartyClient] = []
        for n in 0..<guests {
            let guest = try await b.connect()
            try await guest.request("room.join", ["room": .string(code), "name": .string("Guest \(n)")])
            joined.append(guest)
        }
        return (host, joined)
    }

    @Test("a room event crosses to the relaying node once, with every member there named in it")
    func oneFramePerEventPerNode() async throws {
        let directory = FakeDirectory()
        let a = try Node(directory, seed: 1)
        let b = try Node(directory, seed: 2)
        defer { a.stop(); b.stop() }
        let (host, guests) = try await Self.room(on: a, guests: 3, via: b)
        defer { host.close(); guests.forEach { $0.close() } }
        // Let the joins' own events settle, then count only the chat.
        for guest in guests.dropLast() { _ = try await guest.next("room.player_joined", where: { $0[string: "name"] == "Guest 2" }) }
        let frames = Self.counter(a, "partyline_event_link_frames_total")
        let deliveries = Self.counter(a, "partyline_event_link_deliveries_total")
        #expect(deliveries > 0, "the joins' answers and events came over the event link")
        for n in 0..<20 { host.send("chat.send", ["text": .string("line \(n)")]) }
        for guest in guests {
            for n in 0..<20 { _ = try await guest.next("chat.message", where: { $0[string: "text"] == "line \(n)" }) }
        }
        let sentFrames = Self.counter(a, "partyline_event_link_frames_total") - frames
        let sentDeliveries = Self.counter(a, "partyline_event_link_deliveries_total") - deliveries
        #expect(sentDeliveries == 60, "20 lines to 3 relayed members")
        // One record per line names all three (a flush that runs while the room is still handing
        // a line out may split one; 20 records of 60 is the design, 60 would be one per member).
        #expect(sentFrames >= 20 && sentFrames <= 30, "frame records: \(sentFrames)")
        #expect(Self.counter(b, "partyline_event_link_frames_total") == 0, "the relaying node sends none")
        // The guests' own lines still reach the owner (over their own links).
        try await guests[1].request("chat.send", ["text": .string("from b")])
        _ = try await host.next("chat.message", where: { $0[string: "text"] == "from b" })
    }

    @Test("the owner closing a relayed member's session closes its client after its last frame")
    func ownersCloseFollowsLastFrame() async throws {
        let directory = FakeDirectory()
        let a = try Node(directory, seed: 1)
        let b = try Node(directory, seed: 2)
        defer { a.stop(); b.stop() }
        let (host, guests) = try await Self.room(on: a, guests: 2, via: b)
        defer { host.close(); guests.forEach { $0.close() } }
        #expect(Self.counter(a, "partyline_event_link_deliveries_total") > 0, "the guests ride the event link")
        // An overlong line: the owner answers frame_too_large and closes the session.
        guests[0].sendRaw(Array(repeating: UInt8(ascii: "x"), count: 70 * 1024) + [0x0A])
        let error = try await guests[0].next("error")
        #expect(error[string: "code"] == "frame_too_large")
        _ = try await guests[0].waitUntilClosed()
        // The other relayed member on the same event link plays on.
        try await host.request("chat.send", ["text": .string("still here?")])
        _ = try await guests[1].next("chat.message", where: { $0[string: "text"] == "still here?" })
        _ = try await host.next("room.player_disconnected")
    }

    @Test("without event links (switched off, or an owner from before them) members ride their own links")
    func fallbackWithoutEventLinks() async throws {
        let directory = FakeDirectory()
        let a = try Node(directory, seed: 1)
        let b = try Node(directory, seed: 2) { $0.relayEventLinks = false }
        defer { a.stop(); b.stop() }
        let (host, guests) = try await Self.room(on: a, guests: 2, via: b)
        defer { host.close(); guests.forEach { $0.close() } }
        try await host.request("chat.send", ["text": .string("to both")])
        for guest in guests { _ = try await guest.next("chat.message", where: { $0[string: "text"] == "to both" }) }
        try await guests[0].request("chat.send", ["text": .string("back")])
        _ = try await host.next("chat.message", where: { $0[string: "text"] == "back" })
        #expect(Self.counter(a, "partyline_event_link_frames_total") == 0)
    }
}
