import Foundation
import PartyClient
import PartyProtocol
import PartyServer
import PartyStore
import PartyTestSupport
import Testing

/// A join that arrives while the room still holds an event behind a durable write: the event
/// was the room's before the join, so the joiner hears of it only through its reply's snapshot.
/// (Before, the event left to every link the room had when it left — the joiner's too — ahead of
/// the join's reply: a room's event on a connection not yet told it was in the room.)
@Suite("A join behind held frames")
struct JoinBehindHeldFramesTests {
    @Test("a reply is the first frame of its room a joiner gets; what was held before it is in its snapshot, not sent")
    func theReplyComesFirst() async throws {
        // The wheel's write is committed late: its `wheel.changed` waits behind it in the outbox.
        let store = RecordingStore(holdsCompletion: { writes in
            writes.contains { if case .saveWheel = $0 { true } else { false } }
        })
        var options = HarnessOptions.endToEnd
        options.store = store
        let harness = try ServerHarness(options)
        defer { harness.stop() }
        let host = try await harness.connect()
        let guest = try await harness.connect(recordRaw: true)
        defer { host.close(); guest.close() }
        let code = try #require(try await host.request("room.create", ["name": .string("Ann")])[string: "room"])

        let options2: JSONValue = .array([.object(["label": .string("tea")]), .object(["label": .string("coffee")])])
        host.send("wheel.create", ["name": .string("Drinks"), "options": options2])
        try await Self.wait("the wheel's write to be held") { store.heldCount == 1 }

        // The join is taken (its seat counted) while the wheel's event still waits.
        async let joined = guest.request("room.join", ["room": .string(code), "name": .string("Ben")])
        try await Self.wait("the join to be seated") { Self.seats(harness) == 2 }
        store.releaseHeld()
        let reply = try await joined
        _ = try await host.next("room.player_joined")

        // The host got the wheel's event; the guest's first frame of the room is its reply, whose
        // snapshot already counts the wheel, and no event of the room came before it.
        let announced = try await host.next("wheel.changed")
        #expect(announced[string: "action"] == "created")
        let lines = String(decoding: guest.rawBytes, as: UTF8.self).split(separator: "\n").compactMap { ServerFrame(line: Array($0.utf8)) }
        let first = try #require(lines.first { $0[string: "room"] == code }, "no frame of the room at all")
        #expect(first.type == "ok", "the guest's first frame of the room: \(first.type)")
        #expect(!lines.contains { $0.type == "wheel.changed" }, "the held event was the room's before the join")
        #expect(reply[string: "player_id"] == "p2")
        // The guest hears what comes after.
        try await host.request("chat.send", ["text": .string("welcome")])
        _ = try await guest.next("chat.message", where: { $0[string: "text"] == "welcome" })
    }

    /// The server's `partyline_seats` gauge.
    static func seats(_ harness: ServerHarness) -> Int {
        let text = String(decoding: harness.server.metricsText(), as: UTF8.self)
        let line = text.split(separator: "\n").first { $0.hasPrefix("partyline_seats ") }
        return line.flatMap { Int(Double($0.split(separator: " ").last ?? "") ?? -1) } ?? 0
    }

    static func wait(_ what: String, _ condition: () -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(10)
        while !condition() {
            guard ContinuousClock.now < deadline else { throw WaitTimeout(what: what) }
            try await Task.sleep(for: .milliseconds(10))
        }
    }

    struct WaitTimeout: Error, CustomStringConvertible {
        let what: String
        var description: String { "waited 10 s for \(what)" }
    }
}
