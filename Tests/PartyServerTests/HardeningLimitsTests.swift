import Foundation
import PartyClient
import PartyCore
import PartyProtocol
import PartyServer
import PartyTestSupport
import Testing

/// The attack rows of issue 16 that byte limits, caps, pages and the guess pace answer,
/// over real sockets. Each test fails on a server without them.
@Suite("Hardening: limits end to end")
struct HardeningLimitsTests {
    typealias P = GameParam

    /// A name of 19 characters, each `"` (escaped to two bytes) carrying a 4-byte variation
    /// selector: 95 bytes, about the most a name's encoding can take. The first is a letter
    /// picked by `i`, which makes it unique (selectors alone do not: they are invisible).
    static func heaviestName(_ i: Int) -> String {
        let mark = String(UnicodeScalar(0xE0100 + UInt32(i))!)
        // Names that differ only in invisible selectors are one name (issue 26, item 11): a letter tells them apart.
        return String(UnicodeScalar(0x41 + UInt32(i))!) + mark + String(repeating: "\"" + mark, count: 18)
    }

    @Test("names and chat made of stacked combining marks: marks capped, bytes limited, nobody sees 60 KB")
    func stackedMarks() async throws {
        let h = try ServerHarness.game(seed: 61)
        defer { h.stop() }
        let host = try await h.create("Host")
        let watcher = try await h.join(host.room, "Watcher")
        let zalgo = { (count: Int) in String(repeating: "Z" + String(repeating: "\u{0301}", count: 2_500), count: count) }
        let joiner = try await h.connect()
        do {
            _ = try await joiner.request("room.join", ["room": P.s(host.room), "name": P.s(zalgo(12))])
            Issue.record("a 60 KB name was accepted")
        } catch let error as ClientError {
            #expect(error.code == "bad_request")
            #expect(error.description.contains("name: must be at most 96 bytes"), "\(error)")
        }
        // A 60 KB line of 12 letters arrives as 12 letters with 4 marks each (108 bytes): no 237× fan-out.
        try await host.send("chat.send", ["text": P.s(zalgo(12))])
        let line = try await watcher.client.waitFor("chat.message")
        #expect(line[string: "text"] == String(repeating: "Z" + String(repeating: "\u{0301}", count: 4), count: 12))
        // 500 letters with 4 marks each are within 500 characters but not within 2 000 bytes.
        let long = String(repeating: "Z" + String(repeating: "\u{0301}", count: 4), count: 500)
        let message = await host.refused("chat.send", ["text": P.s(long)], code: "bad_request")
        #expect(message.hasPrefix("text: must be at most 2000 bytes"), "\(message)")
        try await host.send("chat.send", ["text": P.s("after")])
        _ = try await watcher.client.nextChat("after")
        #expect(watcher.client.frames("chat.message").count == 2, "the refused line never reached anyone")
        #expect(watcher.client.frames("room.player_joined").isEmpty)
    }

    @Test("a profile keeps at most 20 wheels; wheel.list comes in pages")
    func wheelCapAndPages() async throws {
        let h = try ServerHarness.game(seed: 62)
        defer { h.stop() }
        let host = try await h.create("Host")
        let options = JSONValue.array([.object(["label": P.s("yes")]), .object(["label": P.s("no")])])
        for i in 0..<ContentLimits.wheelsPerProfile {
            try await host.send("wheel.create", ["name": P.s("Wheel \(i)"), "options": options])
        }
        let message = await host.refused("wheel.create", ["name": P.s("One more"), "options": options], code: "limit_reached")
        #expect(message.contains("20 wheels per profile"))
        let first = try await host.send("wheel.list", ["limit": P.i(8)])
        #expect(first.json["wheels"].array.count == 8)
        #expect(first.json["total"].int == 20)
        #expect(first.json["next_offset"].int == 8)
        let last = try await host.send("wheel.list", ["offset": P.i(16), "limit": P.i(8)])
        #expect(last.json["wheels"].array.map { $0["name"].string } == (16..<20).map { "Wheel \($0)" })
        #expect(!last.json["next_offset"].exists, "the last page has no next_offset")
        let whole = try await host.send("wheel.list")
        #expect(whole.json["wheels"].array.count == ReplyBudget.wheelsPerPage)
        await host.refused("wheel.list", ["limit": P.i(21)], code: "bad_request")
        await host.refused("wheel.list", ["offset": P.i(-1)], code: "bad_request")
    }

    @Test("a weight of 99999999999999999999 is out of range, not a label")
    func hugeWeight() async throws {
        let h = try ServerHarness.game(seed: 63)
        defer { h.stop() }
        let host = try await h.create("Host")
        host.client.sendRaw(Array(#"{"type":"wheel.create","id":"big","name":"W","options":[{"label":"a","weight":99999999999999999999},{"label":"b"}]}"#.utf8) + [0x0A])
        let error = try await host.client.waitFor("error") { $0[string: "re"] == "big" }
        #expect(error[string: "code"] == "bad_request")
        #expect(error[string: "message"] == "options[0].weight: must be between 1 and 1000")
    }

    @Test("a room keeps at most 100 custom questions waiting, each side at most 560 bytes")
    func customQuestionCap() async throws {
        let h = try ServerHarness.game(seed: 64)
        defer { h.stop() }
        let host = try await h.create("Host")
        let big = String(repeating: "Q" + String(repeating: "\u{0301}", count: 4), count: 140)  // 140 characters, 1 260 bytes
        let message = await host.refused("wyr.add", ["a": P.s(big), "b": P.s("no")], code: "bad_request")
        #expect(message.hasPrefix("a: must be at most 560 bytes"))
        for i in 0..<ContentLimits.customQuestionsPerRoom {
            try await host.send("wyr.add", ["a": P.s("a\(i)"), "b": P.s("b\(i)")])
        }
        let full = await host.refused("wyr.add", ["a": P.s("one"), "b": P.s("more")], code: "limit_reached")
        #expect(full.contains("100 custom questions"))
    }

    @Test("the guesser's typed guesses are paced per card: the 6th within 10 s waits")
    func guessPace() async throws {
        let h = try ServerHarness.game(seed: 65)
        defer { h.stop() }
        let bots = try await h.room(players: 2, prefix: "Pace")
        try await bots[0].send("game.start", [
            "game": P.s("guess_or_pass"), "category": P.s("animals"), "countdown_seconds": P.i(0), "guesser": P.s(bots[0].id),
        ])
        _ = try await bots[1].client.next("gop.card")
        for i in 0..<5 { try await bots[0].send("gop.guess", ["text": P.s("xyzzy\(i)")]) }
        let message = await bots[0].refused("gop.guess", ["text": P.s("xyzzy5")], code: "rate_limited")
        #expect(message.contains("try again in 10 s"), "\(message)")
        h.clock.advance(by: 10_000)
        try await bots[0].send("gop.guess", ["text": P.s("xyzzy6")])
        try await bots[1].client.waitForCount("gop.guess_missed", 6)
        #expect(bots[1].client.frames("gop.guess_missed").map { $0[string: "text"] } == [0, 1, 2, 3, 4, 6].map { "xyzzy\($0)" },
                "the refused guess was not shown")
    }

    @Test("the largest snapshot stays within its derived bound: each seat adds at most memberBytes")
    func largestSnapshot() async throws {
        let h = try ServerHarness.game(seed: 66)
        defer { h.stop() }
        let host = try await h.create("H")
        let alone = try await host.send("room.snapshot").raw.count
        var others: [PartyClient] = []
        for i in 0..<24 {
            let client = try await h.connect()
            try await client.request("room.join", ["room": P.s(host.room), "name": P.s(Self.heaviestName(i)),
                                                   "role": P.s(i < 11 ? "player" : "audience")])
            others.append(client)
        }
        let seated = try await host.send("room.snapshot").raw.count
        #expect(seated - alone <= others.count * ReplyBudget.memberBytes, "\(seated - alone) bytes for \(others.count) seats")
        // State that grows with the room: dice rolled by every player, a running question of the largest size.
        for client in others.prefix(11) { try await client.request("dice.roll", ["count": P.i(100)]) }
        let side = String(repeating: "\"" + "\u{E0100}", count: 112)  // 560 bytes, escaped to 672
        try await host.send("wyr.add", ["a": P.s(side), "b": P.s(String(side.dropLast()) + "b")])
        try await host.send("game.start", ["game": P.s("would_you_rather")])
        let full = try await host.send("room.snapshot")
        #expect(full.json["snapshot"]["game"]["question"]["a"].string == side)
        #expect(full.raw.count <= ReplyBudget.snapshotBytes(RoomLimits(maxPlayers: 12, maxAudience: 13)))
    }
}
