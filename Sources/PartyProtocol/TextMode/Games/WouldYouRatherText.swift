import Foundation
import PartyCore

/// Would You Rather in text mode: `start wyr [CATEGORY...] [vote S] [results S]`, `vote a|b`,
/// `history`, `question A | B`, and its questions and results as lines.
enum WouldYouRatherText: TextGame {
    static let id = WouldYouRather.id
    static let aliases = ["wyr", "would"]
    static let startUsage = "start wyr [CATEGORY...] [vote SECONDS] [results SECONDS]"
    static let startHelp = "start wyr [CATEGORY...] [vote S] [results S]"

    /// `[CATEGORY...] [vote SECONDS] [results SECONDS]`.
    static func startParams(_ words: [String]) -> Result<[String: JSONValue], TextUsageError> {
        var params: [String: JSONValue] = [:]
        var categories: [JSONValue] = []
        var rest = words[...]
        while let word = rest.popFirst() {
            if word == "vote" || word == "results" {
                guard let seconds = rest.popFirst().flatMap({ Int($0) }) else {
                    return .failure(TextUsageError("'\(word)' needs a number of seconds, e.g. \(word) 30"))
                }
                params[word + "_seconds"] = .int(seconds)
            } else {
                categories.append(.string(word))
            }
        }
        if !categories.isEmpty { params["categories"] = .array(categories) }
        return .success(params)
    }

    /// `question A | B [| CATEGORY]`: two answers in one line (`vote` and `history` are declared by the game's wire).
    static let customCommands: [String: TextCommands.Command] = [
        "question": .init(usage: "question A | B [| CATEGORY]", help: "question A | B — add your own Would You Rather question", needsRoom: true) { rest, _ in
            let parts = rest.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2 || parts.count == 3, !parts[0].isEmpty, !parts[1].isEmpty else {
                return .failure(TextUsageError("write both options with a | between them"))
            }
            var params: [String: JSONValue] = ["a": .string(parts[0]), "b": .string(parts[1])]
            if parts.count == 3, !parts[2].isEmpty { params["category"] = .string(parts[2].lowercased()) }
            return TextCommands.send("wyr.add", params)
        },
    ]

    static func render(_ type: String, _ v: TextFields, in s: inout TextModeSession) -> [String]? {
        switch type {
        case "wyr.question":
            return ["Would you rather… A) \(v.string("a") ?? "")  or  B) \(v.string("b") ?? "")?  (vote a / vote b)"]
        case "wyr.vote_cast": return ["* votes: \(v.int("votes_in") ?? 0)/\(v.int("voters") ?? 0)"]
        case "wyr.results":
            return ["* Results: A \(v.int("a_votes") ?? 0) (\(v.int("a_pct") ?? 0)%)  B \(v.int("b_votes") ?? 0) (\(v.int("b_pct") ?? 0)%)"]
        case "wyr.game_over": return ["* Would You Rather is over."]
        case "wyr.question_added":
            return ["* \(s.name(v.string("player_id"))) added a question (\(v.int("queued") ?? 1) waiting)."]
        default: return nil
        }
    }

    static func renderSnapshot(_ g: TextFields, left: String, in s: inout TextModeSession) -> [String] {
        var lines = ["A game is running: Would You Rather, round \(g.int("round") ?? 1)\(left)."]
        if let q = g.object("question"), g.string("phase") == "voting" {
            lines.append("Would you rather… A) \(q.string("a") ?? "")  or  B) \(q.string("b") ?? "")?  (vote a / vote b)")
        }
        return lines
    }
}
