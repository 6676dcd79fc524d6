import PartyClient
import PartyProtocol
import Testing
@testable import PartyTerminal

/// The terminal client and a paused game: `/pause` and `/resume`, the banner over a game pane
/// that stands still, the lines in the chat, the pause seen in a snapshot, and a fresh snapshot
/// after the resume (the game's deadlines moved).
@Suite("Terminal client: pauses")
struct PauseTerminalTests {
    @Test("/pause and /resume send game.pause and game.resume")
    func commands() {
        var s = ScreenFixtures.gopClueGiver()
        #expect(s.type("/pause") == [.send("game.pause", [:])])
        #expect(s.type("/resume") == [.send("game.resume", [:])])
        s.overlay = .help
        #expect(screen(s).contains("/pause · /resume: stop the game's timers and go on (host)"))
    }

    @Test("game.paused: a banner says who the room waits for; the round's clock stands still while the local clock runs")
    func pausedBanner() {
        var s = ScreenFixtures.gopClueGiver()  // the round ends at 60000
        s.apply(#"{"type":"game.paused","room":"ABCD","seq":9,"remaining_ms":42000,"reason":"guesser_away","waiting_for":"p2"}"#, now: 18_000)
        #expect(s.pause == GamePauseInfo(reason: "guesser_away", waitingFor: "p2", remainingMs: 42000, frozenAtMs: 18_000))
        #expect(s.chat.last?.text == "⏸ Paused: waiting for Bob to come back · 42 s left")
        let later = screen(s, now: 50_000)  // 32 s later on the local clock: still 42 s left
        #expect(later.contains("⏸ Paused: waiting for Bob to come back · 42 s left"), "\(later)")
        #expect(screen(s, now: 50_000, width: 120).contains("42 s left  /resume goes on (host)"), "the host is told how to go on")
        #expect(later.contains("42s left"), "the round's own timer is drawn as it stood: \(later)")
        #expect(!later.contains("10s left"))
    }

    @Test("game.resumed: the banner goes, a line says how long is left, and a snapshot is asked for")
    func resumed() {
        var s = ScreenFixtures.gopClueGiver()
        s.apply(#"{"type":"game.paused","room":"ABCD","seq":9,"remaining_ms":42000,"reason":"host"}"#, now: 18_000)
        #expect(s.chat.last?.text == "⏸ Paused by the host · 42 s left")
        let effects = s.apply(#"{"type":"game.resumed","room":"ABCD","seq":10,"ends_at_ms":92000}"#, now: 50_000)
        #expect(effects == [.request("room.snapshot", [:])])
        #expect(s.pause == nil)
        #expect(s.chat.last?.text == "▶ The game goes on (42 s left).")
        let pane = screen(s, now: 50_000).split(separator: "\n")[1]
        #expect(pane.hasPrefix("─ Guess or Pass"), "no banner over the game: \(pane)")
    }

    @Test("a paused game in a snapshot: the pane stands where the game's clock stopped")
    func fromSnapshot() {
        var s = seatedState()
        s.enterRoom(frame(#"""
        {"type":"ok","re":2,"room":"ABCD","player_id":"p1","snapshot":{"room":"ABCD","host":"p1","members":[
          {"player_id":"p1","name":"Alice","role":"player","connected":true,"score":0},
          {"player_id":"p2","name":"Bob","role":"player","connected":false,"score":0}],
          "game":{"game":"guess_or_pass","phase":"round","round":1,"guesser":"p2","category":"food","ends_at_ms":60000,
                  "current_card":{"index":0,"word":"soup"},"cards":[],"scores":[],"paused":true,"remaining_ms":40000,
                  "pause_reason":"guesser_away","waiting_for":"p2"}}}
        """#), now: 500_000)
        #expect(s.pause?.frozenAtMs == 20_000 && s.pause?.waitingFor == "p2")
        let text = screen(s, now: 500_000)
        #expect(text.contains("waiting for Bob to come back · 40 s left") && text.contains("40s left"), "\(text)")
        s.apply(#"{"type":"game.stopped","room":"ABCD","seq":3,"game":"guess_or_pass","reason":"stopped"}"#)
        #expect(s.pause == nil)
    }

    @Test(arguments: Language.allCases)
    func everyPauseStringIsTranslated(language: Language) {
        let placeholders = { (s: String) in Set((0..<4).map { "{\($0)}" }.filter { s.contains($0) }) }
        for key in PauseKey.allCases {
            let text = Localization.pauseTable(language)[key] ?? ""
            #expect(!text.isEmpty, "\(language).\(key)")
            #expect(placeholders(text) == placeholders(Localization.pauseTable(.en)[key] ?? ""), "\(language).\(key)")
        }
    }
}
