import PartyCore

/// Odd One Out in text mode: `start odd [CATEGORY] [ROUNDS]`, `clue TEXT`, `vote NAME` (or
/// `accuse NAME`; the commands are declared by the game's wire), and its rounds as lines. A player's word reaches only them (`odd.word`).
enum OddOneOutText: TextGame {
    static let id = OddOneOut.id
    static let aliases = ["odd", "oddone"]
    static let startUsage = "start odd [CATEGORY] [ROUNDS]"

    /// `[CATEGORY] [ROUNDS]`: a number is the number of rounds, a word the category.
    static func startParams(_ words: [String]) -> Result<[String: JSONValue], TextUsageError> {
        var params: [String: JSONValue] = [:]
        for word in words {
            if let rounds = Int(word) { params["rounds"] = .int(rounds) } else { params["category"] = .string(word) }
        }
        return .success(params)
    }

    static func render(_ type: String, _ v: TextFields, in s: inout TextModeSession) -> [String]? {
        switch type {
        case "odd.round_started":
            let players = v.strings("players").map { s.name($0) }
            return ["* Odd One Out, round \(v.int("round") ?? 1)/\(v.int("rounds") ?? 1) (\(v.string("category") ?? "?")): "
                    + "\(players.joined(separator: ", ")). Everyone has the same word but one. Give one clue: clue TEXT"]
        case "odd.word":
            return ["YOUR WORD: \(v.string("word") ?? "?") — one player has a different word; is it you?"]
        case "odd.clue_given":
            return ["* \(s.name(v.string("player_id")))'s clue: \(v.string("text") ?? "") (\(v.int("clues_in") ?? 0)/\(v.int("cluers") ?? 0))"]
        case "odd.voting":
            return ["* Clues are in. Who has the odd word? Type vote NAME."]
        case "odd.vote_cast": return ["* votes: \(v.int("votes_in") ?? 0)/\(v.int("voters") ?? 0)"]
        case "odd.round_ended":
            let odd = v.string("odd_player").map { s.name($0) } ?? "gone"
            let verdict = v.string("odd_player") == nil ? "left the room" : v.bool("caught") == true ? "caught!" : "not caught"
            let points = v.array("points").map { "\(s.name($0.string("player_id"))) +\($0.int("score") ?? 0)" }
            return ["* The odd one was \(odd) (\(verdict)): the word was '\(v.string("common_word") ?? "?")', theirs '\(v.string("odd_word") ?? "?")'."
                    + (points.isEmpty ? "" : " Points: " + points.joined(separator: ", "))]
        case "odd.game_over":
            let board = v.array("scoreboard").map { "\(s.name($0.string("player_id"))) \($0.int("score") ?? 0)" }
            return ["* Game over. Scores: " + board.joined(separator: ", ")]
        default: return nil
        }
    }

    static func renderSnapshot(_ g: TextFields, left: String, in s: inout TextModeSession) -> [String] {
        var lines = ["A game is running: Odd One Out, round \(g.int("round") ?? 1)/\(g.int("rounds") ?? 1) (\(g.string("category") ?? "?"), \(g.string("phase") ?? "?"))\(left)."]
        if let word = g.string("my_word") { lines.append("YOUR WORD: \(word)") }
        for clue in g.array("clues") { lines.append("  \(s.name(clue.string("player_id"))): \(clue.string("text") ?? "")") }
        return lines
    }
}
