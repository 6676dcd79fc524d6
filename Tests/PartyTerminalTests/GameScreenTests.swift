import PartyProtocol
import Testing
@testable import PartyTerminal

/// The terminal client finds a game's screen by id; Odd One Out has its own; a game it has no
/// screen for is shown and played through the generic screen.
@Suite struct GameScreenTests {
    @Test func theRegistryFindsScreensByIDAndFallsBackToTheGenericOne() {
        #expect(GameScreens.screen(forID: "guess_or_pass") == GopState.self)
        #expect(GameScreens.screen(forID: "would_you_rather") == WyrState.self)
        #expect(GameScreens.screen(forID: "odd_one_out") == OddOneOutScreen.self)
        #expect(GameScreens.screen(forID: "coin_race") == nil)
        #expect(GameScreens.screen(started: "coin_race") is GenericGameScreen)
        #expect(GameScreens.type(handling: "odd.word", running: nil) == OddOneOutScreen.self)
        #expect(GameScreens.type(handling: "race.flipped", running: nil) == nil, "no generic game runs")
        #expect(GameScreens.type(handling: "dice.rolled", running: GenericGameScreen(id: "coin_race")) == nil)
    }

    @Test func startNamesAnyRegisteredGameWithKeyValueOptionsAndTheLobbySaysHow() {
        var s = seatedState()
        #expect(s.type("/start odd rounds=2 category=food") == [.send("game.start", [
            "game": .string("odd_one_out"), "rounds": .int(2), "category": .string("food")])])
        #expect(s.type("/start odd_one_out") == [.send("game.start", ["game": .string("odd_one_out")])])
        #expect(s.type("/start chess").isEmpty)
        #expect(s.chat.last?.text.contains("/start GAME [key=value…]") == true)
        #expect(screen(s).contains("/start odd [category=animals] [rounds=3]"))
    }

    /// Alice (p1) and Bob (p2) and Dan (p4) dealt in; Alice holds "cat".
    func oddRound() -> ClientState {
        var s = seatedState()
        s.apply(#"{"type":"room.player_joined","player_id":"p4","name":"Dan","role":"player"}"#,
                #"{"type":"game.started","game":"odd_one_out","options":{"rounds":2}}"#,
                #"{"type":"odd.round_started","round":1,"rounds":2,"category":"animals","players":["p2","p1","p4"],"ends_at_ms":60000}"#,
                #"{"type":"odd.word","round":1,"word":"cat"}"#)
        return s
    }

    @Test func oddOneOutShowsOnlyMyWordAndMyFirstLineIsMyClue() throws {
        var s = oddRound()
        let odd = try #require(s.game?.as(OddOneOutScreen.self))
        #expect(odd.myWord == "cat" && odd.ballot.players == ["p2", "p1", "p4"])
        let text = screen(s)
        #expect(text.contains("Your word: cat"))
        #expect(text.contains("Odd One Out · 1/2 · animals"))
        #expect(s.type("furry") == [.request("odd.clue", ["text": .string("furry")])])
        s.apply(#"{"type":"odd.clue_given","player_id":"p1","text":"furry","clues_in":1,"cluers":3}"#)
        #expect(s.type("hello all") == [.request("chat.send", ["text": .string("hello all")])], "after my clue, lines are chat")
        #expect(screen(s).contains("Alice: furry"))
    }

    @Test func numberKeysVoteForAnotherPlayerAndTheRevealEndsInTheChat() throws {
        var s = oddRound()
        s.apply(#"{"type":"odd.voting","round":1,"ends_at_ms":90000}"#)
        #expect(s.reduce(key: .char("2"), now: 0).isEmpty, "2 is me: the key just types")
        s.input.clear()
        #expect(s.reduce(key: .char("1"), now: 0) == [.send("odd.vote", ["player_id": .string("p2")])])
        #expect(s.game?.as(OddOneOutScreen.self)?.ballot.myVote == "p2")
        #expect(screen(s).contains("▶1 Bob"))
        #expect(s.type("/vote dan") == [.send("odd.vote", ["player_id": .string("p4")])])
        s.apply(#"{"type":"odd.round_ended","round":1,"odd_player":"p2","common_word":"cat","odd_word":"dog","category":"animals","caught":true,"votes":[],"points":[{"player_id":"p1","score":1}],"scores":[{"player_id":"p1","score":1},{"player_id":"p2","score":0}],"next_round_at_ms":98000}"#)
        let text = screen(s)
        #expect(text.contains("Bob was the odd one — caught!"))
        #expect(text.contains("The word: cat · the odd word: dog"))
        #expect(s.game?.as(OddOneOutScreen.self)?.myWord == nil)
        s.apply(#"{"type":"odd.game_over","scoreboard":[{"player_id":"p1","score":1},{"player_id":"p2","score":0}]}"#,
                #"{"type":"game.stopped","game":"odd_one_out","reason":"completed"}"#)
        #expect(s.game == nil)
        #expect(s.chat.contains { $0.text == "Game over: Alice 1 · Bob 0" })
    }

    @Test func aSnapshotMidRoundRestoresTheScreenInEveryLanguage() {
        for language in Language.allCases {
            var s = ClientState(language: language)
            s.enterRoom(frame(#"""
            {"type":"ok","re":1,"room":"ABCD","player_id":"p1","snapshot":{"room":"ABCD","host":"p1","members":[
             {"player_id":"p1","name":"Alice","role":"player","connected":true,"score":0}],
             "game":{"game":"odd_one_out","phase":"voting","round":2,"rounds":3,"category":"food","players":["p1","p2","p3"],
                     "clues":[{"player_id":"p2","text":"crunchy"}],"clues_in":1,"votes_in":0,"voters":3,"my_word":"apple","scores":[]}}}
            """#), now: 0)
            #expect(s.game?.as(OddOneOutScreen.self)?.phase == "voting")
            let text = screen(s)
            #expect(text.contains("apple") && text.contains("crunchy"), "\(language)")
            #expect(OddOneOutScreen.text(.help, language) != OddOneOutScreen.text(.help, .en) || language == .en)
        }
    }

    @Test func aGameWithoutAScreenIsShownFromItsSnapshotAndPlayedByRequestType() {
        var s = seatedState()
        s.apply(#"{"type":"game.started","game":"coin_race","options":{"target":3}}"#)
        #expect(s.game?.screen is GenericGameScreen)
        #expect(s.chat.last?.text.contains("coin_race") == true)
        let effects = s.apply(#"{"type":"race.flipped","room":"ABCD","seq":9,"player_id":"p2","heads":true,"score":1}"#)
        #expect(effects == [.request("room.snapshot", [:])])
        #expect(s.chat.last?.text == "race.flipped: heads=true, player_id=Bob, score=1")
        _ = s.reduce(reply: frame(#"{"type":"ok","re":7,"snapshot":{"room":"ABCD","host":"p1","members":[{"player_id":"p1","name":"Alice","role":"player","connected":true,"score":0},{"player_id":"p2","name":"Bob","role":"player","connected":true,"score":0}],"game":{"game":"coin_race","target":3,"scores":{"p2":1},"leader":"p2"}}}"#),
                     to: "room.snapshot", now: 0)
        let text = screen(s)
        #expect(text.contains("coin_race"))
        #expect(text.contains("leader: Bob"))
        #expect(text.contains("scores: {p2=1}"))
        #expect(s.type("/race.flip") == [.send("race.flip", [:])])
        #expect(s.type("/race.bet amount=3 all=true") == [.send("race.bet", ["amount": .int(3), "all": .bool(true)])])
    }
}
