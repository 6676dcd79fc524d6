import PartyCore

/// Most Likely To in text mode: `start ml [ROUNDS]`, `vote NAME` and the host's `prompt TEXT`
/// (both declared by the game's wire), and its rounds as lines. Nobody's vote is ever shown.
enum MostLikelyText: TextGame {
    static let id = MostLikely.id
    static let aliases = ["ml", "likely", "mostlikely"]
    static let startUsage = "start ml [ROUNDS] [CATEGORY]"

    /// `[ROUNDS] [CATEGORY]`: a number is the number of rounds, a word the category.
    static func startParams(_ words: [String]) -> Result<[String: JSONValue], TextUsageError> {
        var params: [String: JSONValue] = [:]
        for word in words {
            if let rounds = Int(word) { params["rounds"] = .int(rounds) } else { params["category"] = .string(word) }
        }
        return .success(params)
    }

    static func render(_ type: String, _ v: TextFields, in s: inout TextModeSession) -> [String]? {
        switch type {
        case "ml.prompt":
            return ["* Most Likely To, round \(v.int("round") ?? 1)/\(v.int("rounds") ?? 1): \(v.string("text") ?? "?") "
                    + "Type vote NAME (not yourself)."]
        case "ml.vote_cast":
            return ["* votes: \(v.int("votes_in") ?? 0)/\(v.int("voters") ?? 0)"]
        case "ml.results":
            let most = v.strings("most").map { s.name($0) }
            let tally = v.array("tally").map { "\(s.name($0.string("player_id"))) \($0.int("votes") ?? 0)" }
            return [most.isEmpty ? "* Nobody voted." : "* Most likely: \(most.joined(separator: " and ")). Votes: \(tally.joined(separator: ", "))"]
        case "ml.game_over":
            let standings = v.array("standings").map { "\($0.string("name") ?? s.name($0.string("player_id"))) \($0.int("times_most") ?? 0)" }
            return ["* Game over. Times most likely: " + standings.joined(separator: ", ")]
        case "ml.prompt_added":
            return ["* \(s.name(v.string("player_id"))) added a prompt (\(v.int("count") ?? 0) of the room's own)."]
        default: return nil
        }
    }

    static func renderSnapshot(_ g: TextFields, left: String, in s: inout TextModeSession) -> [String] {
        var lines = ["A game is running: Most Likely To, round \(g.int("round") ?? 1)/\(g.int("rounds") ?? 1) (\(g.string("phase") ?? "?"))\(left)."]
        if g.string("phase") == "voting", let text = g.string("text") { lines.append("  \(text)") }
        if let mine = g.string("my_vote") { lines.append("  Your vote: \(s.name(mine))") }
        return lines
    }
}
