import PartyCore
import PartyProtocol

extension ClientState {
    /// Runs a `/command` typed at the input line.
    mutating func command(_ line: String) -> [ClientEffect] {
        let words = line.dropFirst().split(separator: " ").map(String.init)
        guard let head = words.first?.lowercased() else { return [] }
        let args = Array(words.dropFirst())
        let rest = args.joined(separator: " ")
        // The running game's own commands first (Odd One Out's /vote NAME), then the client's.
        if let effects = game?.screen.command(head, args, client: self) { return effects }
        if let effects = moderationCommand(head, args) { return effects }
        switch head {
        case "quit", "exit", "q": return [.quit]
        case "leave": return [.leave]
        case "help", "?": overlay = .help
        case "qr", "link": if joinURL != nil { overlay = .joinQR }
        case "start": return start(args)
        case "night", "queue", "unqueue", "move", "next", "auto", "scores": return nightCommand(head, args, line: line)
        case "stop": return [.send("game.stop", [:])]
        case "pause": return [.send("game.pause", [:])]
        case "resume": return [.send("game.resume", [:])]
        case "correct", "pass":
            guard let card = game?.as(GopState.self)?.card else { return usage("/\(head) (during a round)") }
            // A secret-mode guesser never saw the word: they pass or type a guess, clue-givers mark it correct.
            if head == "correct" && isBlindGuesser { append(ChatEntry(.error, t(.sysGuesserNoCorrect))); return [] }
            return [.send("gop.\(head)", ["index": .int(card.index)])]
        case "say":
            // Chat even where plain text means something else (the guesser's guesses).
            guard !rest.isEmpty else { return usage("/say TEXT") }
            return [.request("chat.send", ["text": .string(rest)])]
        case "guess":
            guard !rest.isEmpty else { return usage("/guess WORD") }
            return [.send("gop.guess", ["text": .string(rest)])]
        case "vote":
            guard let c = args.first?.lowercased(), c == "a" || c == "b" else { return usage("/vote a|b") }
            return vote(c)
        case "history": return [.request("wyr.history", [:])]
        case "roll": return roll(args)
        case "lock":
            guard let n = args.first.flatMap({ Int($0) }), n >= 1 else { return usage("/lock N") }
            let locked = dice.faces.indices.contains(n - 1) ? !dice.faces[n - 1].locked : true
            return [.send("dice.lock", ["index": .int(n - 1), "locked": .bool(locked)])]
        case "end": return [.send("dice.end_turn", [:])]
        case "dice":
            // /dice turns [N] [dS] | /dice free — the host sets the table's mode.
            guard let mode = args.first?.lowercased(), mode == "turns" || mode == "free" else { return usage("/dice turns [N] [dS] | /dice free") }
            guard case let .send(_, roll)? = self.roll(Array(args.dropFirst())).first else { return [] }
            return [.send("dice.config", roll.merging(["mode": .string(mode)]) { $1 })]
        case "flip": return [.send("coin.flip", [:])]
        case "spin":
            guard !rest.isEmpty else { return usage("/spin NAME (see /wheels)") }
            // Unknown here (the list may be stale): let the server find it by name or id.
            guard let wheel = findWheel(rest) else { return [.send("wheel.spin", ["wheel": .string(rest)])] }
            return [.send("wheel.spin", ["wheel_id": .string(wheel.id)])]
        case "wheels": pane = .wheel; return [.request("wheel.list", [:])]
        case "wheel": return wheelCommand(args)
        case "kick":
            guard let id = findPerson(rest) else { return usage("/kick NAME") }
            return [.send("room.kick", ["player_id": .string(id)])]
        case "host":
            guard let id = findMember(rest) else { return usage("/host NAME") }
            return [.send("room.transfer_host", ["player_id": .string(id)])]
        case "lockroom":
            return [.send("room.lock", ["locked": .bool(args.first?.lowercased() != "off")])]
        case "word":
            guard !rest.isEmpty else { return usage("/word WORD (host: a custom Guess or Pass word)") }
            return [.send("gop.add", ["word": .string(rest)])]
        case "lang":
            let codes = ["en", "tr", "es", "zh-Hans"]
            guard let code = codes.first(where: { $0.lowercased() == args.first?.lowercased() }) else {
                return usage("/lang " + codes.joined(separator: "|"))
            }
            return [.send("room.set_lang", ["lang": .string(code)])]
        default:
            if let effects = GenericGameScreen.genericCommand(head, args) { return effects }
            append(ChatEntry(.error, t(.sysUnknownCommand, "/" + head)))
        }
        return []
    }

    private mutating func usage(_ text: String) -> [ClientEffect] {
        append(ChatEntry(.error, t(.sysUsage, text)))
        return []
    }

    mutating func start(_ args: [String]) -> [ClientEffect] {
        switch args.first?.lowercased() {
        case "gop", "guess", "guess_or_pass":
            var params: [String: JSONValue] = ["game": .string("guess_or_pass")]
            for arg in args.dropFirst() {
                if let seconds = Int(arg) { params["round_seconds"] = .int(seconds) }
                else if arg.lowercased() == "family" { params["family_safe"] = .bool(true) }
                else if ["classic", "secret"].contains(arg.lowercased()) { params["mode"] = .string(arg.lowercased()) }
                else { params["category"] = .string(arg.lowercased()) }
            }
            return [.send("game.start", params)]
        case "wyr", "would_you_rather":
            var params: [String: JSONValue] = ["game": .string("would_you_rather")]
            let words = args.dropFirst().map { $0.lowercased() }
            if words.contains("family") { params["family_safe"] = .bool(true) }
            let categories = words.filter { $0 != "family" }.map { JSONValue.string($0) }
            if !categories.isEmpty { params["categories"] = .array(categories) }
            return [.send("game.start", params)]
        default:
            // Any other game the server offers, by id or its first word (`odd` → odd_one_out), options as key=value.
            let word = args.first?.lowercased() ?? ""
            guard !word.isEmpty, let id = GameRegistry.standard.ids.first(where: { $0 == word || $0.hasPrefix(word + "_") }) else {
                return usage("/start gop [category] [seconds] [classic] | /start wyr [categories] | /start GAME [key=value…]")
            }
            guard case let .send(_, params)? = GenericGameScreen.request("game.start", Array(args.dropFirst())).first else { return [] }
            return [.send("game.start", params.merging(["game": .string(id)]) { $1 })]
        }
    }

    /// `/roll`, `/roll 3`, `/roll d20`, `/roll 3 d20`, `/roll 3d20`.
    private mutating func roll(_ args: [String]) -> [ClientEffect] {
        var params: [String: JSONValue] = [:]
        for arg in args.joined(separator: " ").lowercased().split(separator: " ") {
            let parts = arg.split(separator: "d", omittingEmptySubsequences: false)
            if parts.count == 2 {
                if let n = Int(parts[0]) { params["count"] = .int(n) }
                guard let s = Int(parts[1]) else { return usage("/roll [N] [dS]") }
                params["sides"] = .int(s)
            } else if let n = Int(arg) {
                params["count"] = .int(n)
            } else {
                return usage("/roll [N] [dS]")
            }
        }
        return [.send("dice.roll", params)]
    }

    private mutating func wheelCommand(_ args: [String]) -> [ClientEffect] {
        let sub = args.first?.lowercased()
        let rest = args.dropFirst().joined(separator: " ")
        switch sub {
        case "create", "new":
            var form = WheelForm()
            if let colon = rest.firstIndex(of: ":") {
                form.name = InputLine(String(rest[..<colon]).trimmingSpaces)
                form.options = InputLine(String(rest[rest.index(after: colon)...]).trimmingSpaces)
                if let params = form.validate(taken: wheelNames(except: nil)) { return [.request("wheel.create", params)] }
            } else if !rest.isEmpty {
                form.name = InputLine(rest)
                form.focus = 1
            }
            overlay = .wheelForm(form)
        case "edit":
            guard let wheel = findWheel(rest) else { return usage("/wheel edit NAME") }
            overlay = .wheelForm(WheelForm(editing: wheel))
        case "delete":
            guard let wheel = findWheel(rest) else { return usage("/wheel delete NAME") }
            return [.request("wheel.delete", ["wheel_id": .string(wheel.id)])]
        default:
            return usage("/wheel create [NAME: a, b*2] | /wheel edit NAME | /wheel delete NAME")
        }
        return []
    }

    func findWheel(_ text: String) -> WheelInfo? {
        let key = text.lowercased()
        if key.isEmpty { return wheels.indices.contains(selectedWheel) ? wheels[selectedWheel] : nil }
        return wheels.first { $0.id.lowercased() == key || $0.name.lowercased() == key }
            ?? wheels.first { $0.name.lowercased().hasPrefix(key) }
    }

    /// The names of the room's wheels (but `id`'s), for refusing a duplicate name.
    func wheelNames(except id: String?) -> [String] {
        wheels.filter { $0.id != id }.map(\.name)
    }

    func findMember(_ text: String) -> String? {
        let key = text.lowercased()
        guard !key.isEmpty else { return nil }
        return (members.first { $0.id.lowercased() == key } ?? members.first { $0.name.lowercased() == key })?.id
    }
}
