extension TextModeSession {
    /// Human lines for one event.
    mutating func renderEvent(_ type: String, _ v: TextFields) -> [String] {
        if let id = v.string("player_id"), let n = v.string("name"), type.hasPrefix("room.") || type == "chat.message" { names[id] = n }
        let who = v.string("name") ?? v.string("player_id").map { name($0) } ?? "someone"
        switch type {
        case "welcome": return [v.string("motd") ?? "Welcome to PartyLine."]
        case "chat.message": return ["\(v.string("name") ?? "?"): \(v.string("text") ?? "")"]
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
            inRoom = false; me = nil; cardIndex = nil
            return [type == "room.kicked" ? "* You were removed from the room by the host." : "* Your seat was taken over by another connection."]
        case "gop.countdown":
            let mine = v.string("guesser") == me
            return ["* Guess or Pass: \(mine ? "you guess" : name(v.string("guesser")) + " guesses") next (\(v.string("category") ?? "mixed")). Get ready!"]
        case "gop.round_started":
            let mine = v.string("guesser") == me
            let guesserLine = classicMode
                ? "You are the guesser and you see the word (classic): the room acts it out; type correct when you say it, or pass."
                : "You are the guesser: type guess WORD, or pass."
            return ["* Round started! \(mine ? guesserLine : "Give clues; type correct when it is guessed, or pass.")"]
        case "gop.card":
            cardIndex = v.int("index")
            cardHidden = false
            return ["CARD \((v.int("index") ?? 0) + 1): \(v.string("word") ?? "?")"]
        case "gop.card_hidden":
            cardIndex = v.int("index")
            cardHidden = true
            return ["CARD \((v.int("index") ?? 0) + 1): [hidden] — guess WORD"]
        case "gop.card_resolved":
            return ["* \(v.string("word") ?? "?"): \(v.string("outcome") == "correct" ? "correct!" : "passed")"]
        case "gop.guess_missed": return ["* \(name(v.string("player_id"))) guessed '\(v.string("text") ?? "")' — not it"]
        case "gop.round_ended":
            cardIndex = nil
            var line = "* Round over: \(name(v.string("guesser"))) scored \(v.int("score") ?? 0)"
            if v.bool("new_best") == true { line += " — a new best!" }
            return [line]
        case "gop.game_over":
            let board = v.array("scoreboard").map { "\(name($0.string("player_id"))) \($0.int("score") ?? 0)" }
            return ["* Game over. Scores: " + board.joined(separator: ", ")]
        case "wyr.question":
            return ["Would you rather… A) \(v.string("a") ?? "")  or  B) \(v.string("b") ?? "")?  (vote a / vote b)"]
        case "wyr.vote_cast": return ["* votes: \(v.int("votes_in") ?? 0)/\(v.int("voters") ?? 0)"]
        case "wyr.results":
            return ["* Results: A \(v.int("a_votes") ?? 0) (\(v.int("a_pct") ?? 0)%)  B \(v.int("b_votes") ?? 0) (\(v.int("b_pct") ?? 0)%)"]
        case "wyr.game_over": return ["* Would You Rather is over."]
        case "wyr.question_added":
            return ["* \(name(v.string("player_id"))) added a question (\(v.int("queued") ?? 1) waiting)."]
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
            classicMode = v.object("options")?.string("mode") == "classic"
            return ["* Game started: \(Self.gameName(v.string("game")))\(classicMode ? " (classic: the guesser sees the word)" : "")"]
        case "game.stopped": return ["* \(v.string("game").map { Self.gameName($0) } ?? "Game") stopped."]
        default: return renderNightEvent(type, v) ?? []
        }
    }
}
