@testable import PartyTerminal

/// States for the rendered-screen tests, one per game.
enum ScreenFixtures {
    /// Alice gives clues; the word is "lion"; one card resolved; 42 s left.
    static func gopClueGiver() -> ClientState {
        var s = seatedState()
        s.apply(#"{"type":"game.started","game":"guess_or_pass","options":{}}"#,
                #"{"type":"gop.round_started","guesser":"p2","category":"animals","round":1,"ends_at_ms":60000,"duration_ms":60000}"#,
                #"{"type":"gop.card","index":0,"word":"tiger"}"#,
                #"{"type":"gop.card_resolved","index":0,"word":"tiger","outcome":"correct","by":"p1"}"#,
                #"{"type":"gop.card","index":1,"word":"lion"}"#,
                #"{"type":"gop.guess_missed","player_id":"p2","text":"cat"}"#)
        return s
    }

    /// Alice is the guesser; the card is hidden.
    static func gopGuesser() -> ClientState {
        var s = seatedState()
        s.apply(#"{"type":"game.started","game":"guess_or_pass","options":{}}"#,
                #"{"type":"gop.round_started","guesser":"p1","category":"food","round":2,"ends_at_ms":30000,"duration_ms":60000}"#,
                #"{"type":"gop.card_hidden","index":3}"#, now: -30_000)  // the round began 30 s before the screen
        return s
    }

    /// A Would You Rather question, Alice voted A.
    static func wyrVoting() -> ClientState {
        var s = seatedState()
        s.apply(#"{"type":"game.started","game":"would_you_rather","options":{}}"#,
                #"{"type":"wyr.question","question_id":"q1","a":"Be able to fly","b":"Be invisible","round":1,"ends_at_ms":20000}"#,
                #"{"type":"wyr.vote_cast","player_id":"p2","votes_in":1,"voters":2}"#)
        _ = s.reduce(key: .char("a"), now: 0)
        return s
    }

    /// Would You Rather results.
    static func wyrResults() -> ClientState {
        var s = wyrVoting()
        s.apply(#"{"type":"wyr.results","question_id":"q1","a":"Be able to fly","b":"Be invisible","a_votes":2,"b_votes":1,"a_pct":66.7,"b_pct":33.3,"audience":{"a_votes":1,"b_votes":0},"all_time":{"a_votes":120,"b_votes":80},"next_question_at_ms":5000}"#)
        return s
    }

    /// Bob rolled 3d6; the third die spins until 900 ms, the second is locked.
    static func dice() -> ClientState {
        var s = seatedState()
        s.apply(#"{"type":"dice.rolled","player_id":"p2","mode":"turns","sides":6,"dice":[{"value":4,"locked":false,"delay_ms":0,"duration_ms":500},{"value":2,"locked":true,"delay_ms":0,"duration_ms":0},{"value":6,"locked":false,"delay_ms":300,"duration_ms":600}],"total":12,"nonce":1}"#,
                #"{"type":"dice.turn","player_id":"p2"}"#)
        return s
    }

    /// Two wheels and a spin of "Lunch" that lands on "sushi" (received at 0 ms).
    static func wheel() -> ClientState {
        var s = seatedState()
        _ = s.reduce(reply: frame(#"{"type":"ok","re":2,"wheels":[{"wheel_id":"w1","name":"Lunch","owner":"p1","options":[{"label":"pizza","weight":1},{"label":"sushi","weight":1},{"label":"tacos","weight":2}]},{"wheel_id":"w2","name":"Who cooks","owner":"p2","options":[{"label":"Alice","weight":1},{"label":"Bob","weight":1}]}]}"#), to: "wheel.list", now: 0)
        s.apply(#"{"type":"wheel.spun","player_id":"p1","wheel_id":"w1","name":"Lunch","options":[{"label":"pizza","weight":1},{"label":"sushi","weight":1},{"label":"tacos","weight":2}],"index":1,"label":"sushi","angle_deg":135.0,"turns":4}"#)
        return s
    }

    /// Bob flipped tails (received at 0 ms, 5 spins).
    static func coin() -> ClientState {
        var s = seatedState()
        s.apply(#"{"type":"coin.flipped","player_id":"p2","side":"tails","spins":5}"#)
        return s
    }
}
