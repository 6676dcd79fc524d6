import PartyCore
import PartyProtocol

/// The request that turns the playlist's auto-advance on and off, and its field
/// (Protocol/PROTOCOL.md, game nights).
let autoAdvanceRequest = (type: "playlist.auto", field: "enabled")

extension ClientState {
    /// A night's string in the interface language.
    func n(_ key: NightKey, _ args: String...) -> String { Localization.text(key, language, args) }

    /// What to ask on entering a night's room (its snapshot names the night): its scoreboard.
    public func nightLookups() -> [ClientEffect] {
        night.isNight ? [.request("night.scoreboard", [:])] : []
    }

    /// `/night …`, `/queue …`, `/unqueue N`, `/move N M`, `/next`, `/auto on|off`, `/scores`.
    mutating func nightCommand(_ head: String, _ args: [String], line: String) -> [ClientEffect] {
        switch head {
        case "night": return nightSubcommand(args, line: line)
        case "queue": return queue(args)
        case "unqueue":
            guard let item = playlistItem(at: args.first) else { return nightUsage(.nightKeys) }
            return [.send("playlist.remove", ["item_id": .string(item.id)])]
        case "move":
            guard let item = playlistItem(at: args.first), let to = args.dropFirst().first.flatMap({ Int($0) }), to >= 1 else {
                return nightUsage(.nightMoveUsage)
            }
            return [.send("playlist.move", ["item_id": .string(item.id), "index": .int(min(to, night.playlist.count) - 1)])]
        case "next": return [.send("playlist.next", [:])]
        case "auto":
            guard let word = args.first?.lowercased(), word == "on" || word == "off" else { return nightUsage(.nightKeys) }
            return [.send(autoAdvanceRequest.type, [autoAdvanceRequest.field: .bool(word == "on")])]
        default:  // scores
            overlay = .night
            return [.request("night.scoreboard", [:])]
        }
    }

    private mutating func nightSubcommand(_ args: [String], line: String) -> [ClientEffect] {
        switch args.first?.lowercased() {
        case nil, "show":
            guard let roomCode else { return nightUsage(.nightUsage) }
            if night.info != nil { overlay = .night }
            return [.request("night.get", ["night": .string(roomCode)])]
        case "plan", "create":
            // The title may be quoted: split the line again, keeping "quoted words" together.
            let words = Array(NightPlanCommand.words(String(line.dropFirst())).dropFirst(2))
            guard var params = NightPlanCommand.request(words, timeZone: night.timeZone) else { return nightUsage(.nightUsage) }
            if let token = night.hostToken { params["token"] = .string(token) }
            if let me, let mine = members.first(where: { $0.id == me }) { params["host_name"] = .string(mine.name) }
            return [.request("night.create", params)]
        case "open":
            guard args.count == 3 else { return nightUsage(.nightOpenUsage) }
            return [.request("night.open", ["night": .string(args[1].uppercased()), "token": .string(args[2])])]
        case "end":
            return [.send("night.end", [:])]
        default:
            return nightUsage(.nightUsage)
        }
    }

    /// `/queue gop animals 45` is `/start gop animals 45` put on the playlist; `/queue GAME k=v …`
    /// queues any other game with its options (numbers and true/false as such).
    private mutating func queue(_ args: [String]) -> [ClientEffect] {
        guard let game = args.first?.lowercased() else { return nightUsage(.nightQueueUsage) }
        if ["gop", "guess", "guess_or_pass", "wyr", "would_you_rather"].contains(game) {
            return start(args).map { (effect: ClientEffect) -> ClientEffect in
                if case let .send("game.start", params) = effect { return .send("playlist.add", params) }
                return effect
            }
        }
        var params: [String: JSONValue] = ["game": .string(game)]
        for pair in args.dropFirst() {
            let kv = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard kv.count == 2, !kv[0].isEmpty else { return nightUsage(.nightQueueUsage) }
            params[kv[0]] = Int(kv[1]).map(JSONValue.int) ?? (kv[1] == "true" ? .bool(true) : kv[1] == "false" ? .bool(false) : .string(kv[1]))
        }
        return [.send("playlist.add", params)]
    }

    /// The playlist item `/queue WORDS` would add (`["gop", "animals"]` → {game, category}), or nil
    /// when the words do not fit its usage; `party night create --queue` uses it.
    public static func playlistItem(_ words: [String]) -> [String: JSONValue]? {
        var scratch = ClientState()
        guard case let .send("playlist.add", params)? = scratch.queue(words).first else { return nil }
        return params
    }

    /// The playlist item at 1-based position `text`.
    private func playlistItem(at text: String?) -> QueuedGame? {
        guard let n = text.flatMap({ Int($0) }), night.playlist.indices.contains(n - 1) else { return nil }
        return night.playlist[n - 1]
    }

    private mutating func nightUsage(_ key: NightKey) -> [ClientEffect] {
        append(ChatEntry(.error, t(.sysUsage, n(key))))
        return []
    }

    /// The title of game `id` in the interface language (its id for games without one).
    func gameTitle(_ id: String) -> String {
        switch id {
        case "guess_or_pass": t(.gopTitle)
        case "would_you_rather": t(.wyrTitle)
        default: id
        }
    }

    /// Applies `playlist.changed` and `night.scoreboard` (and `night.ended`).
    mutating func reduceNight(_ type: String, _ f: [String: JSONValue]) -> [ClientEffect] {
        switch type {
        case "playlist.changed":
            night.playlist = f.array("items").enumerated().map { QueuedGame($1, index: $0) }
            night.current = f["current"].flatMap { $0.isObject ? QueuedGame($0, index: -1) : nil }
            if let auto = f.bool("auto_advance") { night.autoAdvance = auto }
        case "night.scoreboard":
            night.standings = Self.standings(f.array("standings"))
            if !night.standings.isEmpty {
                append(ChatEntry(.system, n(.nightScoreboard) + ": "
                    + night.standings.prefix(5).map { "\($0.name) \($0.points)" }.joined(separator: " · ")))
            }
        default:  // night.ended
            let code = f.text("night") ?? roomCode ?? "?"
            append(ChatEntry(.system, n(.nightEnded, "\(webBase ?? "")/n/\(code)/recap")))
            night.info?.state = "ended"
        }
        return []
    }

    /// Applies the reply to a night or playlist request.
    mutating func reduceNightReply(_ type: String, _ f: [String: JSONValue]) -> [ClientEffect] {
        switch type {
        case "night.get":
            night.adopt(f)
            overlay = .night
        case "night.scoreboard":
            night.standings = Self.standings(f.array("standings"))
        case "night.create":
            let code = f.text("night") ?? "?"
            let base = webBase ?? ""
            let title = f.text("title") ?? ""
            append(ChatEntry(.system, n(.nightPlanned, code, title.isEmpty ? code : title, "\(base)/n/\(code)", "\(base)/n/\(code).ics")))
            if let token = f.text("token") { append(ChatEntry(.system, n(.nightHostKey, code, token))) }
        case "night.open":
            append(ChatEntry(.system, n(.nightOpened, f.text("room") ?? f.text("night") ?? "?")))
        default:
            break
        }
        return []
    }

    /// Shows a refused night request: "no night" for `/night` in a room that is none, the error otherwise.
    mutating func nightFailure(code: String, message: String, to type: String) {
        if type == "night.get" && (code == "not_found" || code == "room_not_found") {
            append(ChatEntry(.error, n(.nightNone)))
            return
        }
        append(ChatEntry(.error, t(.sysError, "\(TextSanitizer.clean(code)): \(TextSanitizer.clean(message))")))
    }

    static func standings(_ list: [JSONValue]) -> [ScoreboardRow] {
        list.map {
            ScoreboardRow(playerID: $0["player_id"]?.text ?? "?", name: $0["name"]?.text ?? $0["player_id"]?.text ?? "?",
                          points: $0["points"]?.int ?? 0, kicked: $0["kicked"]?.bool ?? false)
        }.enumerated().sorted { ($0.element.points, -$0.offset) > ($1.element.points, -$1.offset) }.map(\.element)
    }
}
