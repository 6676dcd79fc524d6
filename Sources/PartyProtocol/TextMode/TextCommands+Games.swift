import Foundation

extension TextCommands {
    /// Game, dice and fairness commands: starting games with options, the dice table's mode and
    /// the fair seed. (Each game's own commands are in its ``TextGame``.)
    static func addGameCommands(to t: inout [String: Command]) {
        t["roll"] = Command(usage: "roll [N] [dSIDES] | roll NdS", help: "roll [N] [dSIDES] — roll dice (roll 3 d20, roll 3d20)", needsRoom: true) { rest, _ in
            diceParams(rest).map { .send("dice.roll", $0) }
        }
        t["dice"] = Command(usage: "dice turns [N] [dSIDES] | dice free", help: "dice turns [N] [dSIDES] | dice free — the dice table's mode (host)", needsRoom: true) { rest, _ in
            let (mode, size) = TextModeSession.split(rest)
            guard ["turns", "free"].contains(mode.lowercased()) else { return .failure(TextUsageError("dice turns or dice free")) }
            return diceParams(size).map { .send("dice.config", $0.merging(["mode": .string(mode.lowercased())]) { $1 }) }
        }
        t["start"] = Command(usage: TextGames.all.map { $0.startUsage }.joined(separator: " | ") + " | start GAME key=value...",
                             help: TextGames.all.map { $0.startHelp }.joined(separator: " | ") + " — start a game (host; classic: the guesser sees the word)",
                             needsRoom: true) { rest, _ in
            start(rest)
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
}
