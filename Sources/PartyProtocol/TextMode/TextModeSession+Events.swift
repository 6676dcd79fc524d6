import PartyCore

extension TextModeSession {
    /// Human lines for one event.
    mutating func renderEvent(_ type: String, _ v: TextFields) -> [String] {
        if let id = v.string("player_id"), let n = v.string("name"), type.hasPrefix("room.") || type == "chat.message" { names[id] = n }
        let who = v.string("name") ?? v.string("player_id").map { name($0) } ?? "someone"
        switch type {
        case "welcome": return [v.string("motd") ?? "Welcome to PartyLine."]
        case "chat.message":
            return ["\(v.string("name") ?? "?")\(v.string("role") == "moderator" ? " [mod]" : ""): \(v.string("text") ?? "")"]
        case "room.player_joined":
            return ["* \(who) joined\(v.string("role") == "audience" ? " the audience" : "")."]
        case "room.player_left":
            let why = ["kicked": " (kicked)", "timeout": " (timed out)"][v.string("reason") ?? ""] ?? ""
            return ["* \(who) left\(why)."]
        case "room.player_disconnected": return ["* \(who) dropped; their seat is kept for a while."]
        case "room.player_reconnected": return ["* \(who) is back."]
        case "room.host_changed": return ["* \(name(v.string("host"))) is now the host."]
        case "room.locked": return [v.bool("locked") == true ? "* The room is locked." : "* The room is unlocked."]
        case "room.lang_changed": return ["* The room's games are now in \(v.string("lang") ?? "?")."]
        case "gop.word_added": return ["* The host added a custom word (\(v.int("count") ?? 0) in all)."]
        case "room.kicked", "room.replaced":
            inRoom = false; roomCode = nil; me = nil; cardIndex = nil; runningGame = nil
            if type == "room.replaced" { return ["* Your seat was taken over by another connection."] }
            if v.bool("banned") == true { return ["* You were banned from the room: you cannot come back."] }
            let by = v.string("by")
            if by == "operator" { return ["* You were removed from the room by the server's operator."] }
            let byModerator = by?.hasPrefix("m") == true  // moderators' ids are m1, m2, …
            return ["* You were removed from the room by \(byModerator ? "a moderator" : "the host")."]
        case "room.closed":
            inRoom = false; roomCode = nil; me = nil; cardIndex = nil; runningGame = nil
            let room = v.string("room") ?? "?"
            switch v.string("reason") {
            case "operator":
                return [v.string("message").map { "* The server's operator closed room \(room): \($0)" } ?? "* The server's operator closed room \(room)."]
            case "night_ended": return ["* The game night is over; room \(room) has closed."]
            default: return ["* Room \(room) has closed."]
            }
        case "server.notice": return ["* Notice from the server: \(v.string("text") ?? "")"]
        case "dice.rolled":
            let faces = v.array("dice").map { d in "\(d.int("value") ?? 0)\(d.bool("locked") == true ? "*" : "")" }
            return ["* \(name(v.string("player_id"))) rolled \(faces.joined(separator: " ")) = \(v.int("total") ?? 0)"]
        case "dice.turn": return ["* Dice turn: \(name(v.string("player_id")))"]
        case "dice.locked":
            return ["* die \((v.int("index") ?? 0) + 1) \(v.bool("locked") == true ? "locked" : "unlocked")"]
        case "dice.config":
            let size = "\(v.int("count") ?? 0)d\(v.int("sides") ?? 0)"
            let turn = v.string("turn").map { ", \(name($0))'s turn" } ?? ""
            return ["* Dice table: \(v.string("mode") ?? "?") mode, \(size)\(turn)"]
        case "wheel.changed":
            return ["* Wheel '\(v.string("name") ?? "?")' \(v.string("action") ?? "changed") — spin it: spin \(v.string("name") ?? "NAME")"]
        case "wheel.spun": return ["* \(name(v.string("player_id"))) spun '\(v.string("name") ?? "?")': it stops on \(v.string("label") ?? "?")"]
        case "coin.flipped": return ["* \(name(v.string("player_id"))) flipped \(v.string("side") ?? "?")"]
        case "fair.client_seed": return ["* Client seed set to '\(v.string("client_seed") ?? "")'"]
        case "fair.rotated":
            return ["* Server seed revealed: \(v.string("revealed_server_seed") ?? "?") — new commitment \(v.string("commitment") ?? "?")"]
        case "game.started":
            runningGame = v.string("game")
            classicMode = v.object("options")?.string("mode") == "classic"
            return ["* Game started: \(Self.gameName(v.string("game")))\(classicMode ? " (classic: the guesser sees the word)" : "")"]
        case "game.stopped":
            runningGame = nil
            return ["* \(v.string("game").map { Self.gameName($0) } ?? "Game") stopped."]
        default: return renderNightEvent(type, v) ?? renderPauseEvent(type, v) ?? renderModerationEvent(type, v) ?? renderGameEvent(type, v)
        }
    }

    /// A game's event: through its ``TextGame`` when text mode has one, else the generic line
    /// for any event of a registered game (named like its requests: `race.flipped` for `race.flip`).
    mutating func renderGameEvent(_ type: String, _ v: TextFields) -> [String] {
        for game in TextGames.all {
            if let lines = game.render(type, v, in: &self) { return lines }
        }
        let area = type.split(separator: ".").first.map(String.init) ?? type
        let isGameEvent = GameRegistry.standard.actionTypes.contains { $0.split(separator: ".").first.map(String.init) == area }
        return isGameEvent ? genericEventLine(type, v) : []
    }
}
