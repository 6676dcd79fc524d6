import PartyClient
import PartyCore
import PartyProtocol

extension ClientState {
    /// Applies one frame from the server (an event or an error without `re`). `now` is the local
    /// clock in Unix milliseconds, used to start animations.
    public mutating func reduce(frame: ServerFrame, now: Int64) -> [ClientEffect] {
        let f = frame.fields
        switch frame.type {
        case "chat.message":
            let from = (f.text("name") ?? name(of: f.text("player_id"))) + (f.text("role") == "moderator" ? " [mod]" : "")
            append(ChatEntry(.message(from: from), f.text("text") ?? ""))
        case "error":
            if moderationFailure(code: f.text("code") ?? "", field: f.text("field")) { return [] }
            append(ChatEntry(.error, t(.sysError, serverErrorText(code: f.text("code") ?? "?", message: f.text("message") ?? ""))))
            if f.text("code") == "not_in_room" { return [.stopReconnecting] }
        case let type where type.hasPrefix("mod."):
            return reduceModeration(type, f) ?? []
        case let type where type.hasPrefix("room."):
            return reduceModeration(type, f) ?? reduceRoom(type, f, now: now)
        case let type where NightState.isEvent(type):
            return reduceNight(type, f)
        case "server.notice":
            system(.sysServerNotice, f.text("text") ?? "")
        case "gop.word_added":  // outside any game: a custom word for later (the word itself is not sent)
            system(.sysWordAdded, name(of: f.text("player_id")), f.int("count").map(String.init) ?? "?")
        case let type where GameScreens.type(handling: type, running: game?.screen) != nil:
            return reduceGameEvent(type, f, now: now)
        case "game.paused", "game.resumed":
            return reducePause(frame.type, f, now: now)
        case "game.started":
            pause = nil
            var screen = GameScreens.screen(started: f.text("game") ?? "?")
            if case let .object(options)? = f["options"] { screen.started(options: options, client: &self) } else { screen.started(options: [:], client: &self) }
            game = RunningGame(screen)
            pane = .game
        case "game.stopped":
            game = nil
            pause = nil
            system(.sysGameStopped)
        case let type where type.hasPrefix("dice."):
            reduceDice(type, f, now: now)
        case "wheel.spun":
            reduceSpin(f, now: now)
        case let type where type.hasPrefix("wheel."):
            return [.request("wheel.list", [:])]
        case "coin.flipped":
            coin = CoinState(player: f.text("player_id") ?? "?", side: f.text("side") ?? "heads",
                             spins: min(max(f.int("spins") ?? 6, 1), 40), receivedAtMs: now)
            let shown = showsRandomizer(.coin)
            if shown { pane = .coin }
            announce(ChatEntry(.system, t(.sysFlipped, name(of: coin?.player), t(coin?.side == "tails" ? .coinTails : .coinHeads))),
                     animationMs: shown ? ScreenRenderer.coinMillis(spins: coin?.spins ?? 0) : 0, now: now)
        default:
            break
        }
        return []
    }

    /// Applies the reply to a request made through ``ClientEffect/request(_:_:)``: an `ok` frame or an `error`.
    public mutating func reduce(reply: ServerFrame, to type: String, now: Int64) -> [ClientEffect] {
        let f = reply.fields
        if NightState.isRequest(type) && reply.type != "error" { return reduceNightReply(type, f) }
        if reply.type == "error" {
            reduce(failure: f.text("code") ?? "?", message: f.text("message") ?? "", to: type)
            return []
        }
        if let effects = reduceModerationReply(type, f) { return effects }
        switch type {
        case "wheel.list":  // a page at a time: the first replaces the list, later ones extend it
            let page = f.array("wheels").map(Self.wheel(from:))
            wheels = (f.int("offset") ?? 0) == 0 ? page : wheels + page
            selectedWheel = min(selectedWheel, max(0, wheels.count - 1))
            if let next = f.int("next_offset") { return [.request("wheel.list", ["offset": .int(next)])] }
        case "wheel.create", "wheel.update", "wheel.delete":
            if case .wheelForm? = overlay { overlay = nil }
            if type == "wheel.create" {
                let name = f["wheel"]?["name"]?.text ?? f.text("wheel_id") ?? "?"
                system(.sysWheelCreated, name)
            }
            return [.request("wheel.list", [:])]
        case "chat.history":
            mergeHistory(f.array("messages"))
        case "room.snapshot":  // asked for by a game's screen after one of its events
            if let snapshot = f["snapshot"], snapshot.isObject { apply(snapshot: snapshot, now: now) }
        case "wyr.history":
            overlay = .history(f.array("questions").map { q in
                WyrHistoryItem(a: q["a"]?.text ?? "", b: q["b"]?.text ?? "",
                               aVotes: (q["a_votes"]?.int ?? 0) + (q["audience"]?["a_votes"]?.int ?? 0),
                               bVotes: (q["b_votes"]?.int ?? 0) + (q["audience"]?["b_votes"]?.int ?? 0))
            })
        default:
            break
        }
        return []
    }

    /// Shows a refused request: in the wheel form when it is open, else in the chat.
    /// A server error as a line: `maintenance` explained in the interface language, any other as
    /// `code: message` (sanitised).
    public func serverErrorText(code: String, message: String) -> String {
        code == "maintenance" ? t(.errMaintenance) : "\(TextSanitizer.clean(code)): \(TextSanitizer.clean(message))"
    }

    public mutating func reduce(failure code: String, message: String, to type: String) {
        if type == "wheel.list" { return }  // a background refresh; the wheel pane shows what is known
        if NightState.isRequest(type) { nightFailure(code: code, message: message, to: type); return }
        // A filtered text's message starts with the field it names (`name: …`).
        if moderationFailure(code: code, field: message.split(separator: ":").first.map(String.init)) { return }
        let text = serverErrorText(code: code, message: message)
        if case var .wheelForm(form)? = overlay, type.hasPrefix("wheel.") {
            form.serverError = text
            overlay = .wheelForm(form)
        } else {
            append(ChatEntry(.error, t(.sysError, text)))
        }
    }

    static func wheel(from w: JSONValue) -> WheelInfo {
        WheelInfo(id: w["wheel_id"]?.text ?? "?", name: w["name"]?.text ?? "?", owner: w["owner"]?.text ?? "",
                  options: (w["options"]?.array ?? []).map { ($0["label"]?.text ?? "?", max(1, $0["weight"]?.int ?? 1)) })
    }

    /// Whether a randomizer result should take over the game area (it does unless a game runs elsewhere).
    func showsRandomizer(_ target: Pane) -> Bool { game == nil || pane == target }

    private mutating func reduceRoom(_ type: String, _ f: [String: JSONValue], now: Int64) -> [ClientEffect] {
        let id = f.text("player_id")
        let who = f.text("name") ?? name(of: id)
        switch type {
        case "room.player_joined":
            if let id, !members.contains(where: { $0.id == id }) {
                var member = MemberInfo(id: id, name: who, audience: f.text("role") == "audience")
                member.setAvatar(f["avatar"])
                members.append(member)
                if member.audience { audienceCount += 1 }
            }
            system(.sysJoined, who)
        case "room.player_left":
            if members.contains(where: { $0.id == id && $0.audience }) { audienceCount = max(0, audienceCount - 1) }
            members.removeAll { $0.id == id }
            system(f.text("reason") == "kicked" ? .sysRemoved : .sysLeft, who)
        case "room.audience_changed":
            applyAudienceDigest(f)
        case "room.player_disconnected", "room.player_reconnected":
            let up = type == "room.player_reconnected"
            if let i = members.firstIndex(where: { $0.id == id }) { members[i].connected = up }
            system(up ? .sysReconnected : .sysDisconnected, who)
        case "room.host_changed":
            host = f.text("host")
            system(.sysHostChanged, name(of: host))
        case "room.locked":
            locked = f.bool("locked") ?? locked
            system(locked ? .sysLocked : .sysUnlocked)
        case "room.kicked":
            guard id == me else { break }
            system(.sysKicked)
            // The seat is gone for good: forget it (by its room, no longer ours), say why and exit.
            guard let room = roomCode else { break }
            roomCode = nil
            connection = .offline
            let by = f.text("by")
            let why = f.bool("banned") == true ? t(.modKickedBanned, room)
                : by == "operator" ? t(.sysKickedOperatorExit, room)
                : by?.hasPrefix("m") == true ? t(.modKickedByModerator, room) : t(.sysKickedExit, room)
            return [.forgetSeat(room: room), .exit(why)]
        case "room.closed":
            // The room is gone for everyone (the operator closed it, its night ended): say why, with the operator's words, and exit.
            let room = f.text("room") ?? roomCode ?? "?"
            let text = switch f.text("reason") {
            case "operator": f.text("message").map { t(.sysRoomClosedOperatorSays, room, $0) } ?? t(.sysRoomClosedOperator, room)
            case "night_ended": n(.nightClosedExit, room, "\(webBase ?? "")/n/\(room)/recap")
            default: t(.sysRoomClosed, room)
            }
            append(ChatEntry(.system, text))
            roomCode = nil
            connection = .offline
            return [.forgetSeat(room: room), .exit(text)]
        case "room.lang_changed":
            system(.sysLangChanged, f.text("lang") ?? "?")
        case "room.replaced":
            system(.sysReplaced)
            connection = .offline
            return [.stopReconnecting]
        default:
            break
        }
        return []
    }
}

extension ClientState {
    /// One of a game's events, through its screen (the running one when it is that game's, else
    /// a fresh one); an event that changes nothing leaves the game as it was.
    mutating func reduceGameEvent(_ type: String, _ f: [String: JSONValue], now: Int64) -> [ClientEffect] {
        guard let kind = GameScreens.type(handling: type, running: game?.screen) else { return [] }
        var screen: any GameScreen = game.map(\.screen).flatMap { Swift.type(of: $0) == kind ? $0 : nil } ?? kind.init()
        guard let effects = screen.reduce(type, f, client: &self, now: now) else { return [] }
        game = RunningGame(screen)
        return effects
    }

    /// `room.audience_changed`: a large audience's changes together — seated members are
    /// updated or added, those in `left` removed; no chat lines (a crowd would flood them).
    mutating func applyAudienceDigest(_ f: [String: JSONValue]) {
        audienceCount = f.int("audience") ?? audienceCount
        let left = Set(f.array("left").compactMap(\.text))
        members.removeAll { left.contains($0.id) }
        for changed in f.array("members").map(MemberInfo.init(snapshotMember:)) {
            if let i = members.firstIndex(where: { $0.id == changed.id }) { members[i] = changed } else { members.append(changed) }
        }
    }
}
