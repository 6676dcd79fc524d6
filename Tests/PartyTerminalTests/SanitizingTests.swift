import Testing
@testable import PartyTerminal

@Suite struct SanitizingTests {
    static let hostile = #"M\u001b[2J\u001b]0;pwned\u0007al\u001b[31mlory\u0000\u0008\u009b1m\u202e"#

    @Test func hostileNamesAndChatAreDrawnAsTextOnly() {
        var s = seatedState()
        s.apply(#"{"type":"room.player_joined","player_id":"p9","name":"\#(Self.hostile)","role":"player"}"#,
                #"{"type":"chat.message","player_id":"p9","name":"\#(Self.hostile)","text":"hi\u001b[1;1H\u001b[2Kthere\r\nX"}"#)
        #expect(s.members.last?.name == "Mallory")
        #expect(s.chat.last == ChatEntry(.message(from: "Mallory"), "hithere X"))
        let rendered = ScreenRenderer.render(s, width: 80, height: 24, now: 0)
        for row in rendered.rows {
            #expect(!row.text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}" })
        }
        #expect(rendered.text.contains("Mallory: hithere X"))
    }

    @Test func hostileGameTextIsCleanedToo() {
        var s = seatedState()
        s.apply(#"{"type":"wyr.question","question_id":"q","a":"\u001b[5mblink","b":"ok\u0007","round":1,"ends_at_ms":1}"#,
                #"{"type":"error","code":"x\u001b[0m","message":"bad\u001b]52;c;AAAA\u0007"}"#)
        guard let w = s.game?.as(WyrState.self) else { Issue.record("no game"); return }
        #expect(w.a == "blink" && w.b == "ok")
        #expect(s.chat.last?.text == "Error: x: bad")
    }

    @Test func ansiOutputOnlyAddsItsOwnSequences() {
        var s = seatedState()
        s.apply(#"{"type":"chat.message","player_id":"p2","name":"Bob","text":"\u001b[?1049l"}"#)
        let ansi = ScreenRenderer.render(s, width: 80, height: 24, now: 0).ansi(color: true)
        #expect(!ansi.contains("\u{1B}[?1049l"))
    }
}
