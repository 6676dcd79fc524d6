import Testing
@testable import PartyProtocol

/// Text mode by registry: `start <id>` for any registered game, each game's commands and lines
/// from its `TextGame`, and generic forms for what no game module covers.
@Suite("Text mode games by registry")
struct TextGameTests {
    func send(_ s: inout TextModeSession, _ input: String) throws -> Request {
        try #require(s.parse(line(input)).request, "\(input)")
    }

    @Test func startNamesAnyGameByIDOrShortNameWithPositionalAndKeyValueOptions() throws {
        var s = sessionInRoom()
        var r = try send(&s, "start odd food 2")
        #expect(r.type == "game.start")
        #expect(r.params.fields == ["game": .string("odd_one_out"), "category": .string("food"), "rounds": .int(2)])
        r = try send(&s, "start odd_one_out clue_seconds=20 vote_seconds=15")
        #expect(r.params.fields == ["game": .string("odd_one_out"), "clue_seconds": .int(20), "vote_seconds": .int(15)])
        r = try send(&s, "start wyr silly vote_seconds=15 family_safe=true")
        #expect(r.params.fields == ["game": .string("would_you_rather"), "categories": .array([.string("silly")]),
                                    "vote_seconds": .int(15), "family_safe": .bool(true)])
        r = try send(&s, "start gop categories=a,b")
        #expect(r.params.fields["categories"] == .array([.string("a"), .string("b")]))
        let unknown = try #require(s.parse(line("start chess")).localLines)
        #expect(unknown[0].contains("no game 'chess'") && unknown[0].contains("start odd"), "\(unknown)")
    }

    @Test func voteMeansTheRunningGamesVote() throws {
        var s = sessionInRoom()
        #expect(try #require(s.parse(line("vote c")).localLines)[0].hasPrefix("? vote a or vote b."), "Would You Rather's outside Odd One Out")
        _ = s.render(line(#"{"type":"room.player_joined","room":"QWER","seq":1,"player_id":"p2","name":"Bob","role":"player"}"#))
        _ = s.render(line(#"{"type":"game.started","room":"QWER","seq":2,"game":"odd_one_out","options":{}}"#))
        var r = try send(&s, "vote bob")
        #expect(r.type == "odd.vote" && r.params.fields == ["player_id": .string("p2")])
        r = try send(&s, "accuse p2")
        #expect(r.type == "odd.vote")
        r = try send(&s, "clue has whiskers")
        #expect(r.type == "odd.clue" && r.params.fields == ["text": .string("has whiskers")])
        _ = s.render(line(#"{"type":"game.stopped","room":"QWER","seq":3,"game":"odd_one_out"}"#))
        #expect(try send(&s, "vote a").type == "wyr.vote")
    }

    @Test func requestTypesOfRegisteredGamesAreCommandsInARoom() throws {
        var s = sessionInRoom()
        let r = try send(&s, "odd.vote player_id=p3")
        #expect(r.type == "odd.vote" && r.params.fields == ["player_id": .string("p3")])
        #expect(try send(&s, "gop.guess text=cat").params.fields == ["text": .string("cat")])
        #expect(try #require(s.parse(line("odd.clue whiskers")).localLines)[0].contains("key=value"))
        #expect(try send(&s, "not.a.request hi").type == "chat.send", "other lines stay chat")
    }

    @Test func oddOneOutLinesNameThePlayersAndShowOnlyMyWord() {
        var s = sessionInRoom()
        _ = s.render(line(#"{"type":"room.player_joined","room":"QWER","seq":1,"player_id":"p2","name":"Bob","role":"player"}"#))
        let lines = [
            #"{"type":"odd.round_started","room":"QWER","seq":2,"round":1,"rounds":3,"category":"animals","players":["p1","p2"],"ends_at_ms":5}"#,
            #"{"type":"odd.word","room":"QWER","seq":3,"round":1,"word":"cat"}"#,
            #"{"type":"odd.clue_given","room":"QWER","seq":4,"player_id":"p2","text":"purrs","clues_in":1,"cluers":2}"#,
            #"{"type":"odd.voting","room":"QWER","seq":5,"round":1,"ends_at_ms":9}"#,
            #"{"type":"odd.round_ended","room":"QWER","seq":6,"round":1,"odd_player":"p2","common_word":"cat","odd_word":"dog","category":"animals","caught":false,"votes":[],"points":[{"player_id":"p2","score":3}],"scores":[]}"#,
            #"{"type":"odd.game_over","room":"QWER","seq":7,"scoreboard":[{"player_id":"p2","score":3},{"player_id":"p1","score":0}]}"#,
        ].flatMap { s.render(line($0)) }.map { String($0.dropLast()) }
        #expect(lines == [
            "* Odd One Out, round 1/3 (animals): p1, Bob. Everyone has the same word but one. Give one clue: clue TEXT",
            "YOUR WORD: cat — one player has a different word; is it you?",
            "* Bob's clue: purrs (1/2)",
            "* Clues are in. Who has the odd word? Type vote NAME.",
            "* The odd one was Bob (not caught): the word was 'cat', theirs 'dog'. Points: Bob +3",
            "* Game over. Scores: Bob 3, p1 0",
        ])
    }

    @Test func anEventOfAGameWithoutTextLinesReadsAsItsFields() {
        var s = sessionInRoom()
        _ = s.render(line(#"{"type":"room.player_joined","room":"QWER","seq":1,"player_id":"p2","name":"Bob","role":"player"}"#))
        let generic = s.genericEventLine("race.flipped", TextFields(["player_id": .string("p2"), "heads": .bool(true), "tally": .object(["p2": .int(1)])]))
        #expect(generic == ["* race.flipped: heads=true, player_id=Bob, tally={p2=1}"])
        #expect(s.render(line(#"{"type":"room.something_new","room":"QWER","seq":2}"#)).isEmpty, "not a game's event: silent as before")
    }

    @Test func joiningMidRoundShowsTheRoundAndMyWord() {
        var s = TextModeSession(now: { 0 })
        let r = s.parse(line("join QWER Cy")).request!
        let lines = s.render(line(#"{"type":"ok","re":"\#(r.id!.description)","room":"QWER","player_id":"p3","snapshot":{"room":"QWER","host":"p1","members":[{"player_id":"p1","name":"Ann","role":"player","connected":true,"score":0}],"game":{"game":"odd_one_out","phase":"clues","round":1,"rounds":2,"category":"food","ends_at_ms":12000,"players":["p1","p3"],"clues":[{"player_id":"p1","text":"sweet"}],"my_word":"cake"}}}"#)).map { String($0.dropLast()) }
        #expect(lines.contains("A game is running: Odd One Out, round 1/2 (food, clues) (12s left)."))
        #expect(lines.contains("YOUR WORD: cake"))
        #expect(lines.contains("  Ann: sweet"))
    }
}
