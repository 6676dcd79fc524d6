import Testing
@testable import PartyProtocol

/// Text mode's pause: `pause` and `resume` (which still takes a seat back with a code and a
/// token), and the human lines for `game.paused`, `game.resumed` and a paused game in a snapshot.
@Suite("Text mode: pauses")
struct TextModePauseTests {
    /// A session in room QWER whose server clock reads `now`, knowing Bob as p2.
    static func session(now: Int64 = 1_000_000) -> TextModeSession {
        var s = TextModeSession(now: { now })
        let r = s.parse(line("create Alice")).request!
        _ = s.render(line(#"{"type":"ok","re":"\#(r.id!.description)","room":"QWER","player_id":"p1","token":"tok_0123456789abcdef","snapshot":{"room":"QWER","host":"p1","members":[{"player_id":"p1","name":"Alice","role":"player","connected":true,"score":0},{"player_id":"p2","name":"Bob","role":"player","connected":false,"score":0}]}}"#))
        return s
    }

    static func lines(_ s: inout TextModeSession, _ frame: String) -> [String] {
        s.render(line(frame)).map { String($0.dropLast()) }
    }

    @Test("pause and resume in a room; resume with a code and token takes a seat back; resume alone outside a room is a usage error")
    func commands() throws {
        var s = Self.session()
        #expect(s.parse(line("pause")).request?.type == "game.pause")
        let resume = try #require(s.parse(line("RESUME")).request)
        #expect(resume.type == "game.resume" && resume.params.fields.isEmpty)
        #expect(s.parse(line("resume ABCD tok_123")).request?.type == "room.resume")
        var outside = TextModeSession()
        #expect(outside.parse(line("resume")).localLines?.first?.hasPrefix("? a room code and your token are needed") == true)
        #expect(outside.parse(line("pause")).localLines?.first?.hasPrefix("? you are not in a room yet") == true)
        #expect(TextCommands.helpLines(inRoom: true).contains { $0.hasPrefix("  pause — ") })
    }

    @Test("event lines name who the game waits for and the time left, rounded up")
    func eventLines() {
        var s = Self.session()
        #expect(Self.lines(&s, #"{"type":"game.paused","room":"QWER","seq":9,"remaining_ms":41001,"reason":"guesser_away","waiting_for":"p2"}"#)
            == ["* Game paused: waiting for Bob to come back (42 s left)."])
        #expect(Self.lines(&s, #"{"type":"game.paused","room":"QWER","seq":10,"remaining_ms":42000,"reason":"host"}"#)
            == ["* Game paused by the host (42 s left)."])
        #expect(Self.lines(&s, #"{"type":"game.paused","room":"QWER","seq":11,"remaining_ms":null,"reason":"host"}"#)
            == ["* Game paused by the host."])
        #expect(Self.lines(&s, #"{"type":"game.resumed","room":"QWER","seq":12,"ends_at_ms":1042000}"#) == ["* Game resumed (42 s left)."])
        #expect(Self.lines(&s, #"{"type":"game.resumed","room":"QWER","seq":13,"ends_at_ms":null}"#) == ["* Game resumed."])
    }

    @Test("a paused game in a join or resume reply says so instead of a running clock")
    func snapshotLine() {
        var s = TextModeSession(now: { 5_000_000 })
        let r = s.parse(line("join QWER Cy")).request!
        let out = Self.lines(&s, #"{"type":"ok","re":"\#(r.id!.description)","room":"QWER","player_id":"p3","token":"tok_0123456789abcdef","snapshot":{"room":"QWER","host":"p1","members":[{"player_id":"p2","name":"Bob","role":"player","connected":false,"score":0}],"game":{"game":"guess_or_pass","phase":"round","round":1,"guesser":"p2","category":"food","ends_at_ms":1000,"paused":true,"remaining_ms":40000,"pause_reason":"guesser_away","waiting_for":"p2"}}}"#)
        #expect(out.contains("A game is running: Guess or Pass, round 1, Bob guesses (food) (paused: waiting for Bob to come back, 40 s left; the host types resume to go on)."), "\(out)")
    }
}
