import PartyProtocol
import Testing
@testable import PartyTerminal

@Suite struct ReducerTests {
    @Test func enteringARoomTakesTheSnapshot() {
        let s = seatedState()
        #expect(s.roomCode == "ABCD")
        #expect(s.me == "p1")
        #expect(s.isHost)
        #expect(s.members.map(\.name) == ["Alice", "Bob", "Cleo"])
        #expect(s.members[2].audience && !s.members[2].connected)
        #expect(s.connection == .connected)
    }

    @Test func roomEventsUpdateMembersAndHost() {
        var s = seatedState()
        s.apply(#"{"type":"room.player_joined","room":"ABCD","seq":1,"player_id":"p4","name":"Dan","role":"player"}"#,
                #"{"type":"room.player_disconnected","player_id":"p2","name":"Bob","grace_ends_at_ms":5}"#,
                #"{"type":"room.host_changed","host":"p2","previous":"p1"}"#,
                #"{"type":"room.player_left","player_id":"p3","name":"Cleo","reason":"left"}"#,
                #"{"type":"room.locked","locked":true,"by":"p2"}"#)
        #expect(s.members.map(\.id) == ["p1", "p2", "p4"])
        #expect(s.members[1].connected == false)
        #expect(s.host == "p2" && !s.isHost)
        #expect(s.locked)
        #expect(s.chat.suffix(5).map(\.text) == ["Dan joined", "Bob lost the connection", "Bob is now the host", "Cleo left", "The room is locked."])
    }

    /// Issue 24: a large audience comes as a count; the member list shows it as one line.
    @Test func aLargeAudienceIsCountedNotListed() {
        var s = ClientState(language: .en)
        s.enterRoom(frame(#"""
        {"type":"ok","re":1,"room":"ABCD","player_id":"p40","token":"tok","snapshot":{"room":"ABCD","host":"p1","locked":false,"audience":250,
         "members":[{"player_id":"p1","name":"Alice","role":"player","connected":true,"score":0},
                    {"player_id":"p40","name":"Zed","role":"audience","connected":true,"score":0}],"game":null}}
        """#), now: 0)
        #expect(s.audienceCount == 250)
        #expect(s.members.map(\.id) == ["p1", "p40"], "the host and this client are listed")
        #expect(screen(s).contains("Players (251)"))
        #expect(screen(s).contains("~ +249 audience"))
        s.apply(#"{"type":"room.audience_changed","room":"ABCD","seq":2,"audience":251,"members":[{"player_id":"p77","name":"Kim","role":"audience","connected":true,"score":0}],"left":[]}"#)
        #expect(s.audienceCount == 251 && s.members.map(\.id) == ["p1", "p40", "p77"])
        // Kim is known now, but a crowd is shown as one count (all of it but this client).
        #expect(screen(s).contains("~ +250 audience") && !screen(s).contains("Kim"))
        #expect(screen(s).contains("Players (252)"))
        // A small audience is listed in full: no extra line.
        let small = seatedState()
        #expect(small.audienceCount == 1)
        #expect(!screen(small).contains("~ +"))
    }

    @Test func beingKickedForgetsTheSeat() {
        var s = seatedState()
        let effects = s.apply(#"{"type":"room.kicked","player_id":"p1","by":"p2"}"#)
        #expect(effects == [.forgetSeat(room: "ABCD"), .exit("You were removed from room ABCD by the host.")])
        #expect(s.connection == .offline)
        #expect(s.roomCode == nil)
    }

    @Test func theRoomClosingForgetsTheSeatAndSaysWhy() {
        var s = seatedState()
        let effects = s.apply(#"{"type":"room.closed","room":"ABCD","reason":"night_ended","message":"The night is over"}"#)
        #expect(effects == [.forgetSeat(room: "ABCD"), .exit("The night is over and room ABCD has closed. Recap: /n/ABCD/recap")])
        #expect(s.connection == .offline && s.roomCode == nil)
        var other = seatedState()
        #expect(other.apply(#"{"type":"room.closed","room":"ABCD","reason":"abandoned"}"#) == [.forgetSeat(room: "ABCD"), .exit("Room ABCD has closed.")])
    }

    @Test func plainTextIsChatAndSlashIsACommand() {
        var s = seatedState()
        #expect(s.type("hello") == [.request("chat.send", ["text": .string("hello")])])
        #expect(s.type("/roll 3 d20") == [.send("dice.roll", ["count": .int(3), "sides": .int(20)])])
        #expect(s.type("/roll 2d8") == [.send("dice.roll", ["count": .int(2), "sides": .int(8)])])
        #expect(s.type("/start gop animals") == [.send("game.start", ["game": .string("guess_or_pass"), "category": .string("animals")])])
        #expect(s.type("/start wyr") == [.send("game.start", ["game": .string("would_you_rather")])])
        #expect(s.type("/kick bob") == [.send("room.kick", ["player_id": .string("p2")])])
        #expect(s.type("/flip") == [.send("coin.flip", [:])])
        #expect(s.type("/stop") == [.send("game.stop", [:])])
        #expect(s.type("/quit") == [.quit])
        #expect(s.input.isEmpty)
    }

    @Test func unknownCommandsAndBadUsageExplainThemselves() {
        var s = seatedState()
        #expect(s.type("/dance").isEmpty)
        #expect(s.chat.last == ChatEntry(.error, "Unknown command /dance. Press ? for help."))
        #expect(s.type("/roll lots").isEmpty)
        #expect(s.chat.last?.text == "Usage: /roll [N] [dS]")
    }

    @Test func guesserTextIsAGuessAndHotKeysResolveTheCard() {
        var s = ScreenFixtures.gopGuesser()
        #expect(s.isGuesser)
        #expect(s.type("apple") == [.send("gop.guess", ["text": .string("apple")])])
        #expect(s.reduce(key: .char("-"), now: 0) == [.send("gop.pass", ["index": .int(3)])])
        #expect(s.type("/pass") == [.send("gop.pass", ["index": .int(3)])])
    }

    @Test func clueGiverSeesTheWordButTheGuessersStateNeverHasIt() {
        let clue = ScreenFixtures.gopClueGiver()
        guard let g = clue.game?.as(GopState.self) else { Issue.record("no game"); return }
        #expect(g.card?.word == "lion")
        #expect(g.score == 1)
        let guesser = ScreenFixtures.gopGuesser()
        guard let h = guesser.game?.as(GopState.self) else { Issue.record("no game"); return }
        #expect(h.card == .init(index: 3, word: nil, outcome: nil))
        #expect(!screen(guesser).lowercased().contains("lion"))
    }

    @Test func classicGuesserSeesTheWordAndMarksItCorrect() {
        var s = seatedState()
        #expect(s.type("/start gop animals classic") == [.send("game.start", [
            "game": .string("guess_or_pass"), "category": .string("animals"), "mode": .string("classic")])])
        s.apply(#"{"type":"game.started","game":"guess_or_pass","options":{"mode":"classic"}}"#,
                #"{"type":"gop.round_started","guesser":"p1","category":"animals","round":1,"ends_at_ms":30000,"duration_ms":60000}"#,
                #"{"type":"gop.card","index":0,"word":"otter"}"#, now: -30_000)
        #expect(s.isGuesser && !s.isBlindGuesser)
        #expect(screen(s).contains("otter"), "the classic guesser's screen shows the word")
        #expect(screen(s).contains("You guess (classic)"))
        #expect(s.reduce(key: .char("+"), now: 0) == [.send("gop.correct", ["index": .int(0)])])
        #expect(s.type("/correct") == [.send("gop.correct", ["index": .int(0)])])
        #expect(s.type("hi all") == [.request("chat.send", ["text": .string("hi all")])], "plain text is chat, not a guess")
    }

    @Test func membersShowTheirAvatarEmojiInTheirColour() {
        var s = seatedState()
        s.apply(##"{"type":"room.player_joined","room":"ABCD","seq":1,"player_id":"p4","name":"Dan","role":"player","avatar":{"emoji":"🦊","color":"#FF8800"}}"##)
        let dan = s.members.first { $0.id == "p4" }
        #expect(dan?.emoji == "🦊" && dan?.tint == .tint(red: 255, green: 136, blue: 0))
        #expect(screen(s).contains("🦊 Dan"))
    }

    @Test func roundEndAndGameOver() {
        var s = ScreenFixtures.gopClueGiver()
        s.apply(#"{"type":"gop.round_ended","guesser":"p2","category":"animals","round":1,"score":1,"cards":[{"index":0,"word":"tiger","outcome":"correct"},{"index":1,"word":"lion","outcome":"unresolved"}],"best_score":1,"new_best":true,"next_round_at_ms":25000}"#)
        guard let g = s.game?.as(GopState.self) else { Issue.record("no game"); return }
        #expect(g.phase == .roundOver && g.newBest && g.resolved.count == 2)
        #expect(s.members.first { $0.id == "p2" }?.score == 3, "the guesser's room score (2) grows by the round's point")
        #expect(screen(s, now: 20_000).contains("Round over (Bob): 1 points  New best score!  Best: 1"))
        #expect(screen(s, now: 20_000).contains("Next round in 5s"))
        s.apply(#"{"type":"gop.game_over","scoreboard":[{"player_id":"p2","score":1}],"reason":"stopped"}"#)
        #expect(screen(s).contains(" Bob: 1"))
        s.apply(#"{"type":"game.stopped","game":"guess_or_pass"}"#)
        #expect(s.game == nil)
        #expect(s.chat.contains { $0.text == "Game over: Bob 1" }, "the final scoreboard stays readable in the chat")
    }

    @Test func aKickIsShownAsARemovalNotALeave() {
        var s = seatedState()
        s.apply(#"{"type":"room.player_left","player_id":"p2","name":"Bob","reason":"kicked"}"#)
        #expect(s.chat.last?.text == "Bob was removed by the host")
        #expect(!s.members.contains { $0.id == "p2" })
    }

    @Test func sayChatsEvenForTheGuesser() {
        var s = ScreenFixtures.gopGuesser()
        #expect(s.type("is it a bird?") == [.send("gop.guess", ["text": .string("is it a bird?")])])
        #expect(s.type("/say is it a bird?") == [.request("chat.send", ["text": .string("is it a bird?")])])
    }

    @Test func diceCommandConfiguresTheTable() {
        var s = seatedState()
        #expect(s.type("/dice turns 3 d20") == [.send("dice.config", ["mode": .string("turns"), "count": .int(3), "sides": .int(20)])])
        #expect(s.type("/dice free") == [.send("dice.config", ["mode": .string("free")])])
        #expect(s.type("/dice sideways").isEmpty)
    }

    @Test func timersFollowTheServerClockNotTheLocalOne() {
        var s = seatedState()
        // The server's clock is 30 s ahead of ours: the round started at its 100_000.
        s.apply(#"{"type":"gop.round_started","guesser":"p2","category":"food","round":1,"ends_at_ms":160000,"duration_ms":60000}"#, now: 70_000)
        #expect(s.serverClockOffsetMs == 30_000)
        #expect(ScreenRenderer(state: s, now: 80_000).secondsLeft(160_000) == 50, "10 s into the round, 50 s left")
    }

    @Test func voteTimersFollowTheServerClockToo() {
        var s = seatedState()
        s.apply(#"{"type":"game.started","game":"would_you_rather","options":{"vote_seconds":20,"results_seconds":3}}"#, now: 0)
        // The vote opened at the server's 50_000 while our clock said 40_000.
        s.apply(#"{"type":"wyr.question","question_id":"q1","a":"A","b":"B","round":1,"ends_at_ms":70000}"#, now: 40_000)
        #expect(s.serverClockOffsetMs == 10_000)
        #expect(ScreenRenderer(state: s, now: 45_000).secondsLeft(70_000) == 15)
    }

    @Test func countdownShowsTheTimeUntilTheRoundStarts() {
        var s = seatedState()
        s.apply(#"{"type":"gop.countdown","guesser":"p1","category":"food","round":1,"starts_at_ms":10000,"ends_at_ms":15000}"#)
        guard let g = s.game?.as(GopState.self) else { Issue.record("no game"); return }
        #expect(g.endsAtMs == 15_000)
    }

    @Test func wyrVoteKeysVoteAndChangeTheVoteOnAnEmptyLine() {
        var s = seatedState()
        s.apply(#"{"type":"wyr.question","question_id":"q1","a":"A1","b":"B1","round":1,"ends_at_ms":20000}"#)
        guard let w = s.game?.as(WyrState.self) else { Issue.record("no game"); return }
        #expect(w.voters == 2, "before any vote_cast: the connected players (Alice, Bob)")
        #expect(s.reduce(key: .char("b"), now: 0) == [.send("wyr.vote", ["choice": .string("b")])])
        #expect(s.reduce(key: .char("b"), now: 0).isEmpty, "the same choice again just types")
        #expect(s.input.text == "b")
        s.input.clear()
        #expect(s.reduce(key: .char("a"), now: 0) == [.send("wyr.vote", ["choice": .string("a")])], "a vote can change")
        s.input.clear()
        s.apply(#"{"type":"wyr.question","question_id":"q2","a":"A2","b":"B2","round":2,"ends_at_ms":40000}"#)
        #expect(s.type("/vote A") == [.send("wyr.vote", ["choice": .string("a")])])
    }

    @Test func wyrHistoryOpensAnOverlay() {
        var s = seatedState()
        #expect(s.type("/history") == [.request("wyr.history", [:])])
        _ = s.reduce(reply: frame(#"{"type":"ok","re":3,"questions":[{"question_id":"q1","a":"Fly","b":"Swim","a_votes":2,"b_votes":1,"audience":{"a_votes":1,"b_votes":1},"all_time":{"a_votes":9,"b_votes":9}}]}"#), to: "wyr.history", now: 0)
        #expect(s.overlay == .history([WyrHistoryItem(a: "Fly", b: "Swim", aVotes: 3, bVotes: 2)]))
        #expect(screen(s).contains(" A 3 · B 2  Fly / Swim"))
        _ = s.reduce(key: .escape, now: 0)
        #expect(s.overlay == nil)
    }

    @Test func diceKeysRollAndToggleLocks() {
        var s = ScreenFixtures.dice()
        #expect(s.pane == .dice)
        #expect(s.reduce(key: .enter, now: 0) == [.send("dice.roll", [:])])
        #expect(s.reduce(key: .char("2"), now: 0) == [.send("dice.lock", ["index": .int(1), "locked": .bool(false)])])
        #expect(s.reduce(key: .char("1"), now: 0) == [.send("dice.lock", ["index": .int(0), "locked": .bool(true)])])
        #expect(s.type("/lock 3") == [.send("dice.lock", ["index": .int(2), "locked": .bool(true)])])
        #expect(s.type("/end") == [.send("dice.end_turn", [:])])
        s.apply(#"{"type":"dice.locked","player_id":"p2","index":0,"locked":true}"#)
        #expect(s.dice.faces[0].locked)
    }

    @Test func randomizersDuringAGameGoToTheChat() {
        var s = ScreenFixtures.gopClueGiver()
        s.apply(#"{"type":"dice.rolled","player_id":"p2","mode":"free","sides":6,"dice":[{"value":3,"locked":false,"delay_ms":0,"duration_ms":0}],"total":3,"nonce":4}"#,
                #"{"type":"coin.flipped","player_id":"p1","side":"heads","spins":3}"#)
        #expect(s.pane == .game)
        #expect(s.chat.suffix(2).map(\.text) == ["Bob rolled 3 = 3", "Alice flipped HEADS"])
    }

    @Test func wheelSpinAndListSelection() {
        var s = ScreenFixtures.wheel()
        #expect(s.pane == .wheel)
        _ = s.reduce(key: .down, now: 0)
        #expect(s.selectedWheel == 1)
        #expect(s.reduce(key: .enter, now: 0) == [.send("wheel.spin", ["wheel_id": .string("w2")])])
        #expect(s.type("/spin lunch") == [.send("wheel.spin", ["wheel_id": .string("w1")])])
        #expect(s.type("/spin Someone Else's") == [.send("wheel.spin", ["wheel": .string("Someone Else's")])], "unknown here: the server looks it up")
        #expect(s.apply(#"{"type":"wheel.changed","action":"created","wheel_id":"w3","name":"Pets","owner":"p2"}"#) == [.request("wheel.list", [:])])
    }

    @Test func tabCyclesPanesAndQuestionMarkOpensHelp() {
        var s = seatedState()
        #expect(s.reduce(key: .tab, now: 0).isEmpty)
        #expect(s.pane == .dice)
        #expect(s.reduce(key: .tab, now: 0) == [.request("wheel.list", [:])])
        _ = s.reduce(key: .tab, now: 0)
        _ = s.reduce(key: .tab, now: 0)
        #expect(s.pane == .game)
        _ = s.reduce(key: .char("?"), now: 0)
        #expect(s.overlay == .help)
        #expect(screen(s).contains("Help: Lobby"))
        _ = s.reduce(key: .char("?"), now: 0)
        #expect(s.overlay == nil)
        #expect(s.reduce(key: .interrupt, now: 0) == [.quit])
    }

    @Test func serverErrorsAreShownInTheChat() {
        var s = seatedState()
        s.apply(#"{"type":"error","code":"not_host","message":"only the host may start a game"}"#)
        #expect(s.chat.last == ChatEntry(.error, "Error: not_host: only the host may start a game"))
    }
}

@Suite struct AnimationTests {
    @Test func animationsRunForTheirDurationsOnly() {
        let dice = ScreenFixtures.dice()
        #expect(ScreenRenderer.isAnimating(dice, now: 800))
        #expect(!ScreenRenderer.isAnimating(dice, now: 901))
        let coin = ScreenFixtures.coin()
        #expect(ScreenRenderer.isAnimating(coin, now: 1000))
        #expect(!ScreenRenderer.isAnimating(coin, now: 1300))
        let wheel = ScreenFixtures.wheel()
        #expect(ScreenRenderer.isAnimating(wheel, now: 2000))
        #expect(!screen(wheel, now: 500).contains("Winner"))
        #expect(screen(wheel, now: 3001).contains("Winner: sushi"))
    }

    @Test func diceShowQuestionMarksBeforeTheirDelay() {
        let s = ScreenFixtures.dice()
        #expect(screen(s, now: 100).contains("│  ?  │"))
        #expect(!screen(s, now: 1000).contains("?  │"))
    }
}
