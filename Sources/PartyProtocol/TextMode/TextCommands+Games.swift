import Foundation

extension TextCommands {
    /// Game, dice and fairness commands: starting games with options, playing them, custom
    /// questions, the dice table's mode and the fair seed.
    static func addGameCommands(to t: inout [String: Command]) {
        t["roll"] = Command(usage: "roll [N] [dSIDES] | roll NdS", help: "roll [N] [dSIDES] — roll dice (roll 3 d20, roll 3d20)", needsRoom: true) { rest, _ in
            diceParams(rest).map { .send("dice.roll", $0) }
        }
        t["dice"] = Command(usage: "dice turns [N] [dSIDES] | dice free", help: "dice turns [N] [dSIDES] | dice free — the dice table's mode (host)", needsRoom: true) { rest, _ in
            let (mode, size) = TextModeSession.split(rest)
            guard ["turns", "free"].contains(mode.lowercased()) else { return .failure(TextUsageError("dice turns or dice free")) }
            return diceParams(size).map { .send("dice.config", $0.merging(["mode": .string(mode.lowercased())]) { $1 }) }
        }
        t["guess"] = Command(usage: "guess WORD", help: "guess WORD — guess the hidden word (guesser)", needsRoom: true) { rest, _ in
            rest.isEmpty ? .failure(TextUsageError("a guess is needed")) : send("gop.guess", ["text": .string(rest)])
        }
        t["pass"] = Command(usage: "pass", help: "pass — skip the current card (guesser or clue-giver)", needsRoom: true) { _, s in
            guard let i = s.cardIndex else { return .failure(TextUsageError("there is no card in play")) }
            return send("gop.pass", ["index": .int(i)])
        }
        t["correct"] = Command(usage: "correct", help: "correct — the guesser said the word (clue-givers, and the guesser in classic mode)", needsRoom: true) { _, s in
            guard let i = s.cardIndex else { return .failure(TextUsageError("there is no card in play")) }
            if s.cardHidden { return .failure(TextUsageError("the guesser never saw the word, so only clue-givers say correct: type guess WORD, or pass")) }
            return send("gop.correct", ["index": .int(i)])
        }
        t["start"] = Command(usage: "start gop [CATEGORY] [SECONDS] [classic] | start wyr [CATEGORY...] [vote SECONDS] [results SECONDS]",
                             help: "start gop [CATEGORY] [SECONDS] [classic] | start wyr [CATEGORY...] [vote S] [results S] — start a game (host; classic: the guesser sees the word)",
                             needsRoom: true) { rest, _ in
            let (game, options) = TextModeSession.split(rest)
            switch game.lowercased() {
            case "gop", "guess": return startGuessOrPass(options)
            case "wyr", "would": return startWouldYouRather(options)
            default: return .failure(TextUsageError("start gop or start wyr"))
            }
        }
        t["question"] = Command(usage: "question A | B [| CATEGORY]", help: "question A | B — add your own Would You Rather question", needsRoom: true) { rest, _ in
            let parts = rest.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2 || parts.count == 3, !parts[0].isEmpty, !parts[1].isEmpty else {
                return .failure(TextUsageError("write both options with a | between them"))
            }
            var params: [String: JSONValue] = ["a": .string(parts[0]), "b": .string(parts[1])]
            if parts.count == 3, !parts[2].isEmpty { params["category"] = .string(parts[2].lowercased()) }
            return send("wyr.add", params)
        }
        t["rotate"] = Command(usage: "rotate", help: "rotate (or reveal) — reveal the fair server seed and commit a new one (host)", needsRoom: true) { _, _ in
            send("fair.rotate")
        }
        t["reveal"] = t["rotate"]
    }

    /// `[N] [dSIDES]` or `NdSIDES` as `count`/`sides` parameters.
    static func diceParams(_ text: String) -> Result<[String: JSONValue], TextUsageError> {
        var params: [String: JSONValue] = [:]
        for part in text.lowercased().split(separator: " ") {
            let pieces = part.split(separator: "d", omittingEmptySubsequences: false)
            if pieces.count == 2, let s = Int(pieces[1]), pieces[0].isEmpty || Int(pieces[0]) != nil {
                params["sides"] = .int(s)
                if let n = Int(pieces[0]) { params["count"] = .int(n) }
            } else if let n = Int(part) {
                params["count"] = .int(n)
            } else {
                return .failure(TextUsageError("'\(part)' is not a number of dice, dSIDES or NdSIDES"))
            }
        }
        return .success(params)
    }

    /// `start gop [CATEGORY] [SECONDS] [classic|secret]`: the category, the round length and the mode.
    static func startGuessOrPass(_ options: String) -> Result<Built, TextUsageError> {
        var params: [String: JSONValue] = ["game": .string("guess_or_pass")]
        for word in options.lowercased().split(separator: " ").map(String.init) {
            if let seconds = Int(word) {
                params["round_seconds"] = .int(seconds)
            } else if word == "classic" || word == "secret" {
                params["mode"] = .string(word)
            } else {
                params["category"] = .string(word)
            }
        }
        return send("game.start", params)
    }

    /// `start wyr [CATEGORY...] [vote SECONDS] [results SECONDS]`.
    static func startWouldYouRather(_ options: String) -> Result<Built, TextUsageError> {
        var params: [String: JSONValue] = ["game": .string("would_you_rather")]
        var categories: [JSONValue] = []
        var words = options.lowercased().split(separator: " ").map(String.init)[...]
        while let word = words.popFirst() {
            if word == "vote" || word == "results" {
                guard let seconds = words.popFirst().flatMap({ Int($0) }) else {
                    return .failure(TextUsageError("'\(word)' needs a number of seconds, e.g. \(word) 30"))
                }
                params[word + "_seconds"] = .int(seconds)
            } else {
                categories.append(.string(word))
            }
        }
        if !categories.isEmpty { params["categories"] = .array(categories) }
        return send("game.start", params)
    }
}
