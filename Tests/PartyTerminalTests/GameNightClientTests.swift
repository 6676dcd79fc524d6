import PartyProtocol
import Testing
@testable import PartyTerminal

/// The client's rough edges found on a game night (issue 11, item 8).
@Suite struct GameNightClientTests {
    /// A seated state whose join reply said how long seats wait.
    func seated(grace: Int?) -> ClientState {
        var s = ClientState()
        let graceField = grace.map { #","resume_grace_seconds":\#($0)"# } ?? ""
        s.enterRoom(frame(#"{"type":"ok","re":1,"room":"ABCD","player_id":"p2","token":"tok"\#(graceField),"snapshot":{"room":"ABCD","host":"p1","members":[{"player_id":"p1","name":"Alice","role":"player","connected":true,"score":0},{"player_id":"p2","name":"Bob Z","role":"player","connected":true,"score":0}],"game":null}}"#), now: 0)
        return s
    }

    @Test func quitSaysTheSeatWaitsAndHowToComeBack() {
        #expect(seated(grace: 120).quitNote(arguments: ["--port", "7000"])
            == "Seat kept for 2 minutes: party join ABCD 'Bob Z' --port 7000\n(/leave gives the seat up instead.)")
        #expect(seated(grace: 45).quitNote()?.hasPrefix("Seat kept for 45 seconds: party join ABCD 'Bob Z'") == true)
        #expect(seated(grace: nil).quitNote()?.hasPrefix("Seat kept for a while:") == true)
        #expect(ClientState().quitNote() == nil, "no seat, nothing to say")
        var s = seatedState()
        #expect(s.type("/leave") == [.leave])
        #expect(s.type("/quit") == [.quit])
        #expect(screen(s).contains("/leave · /quit"))
    }

    @Test func anUntrustedCertificateExplainsCaAndInsecure() {
        let error = "connection closed: tls: TLS certificate rejected: error:0A000086:SSL routines::certificate verify failed (self-signed certificate)"
        let plain = ConnectAdvice.message(server: "127.0.0.1:7778", error: error, tls: true, caFile: nil, language: .en)
        #expect(plain.contains("--ca FILE") && plain.contains("--insecure"))
        #expect(plain.hasPrefix("cannot get a seat on 127.0.0.1:7778: connection closed"))
        let withCA = ConnectAdvice.message(server: "h:1", error: error, tls: true, caFile: "certs/ca.pem", language: .en)
        #expect(withCA.contains("not signed by the CA in certs/ca.pem"))
        let refused = ConnectAdvice.message(server: "h:1", error: "cannot connect: refused", tls: true, caFile: nil, language: .en)
        #expect(!refused.contains("--insecure"), "only a certificate problem gets the hint")
    }

    @Test func createOffersTheMostRecentRememberedSeat() throws {
        var store = SeatStore()
        #expect(RejoinOffer(store: store, server: "h:1") == nil)
        store.remember(server: "h:1", room: "WXYZ", seat: .init(token: "t1", name: "Old", playerID: "p1", savedAtMs: 100))
        store.remember(server: "h:1", room: "ABCD", seat: .init(token: "t2", name: "Bob", playerID: "p3", savedAtMs: 200))
        store.remember(server: "other:2", room: "QRST", seat: .init(token: "t3", name: "Else", playerID: "p1", savedAtMs: 300))
        let offer = try #require(RejoinOffer(store: store, server: "h:1"))
        #expect(offer.room == "ABCD" && offer.seat.name == "Bob")
        #expect(offer.question(.en) == "You still have a seat in room ABCD as Bob. Rejoin it? [Y/n] ")
        for yes in ["", "y", "Yes", " s", "sí", "evet", "是"] { #expect(RejoinOffer.accepts(yes), "\(yes)") }
        for no in ["n", "no", "hayır"] { #expect(!RejoinOffer.accepts(no), "\(no)") }
        #expect(!RejoinOffer.accepts(nil), "end of input creates a room")
    }

    @Test func theNewGuesserIsSwitchedToTheGamePane() {
        var s = seatedState()
        s.pane = .dice
        s.apply(#"{"type":"game.started","game":"guess_or_pass","options":{}}"#)
        s.pane = .wheel
        s.apply(#"{"type":"gop.countdown","guesser":"p2","category":"food","round":1,"starts_at_ms":5000}"#)
        #expect(s.pane == .wheel, "a clue-giver may keep another pane")
        s.apply(#"{"type":"gop.countdown","guesser":"p1","category":"food","round":2,"starts_at_ms":9000}"#)
        #expect(s.pane == .game)
        s.pane = .coin
        s.apply(#"{"type":"gop.round_started","guesser":"p1","category":"food","round":2,"ends_at_ms":70000,"duration_ms":60000}"#)
        #expect(s.pane == .game)
    }

    @Test func theGuesserPassesOrGuessesButNeverMarksCorrect() {
        var s = ScreenFixtures.gopGuesser()
        #expect(s.reduce(key: .char("+"), now: 0).isEmpty)
        #expect(s.input.text == "+", "+ is just typed")
        s.input.clear()
        #expect(s.type("/correct").isEmpty)
        #expect(s.chat.last == ChatEntry(.error, "Only clue-givers mark a card correct: type your guess, or /pass."))
        #expect(screen(s).contains("type a guess · - pass"))
        #expect(!screen(s).contains("+ correct"))
        var clue = ScreenFixtures.gopClueGiver()
        let effects = clue.reduce(key: .char("+"), now: 0)
        #expect(effects == [.send("gop.correct", ["index": .int(1)])])
        #expect(screen(clue).contains("+ correct · - pass"))
    }

    @Test func wheelCreateConfirmsRefusesADuplicateAndShowsWeights() {
        var s = ScreenFixtures.wheel()
        #expect(s.type("/wheel create lunch: a, b").isEmpty, "Lunch exists already")
        guard case let .wheelForm(form)? = s.overlay else { Issue.record("the form should show the problem"); return }
        #expect(form.messages.map(\.key) == [.errNameTaken])
        s.overlay = nil
        #expect(s.type("/wheel create Pets: cat, dog*3") == [.request("wheel.create", ["name": .string("Pets"), "options": .array([
            .object(["label": .string("cat"), "weight": .int(1)]), .object(["label": .string("dog"), "weight": .int(3)])])])])
        let effects = s.reduce(reply: frame(#"{"type":"ok","re":3,"wheel_id":"w9","wheel":{"wheel_id":"w9","name":"Pets","owner":"p1","options":[]}}"#), to: "wheel.create", now: 0)
        #expect(effects == [.request("wheel.list", [:])])
        #expect(s.chat.last?.text == "Wheel Pets created. Spin it: /spin Pets")
        // Editing a wheel may keep its own name.
        var edit = WheelForm(editing: s.wheels[0])
        #expect(edit.validate(taken: s.wheelNames(except: s.wheels[0].id)) != nil)
        // Before any spin the selected wheel lists its options with their weights.
        s.spin = nil
        let text = screen(s, now: 5000)
        #expect(text.contains("tacos ×2") && text.contains("pizza ×1"))
    }

    @Test func everyQuickResultLandsInTheChatOnceItsAnimationEnds() {
        var s = seatedState()
        s.apply(#"{"type":"dice.rolled","player_id":"p1","mode":"free","sides":6,"dice":[{"value":3,"locked":false,"delay_ms":100,"duration_ms":600},{"value":5,"locked":false,"delay_ms":0,"duration_ms":500}],"total":8,"nonce":1}"#, now: 1000)
        #expect(s.pane == .dice)
        #expect(!s.chat.contains { $0.text.contains("rolled") }, "the chat does not spoil the dice still rolling")
        let early = s.reduce(tick: 1699), due = s.reduce(tick: 1700)
        #expect(!early && due)
        #expect(s.chat.last?.text == "Alice rolled 3 5 = 8", "the roller's own roll too")
        s.apply(#"{"type":"coin.flipped","player_id":"p1","side":"tails","spins":5}"#, now: 2000)
        s.apply(#"{"type":"wheel.spun","player_id":"p2","wheel_id":"w1","name":"Lunch","options":[{"label":"a","weight":1},{"label":"b","weight":1}],"index":1,"label":"b","angle_deg":1.0,"turns":5}"#, now: 2100)
        s.reduce(tick: 10_000)
        #expect(s.chat.suffix(2).map(\.text) == ["Alice flipped TAILS", "Bob spun Lunch: b"])
    }

    @Test func aHundredDiceSayHowManyAreOffScreen() {
        var s = seatedState()
        let dice = (0..<100).map { _ in #"{"value":50,"locked":false,"delay_ms":0,"duration_ms":0}"# }.joined(separator: ",")
        s.apply(#"{"type":"dice.rolled","player_id":"p1","mode":"free","sides":100,"dice":[\#(dice)],"total":5000,"nonce":1}"#)
        // 80 columns: 7 dice a line, two lines of boxes fit the pane, 86 dice do not.
        let text = screen(s, now: 10)
        #expect(text.contains("+86 more dice off screen · total 5000"))
        s.reduce(tick: 10)
        #expect(s.chat.last?.text == "Alice rolled 100d100 = 5000")
    }

    @Test func chatHistoryComesBackAfterARejoinWithoutRepeats() {
        var s = ClientState()
        s.enterRoom(frame(#"{"type":"ok","re":1,"room":"ABCD","player_id":"p2","resume_grace_seconds":120,"snapshot":{"room":"ABCD","host":"p1","members":[],"game":null},"chat":[{"player_id":"p1","name":"Alice","text":"hi","at_ms":1},{"player_id":"p2","name":"Bob","text":"hello","at_ms":2}]}"#), now: 0)
        #expect(s.chat.map(\.text) == ["hi", "hello", "You are in room ABCD. Share the code! Press ? for help."])
        #expect(s.chat.first?.kind == .message(from: "Alice"))
        #expect(s.graceSeconds == 120)
        // A resume in the same run adds only what was said since the last line shown.
        s.enterRoom(frame(#"{"type":"ok","re":2,"room":"ABCD","player_id":"p2","snapshot":{"room":"ABCD","host":"p1","members":[],"game":null},"chat":[{"player_id":"p1","name":"Alice","text":"hi","at_ms":1},{"player_id":"p2","name":"Bob","text":"hello","at_ms":2},{"player_id":"p1","name":"Alice","text":"missed you","at_ms":3}]}"#), now: 0)
        #expect(s.chat.filter { if case .message = $0.kind { true } else { false } }.map(\.text) == ["hi", "hello", "missed you"])
        _ = s.reduce(reply: frame(#"{"type":"ok","re":3,"messages":[{"player_id":"p1","name":"Alice","text":"missed you","at_ms":3},{"player_id":"p1","name":"Alice","text":"new","at_ms":4}]}"#), to: "chat.history", now: 0)
        #expect(s.chat.last == ChatEntry(.message(from: "Alice"), "new"))
    }
}
