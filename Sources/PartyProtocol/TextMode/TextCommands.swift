import PartyCore

/// The text-mode command table: name, usage, help line, and how to build the request.
enum TextCommands {
    enum Built: Sendable {
        case help
        case quit
        case send(String, [String: JSONValue])
        /// Send a request, but render its reply as the command `renderAs` (`settings` sends `room.snapshot`).
        case ask(String, [String: JSONValue], renderAs: String)
    }

    struct Command: Sendable {
        var usage: String
        var help: String
        var needsRoom: Bool
        var build: @Sendable (String, TextModeSession) -> Result<Built, TextUsageError>
    }

    static func send(_ type: String, _ params: [String: JSONValue] = [:]) -> Result<Built, TextUsageError> {
        .success(.send(type, params))
    }

    static func int(_ text: String, _ what: String) -> Result<Int, TextUsageError> {
        guard let n = Int(text) else { return .failure(TextUsageError("\(what) must be a number")) }
        return .success(n)
    }

    static let table: [String: Command] = {
        var t: [String: Command] = [:]
        t["help"] = Command(usage: "help", help: "help — this list", needsRoom: false) { _, _ in .success(.help) }
        t["?"] = t["help"]
        t["quit"] = Command(usage: "quit", help: "quit — disconnect (your seat waits for a resume; type leave first to give it up)", needsRoom: false) { _, _ in .success(.quit) }
        t["exit"] = t["quit"]
        t["create"] = Command(usage: "create NAME [in LANG]", help: "create NAME — open a new room (add 'in tr', 'in es' or 'in zh' for words in that language)", needsRoom: false) { rest, _ in
            let (name, lang) = contentLanguage(rest)
            guard !name.isEmpty else { return .failure(TextUsageError("a name is needed")) }
            return send("room.create", lang.map { ["name": .string(name), "lang": .string($0)] } ?? ["name": .string(name)])
        }
        t["lang"] = Command(usage: "lang en|tr|es|zh", help: "lang en|tr|es|zh — the language of the room's next games (host)", needsRoom: true) { rest, _ in
            rest.isEmpty ? .failure(TextUsageError("a language is needed: en, tr, es or zh")) : send("room.set_lang", ["lang": .string(contentLanguageCode(rest))])
        }
        t["join"] = Command(usage: "join CODE NAME", help: "join CODE NAME — join a room (add 'as audience' to watch)", needsRoom: false) { rest, _ in
            var (code, name) = TextModeSession.split(rest)
            guard !code.isEmpty, !name.isEmpty else { return .failure(TextUsageError("a room code and a name are needed")) }
            var role = "player"
            if name.lowercased().hasSuffix(" as audience") { name = String(name.dropLast(12)); role = "audience" }
            return send("room.join", ["room": .string(code), "name": .string(name), "role": .string(role)])
        }
        t["resume"] = Command(usage: "resume CODE TOKEN | resume", help: "resume CODE TOKEN — take your seat back after a drop; in a room, resume goes on with a paused game (host)",
                              needsRoom: false) { rest, s in
            if rest.isEmpty, s.inRoom { return send("game.resume") }
            let (code, token) = TextModeSession.split(rest)
            guard !code.isEmpty, !token.isEmpty else { return .failure(TextUsageError("a room code and your token are needed")) }
            return send("room.resume", ["room": .string(code), "token": .string(token)])
        }
        t["say"] = Command(usage: "say TEXT", help: "say TEXT — chat (any line that is not a command is chat too)", needsRoom: true) { rest, _ in
            rest.isEmpty ? .failure(TextUsageError("nothing to say")) : send("chat.send", ["text": .string(rest)])
        }
        t["who"] = Command(usage: "who", help: "who — list the room's members", needsRoom: true) { _, _ in send("room.snapshot") }
        t["leave"] = Command(usage: "leave", help: "leave — leave the room", needsRoom: true) { _, _ in send("room.leave") }
        t["kick"] = Command(usage: "kick NAME", help: "kick NAME — remove a member (host)", needsRoom: true) { rest, s in
            rest.isEmpty ? .failure(TextUsageError("a name or player id is needed")) : send("room.kick", ["player_id": .string(s.playerID(rest))])
        }
        t["host"] = Command(usage: "host NAME", help: "host NAME — hand the host role to a member (host)", needsRoom: true) { rest, s in
            rest.isEmpty ? .failure(TextUsageError("a name or player id is needed")) : send("room.transfer_host", ["player_id": .string(s.playerID(rest))])
        }
        t["lock"] = Command(usage: "lock I | lock room | unlock room", help: "lock I — hold die I (1 = first); lock room / unlock room (host)", needsRoom: true) { rest, _ in
            if rest.lowercased() == "room" { return send("room.lock", ["locked": .bool(true)]) }
            return int(rest, "the die number").map { .send("dice.lock", ["index": .int($0 - 1), "locked": .bool(true)]) }
        }
        t["unlock"] = Command(usage: "unlock I | unlock room", help: "unlock I — release die I", needsRoom: true) { rest, _ in
            if rest.lowercased() == "room" { return send("room.lock", ["locked": .bool(false)]) }
            return int(rest, "the die number").map { .send("dice.lock", ["index": .int($0 - 1), "locked": .bool(false)]) }
        }
        t["end"] = Command(usage: "end", help: "end — end your dice turn", needsRoom: true) { _, _ in send("dice.end_turn") }
        t["flip"] = Command(usage: "flip", help: "flip — flip a coin", needsRoom: true) { _, _ in send("coin.flip") }
        t["spin"] = Command(usage: "spin WHEEL", help: "spin WHEEL — spin a wheel by name or id", needsRoom: true) { rest, _ in
            rest.isEmpty ? .failure(TextUsageError("a wheel name or id is needed")) : send("wheel.spin", ["wheel": .string(rest)])
        }
        t["wheels"] = Command(usage: "wheels", help: "wheels — list the wheels you can spin", needsRoom: true) { _, _ in send("wheel.list") }
        t["wheel"] = Command(usage: "wheel NAME: A, B*3, C", help: "wheel NAME: A, B*3 — make a wheel (*N = weight)", needsRoom: true) { rest, _ in
            guard let colon = rest.firstIndex(of: ":") else { return .failure(TextUsageError("write the name, a colon, then options")) }
            let name = String(rest[..<colon]).trimmingCharacters(in: .whitespaces)
            var options: [JSONValue] = []
            for (i, part) in rest[rest.index(after: colon)...].split(separator: ",").enumerated() {
                let item = part.trimmingCharacters(in: .whitespaces)
                if let star = item.lastIndex(of: "*"), case let digits = item[item.index(after: star)...].trimmingCharacters(in: .whitespaces),
                   !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) {
                    // A weight too large for an integer is out of range too, not part of the label.
                    guard let w = Int(digits), Wheel.weightRange.contains(w) else {
                        return .failure(TextUsageError("option \(i + 1): the weight must be a whole number from "
                                                       + "\(Wheel.weightRange.lowerBound) to \(Wheel.weightRange.upperBound)"))
                    }
                    options.append(.object(["label": .string(String(item[..<star]).trimmingCharacters(in: .whitespaces)), "weight": .int(w)]))
                } else {
                    options.append(.object(["label": .string(item), "weight": .int(1)]))
                }
            }
            return send("wheel.create", ["name": .string(name), "options": .array(options)])
        }
        t["stop"] = Command(usage: "stop", help: "stop — stop the game (host)", needsRoom: true) { _, _ in send("game.stop") }
        t["pause"] = Command(usage: "pause", help: "pause — pause the game and its timers (host); resume goes on", needsRoom: true) { _, _ in
            send("game.pause")
        }
        t["seed"] = Command(usage: "seed TEXT", help: "seed TEXT — set the room's client seed for fair randomness (no spaces)", needsRoom: true) { rest, _ in
            rest.isEmpty ? .failure(TextUsageError("a seed is needed")) : send("fair.client_seed", ["seed": .string(rest)])
        }
        t["ping"] = Command(usage: "ping", help: "ping — check the connection", needsRoom: false) { _, _ in send("ping") }
        addGameCommands(to: &t)
        addNightCommands(to: &t)
        addModerationCommands(to: &t)
        for game in TextGames.all.reversed() { t.merge(game.commands) { _, firstRegistered in firstRegistered } }
        return t
    }()

    /// The command named `name` (lower-cased): the running game's own when it has one by that
    /// name (`vote` in Odd One Out), else the table's (where the first registered game's wins).
    static func command(_ name: String, running game: String?) -> Command? {
        if let game, let own = TextGames.named(game)?.commands[name] { return own }
        return table[name]
    }

    static func helpLines(inRoom: Bool) -> [String] {
        let order = ["create", "join", "resume", "say", "who", "leave", "kick", "host", "lock", "unlock", "lang", "word", "start", "stop", "pause",
                     "guess", "pass", "correct", "vote", "question", "history", "clue", "accuse", "roll", "dice", "end", "flip", "wheel", "wheels",
                     "spin", "seed", "rotate", "night", "rsvp", "queue", "next", "scores", "settings", "mod", "moderate", "ban", "bans",
                     "unban", "approve", "reject", "ping", "quit"]
        var lines = ["Commands (one per line):"]
        for name in order { if let c = table[name] { lines.append("  " + c.help) } }
        lines.append(inRoom ? "Any other line is sent to the room as chat." : "Start with: create YOURNAME  or  join CODE YOURNAME")
        return lines
    }
}
