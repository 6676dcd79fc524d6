import Foundation
import PartyCore
import PartyTestSupport
import PartyTransport
import Testing
@testable import PartyServer

/// The event link's records (owner node to relaying node) and the owner's end that writes them.
@Suite("Event link records", .timeLimit(.minutes(1)))
struct EventLinkCodecTests {
    static let records: [EventLinkRecord] = [
        .frame(vids: [1, 2, 3], payload: Array("{\"type\":\"chat.message\"}\n".utf8)),
        .close(vid: 2),
        .frame(vids: [70_000, UInt32.max], payload: Array(repeating: 0x41, count: 300) + [0x0A]),
        .frame(vids: [9], payload: []),
        .close(vid: 0),
    ]

    static func decodeAll(_ chunks: [[UInt8]]) throws -> [EventLinkRecord] {
        var decoder = EventLinkDecoder()
        var out: [EventLinkRecord] = []
        for chunk in chunks {
            try decoder.feed(chunk) { item in
                switch item {
                case let .frame(vids, payload): out.append(.frame(vids: vids, payload: Array(payload)))
                case let .close(vid): out.append(.close(vid: vid))
                }
            }
        }
        return out
    }

    @Test("records read back the same however the stream is cut (fixed seed)")
    func roundTripAnyCut() throws {
        let stream = Self.records.flatMap(\.encoded)
        #expect(try Self.decodeAll([stream]) == Self.records)
        var rng = SplitMix64(seed: 33)
        for _ in 0..<200 {
            var chunks: [[UInt8]] = []
            var at = 0
            while at < stream.count {
                let n = Int.random(in: 1...12, using: &rng)
                chunks.append(Array(stream[at..<min(stream.count, at + n)]))
                at += n
            }
            #expect(try Self.decodeAll(chunks) == Self.records)
        }
        // One byte at a time.
        #expect(try Self.decodeAll(stream.map { [$0] }) == Self.records)
    }

    @Test("a broken stream is refused with a reason: unknown tag, a frame for no one, an oversized frame")
    func malformed() {
        #expect(throws: EventLinkDecoder.Malformed.self) { try Self.decodeAll([[0x58, 0, 0, 0, 0]]) }
        #expect(throws: EventLinkDecoder.Malformed.self) { try Self.decodeAll([[0x46, 0, 0, 0, 0, 0, 0]]) }
        let huge = UInt32(EventLinkRecord.maxPayload + 1)
        let oversized: [UInt8] = [0x46, 1, 0, 7, 0, 0, 0] + (0..<4).map { UInt8(truncatingIfNeeded: huge >> (8 * $0)) }
        #expect(throws: EventLinkDecoder.Malformed.self) { try Self.decodeAll([oversized]) }
    }

    @Test("the owner's end names every member of one frame in one record, and keeps each member's order")
    func senderCoalesces() async throws {
        let listener = try Listener(host: "127.0.0.1", port: 0, options: Listener.Options())
        defer { listener.stop() }
        let accepted = AsyncStream.makeStream(of: Connection.self)
        listener.start { connection in
            connection.start(Connection.Handler(onData: { _ in }, onClose: { _ in }))
            accepted.continuation.yield(connection)
        }
        let relaying = try RawSocket(port: listener.port)
        var iterator = accepted.stream.makeAsyncIterator()
        let connection = try #require(await iterator.next())
        let metrics = ServerMetrics(requestTypes: [])
        let sender = EventLinkSender(id: "t", connection: connection, metrics: metrics)
        let a = Array("{\"type\":\"a\"}\n".utf8), b = Array("{\"type\":\"b\"}\n".utf8)
        let sameBytesOtherArray = Array("{\"type\":\"a\"}\n".utf8)
        // All sends before the link's queue flushes (as a room's turn fans out one event).
        connection.queue.sync {
            for vid: UInt32 in [1, 2, 3] { sender.send(a, to: vid) }
            sender.send(b, to: 2)
            sender.send(a, to: 4)  // the same frame after another one: a new record
            sender.close(3)
            sender.send(sameBytesOtherArray, to: 5)  // equal bytes, another encoding: its own record
            let member = EventLinkMember(sender: sender, vid: 6)
            member.send(b)
            member.closed()
            member.send(b)  // after the close: dropped
        }
        connection.close()
        _ = try await relaying.waitUntilClosed()
        #expect(try Self.decodeAll([relaying.received]) == [
            .frame(vids: [1, 2, 3], payload: a), .frame(vids: [2], payload: b), .frame(vids: [4], payload: a), .close(vid: 3),
            .frame(vids: [5], payload: a), .frame(vids: [6], payload: b), .close(vid: 6),
        ])
        let text = String(decoding: metrics.render(connectionsByTransport: [:], liveRooms: 0), as: UTF8.self)
        #expect(text.contains("partyline_event_link_frames_total 5"))
        #expect(text.contains("partyline_event_link_deliveries_total 7"))
    }
}
