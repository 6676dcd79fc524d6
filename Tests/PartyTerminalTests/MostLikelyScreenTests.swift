import PartyProtocol
import Testing
@testable import PartyTerminal

/// Most Likely To in the terminal client: the prompt, number keys that vote for another player
/// (never oneself), only my own vote held, the tally in the chat, the standings at the end.
@Suite struct MostLikelyScreenTests {
    /// Alice (p1, me), Bob (p2) and Dan (p4) play; Cleo (p3) is in the audience.
    func prompted() -> ClientState {
        var s = seatedState()
        s.apply(#"{"type":"room.player_joined","player_id":"p4","name":"Dan","role":"player"}"#,
                #"{"type":"game.started","game":"most_likely","options":{"rounds":2}}"#,
                #"{"type":"ml.prompt","round":1,"rounds":2,"prompt_id":"en-ml-ev-01","text":"Who is most likely to nap?","ends_at_ms":60000}"#)
        return s
    }

    @Test func theRegistryFindsTheScreen() {
        #expect(GameScreens.screen(forID: "most_likely") == MostLikelyScreen.self)
        #expect(GameScreens.type(handling: "ml.results", running: nil) == MostLikelyScreen.self)
    }

    @Test func numberKeysVoteForAnotherPlayerNeverOneself() throws {
        var s = prompted()
        let ml = try #require(s.game?.as(MostLikelyScreen.self))
        #expect(ml.ballot.players == ["p1", "p2", "p4"], "the audience neither votes nor is voted for")
        #expect(screen(s).contains("Who is most likely to nap?"))
        var mine = ml
        #expect(mine.hotKey(.char("1"), client: s) == nil, "key 1 is me: no vote")
        #expect(s.reduce(key: .char("2"), now: 0) == [.send("ml.vote", ["player_id": .string("p2")])])
        #expect(s.game?.as(MostLikelyScreen.self)?.ballot.myVote == "p2")
        #expect(s.type("/vote dan") == [.send("ml.vote", ["player_id": .string("p4")])])
        s.apply(#"{"type":"ml.vote_cast","votes_in":2,"voters":3}"#)
        #expect(screen(s).contains("votes 2/3"))
    }

    @Test func theTallyGoesToTheChatAndTheStandingsEndTheGame() {
        var s = prompted()
        s.apply(#"{"type":"ml.results","round":1,"prompt_id":"a","tally":[{"player_id":"p2","votes":2},{"player_id":"p1","votes":1}],"most":["p2"],"next_round_at_ms":90000}"#)
        #expect(s.chat.contains { $0.text == "Most likely: Bob" })
        #expect(screen(s).contains("Bob: 2"))
        s.apply(#"{"type":"ml.game_over","standings":[{"player_id":"p2","name":"Bob","times_most":1},{"player_id":"p1","name":"Alice","times_most":0}]}"#,
                #"{"type":"game.stopped","game":"most_likely","reason":"completed"}"#)
        #expect(s.game == nil)
        #expect(s.chat.contains { $0.text == "Game over (times most likely): Bob 1 · Alice 0" })
    }

    @Test func aSnapshotMidVoteRestoresTheScreenInEveryLanguage() {
        for language in Language.allCases {
            var s = ClientState(language: language)
            s.enterRoom(frame(#"""
            {"type":"ok","re":1,"room":"ABCD","player_id":"p1","snapshot":{"room":"ABCD","host":"p1","members":[
             {"player_id":"p1","name":"Alice","role":"player","connected":true,"score":0}],
             "game":{"game":"most_likely","phase":"voting","round":2,"rounds":3,"prompt_id":"x","text":"Who is most likely to sing?",
                     "players":["p1","p2","p3"],"votes_in":1,"voters":3,"my_vote":"p2","standings":[]}}}
            """#), now: 0)
            #expect(s.game?.as(MostLikelyScreen.self)?.ballot.myVote == "p2")
            #expect(screen(s).contains("Who is most likely to sing?"), "\(language)")
            #expect(MostLikelyScreen.text(.help, language) != MostLikelyScreen.text(.help, .en) || language == .en)
        }
    }
}
