import PartyCore

/// Guess or Pass in text mode: `start gop [CATEGORY] [SECONDS] [classic]`, `guess`, `pass`,
/// `correct` (`guess` and `word` from the game's wire), and its cards and rounds as lines.
enum GuessOrPassText: TextGame {
    static let id = GuessOrPass.id
    static let aliases = ["gop", "guess"]
    static let startUsage = "start gop [CATEGORY] [SECONDS] [classic]"

    /// `[CATEGORY] [SECONDS] [classic|secret]`: the category, the round length and the mode.
    static func startParams(_ words: [String]) -> Result<[String: JSONValue], TextUsageError> {
        var params: [String: JSONValue] = [:]
        for word in words {
            if let seconds = Int(word) {
                params["round_seconds"] = .int(seconds)
            } else if word == "classic" || word == "secret" {
                params["mode"] = .string(word)
            } else {
                params["category"] = .string(word)
            }
        }
        return .success(params)
    }

    /// `pass` and `correct` name the card in play (`guess` and `word` are declared by the game's wire).
    static let customCommands: [String: TextCommands.Command] = [
        "pass": .init(usage: "pass", help: "pass — skip the current card (guesser or clue-giver)", needsRoom: true) { _, s in
            guard let i = s.cardIndex else { return .failure(TextUsageError("there is no card in play")) }
            return TextCommands.send("gop.pass", ["index": .int(i)])
        },
        "correct": .init(usage: "correct", help: "correct — the guesser said the word (clue-givers, and the guesser in classic mode)", needsRoom: true) { _, s in
            guard let i = s.cardIndex else { return .failure(TextUsageError("there is no card in play")) }
            if s.cardHidden { return .failure(TextUsageError("the guesser never saw the word, so only clue-givers say correct: type guess WORD, or pass")) }
            return TextCommands.send("gop.correct", ["index": .int(i)])
        },
    ]

    static func render(_ type: String, _ v: TextFields, in s: inout TextModeSession) -> [String]? {
        switch type {
        case "gop.countdown":
            let mine = v.string("guesser") == s.me
            return ["* Guess or Pass: \(mine ? "you guess" : s.name(v.string("guesser")) + " guesses") next (\(v.string("category") ?? "mixed")). Get ready!"]
        case "gop.round_started":
            let mine = v.string("guesser") == s.me
            let guesserLine = s.classicMode
                ? "You are the guesser and you see the word (classic): the room acts it out; type correct when you say it, or pass."
                : "You are the guesser: type guess WORD, or pass."
            return ["* Round started! \(mine ? guesserLine : "Give clues; type correct when it is guessed, or pass.")"]
        case "gop.card":
            s.cardIndex = v.int("index")
            s.cardHidden = false
            return ["CARD \((v.int("index") ?? 0) + 1): \(v.string("word") ?? "?")"]
        case "gop.card_hidden":
            s.cardIndex = v.int("index")
            s.cardHidden = true
            return ["CARD \((v.int("index") ?? 0) + 1): [hidden] — guess WORD"]
        case "gop.card_resolved":
            return ["* \(v.string("word") ?? "?"): \(v.string("outcome") == "correct" ? "correct!" : "passed")"]
        case "gop.guess_missed": return ["* \(s.name(v.string("player_id"))) guessed '\(v.string("text") ?? "")' — not it"]
        case "gop.round_ended":
            s.cardIndex = nil
            var line = "* Round over: \(s.name(v.string("guesser"))) scored \(v.int("score") ?? 0)"
            if v.bool("new_best") == true { line += " — a new best!" }
            return [line]
        case "gop.game_over":
            let board = v.array("scoreboard").map { "\(s.name($0.string("player_id"))) \($0.int("score") ?? 0)" }
            return ["* Game over. Scores: " + board.joined(separator: ", ")]
        default: return nil
        }
    }

    static func renderSnapshot(_ g: TextFields, left: String, in s: inout TextModeSession) -> [String] {
        s.classicMode = g.string("mode") == "classic"
        let mode = s.classicMode ? ", classic" : ""
        var lines = ["A game is running: Guess or Pass, round \(g.int("round") ?? 1), \(s.name(g.string("guesser"))) guesses (\(g.string("category") ?? "mixed")\(mode))\(left)."]
        if let card = g.object("current_card"), let index = card.int("index") {
            s.cardIndex = index
            s.cardHidden = card.string("word") == nil
            lines.append("CARD \(index + 1): \(card.string("word") ?? "[hidden] — guess WORD")")
        }
        return lines
    }
}
