import Foundation
import PartyCore

extension TextModeSession {
    /// Turns one server frame (a JSON line) into human lines, each ending in a newline.
    /// Frames with nothing to say for a person render as no lines.
    public mutating func render(_ frame: [UInt8]) -> [String] {
        guard case let .object(f)? = try? JSONDecoder().decode(JSONValue.self, from: Data(frame)) else { return [] }
        return render(fields: f)
    }

    /// Human lines for one server frame given as its decoded fields (`type` among them), for a
    /// caller that holds the frame's values already and need not decode its bytes again.
    public mutating func render(fields f: [String: JSONValue]) -> [String] {
        guard case let .string(type)? = f["type"] else { return [] }
        let v = TextFields(f)
        var lines: [String]
        switch type {
        case "ok": lines = renderReply(v)
        case "error":
            if let re = v.string("re") { pending[re] = nil }
            lines = [errorLine(v)]
        case "pong": lines = ["pong"]
        default: lines = renderEvent(type, v)
        }
        return lines.map { $0 + "\n" }
    }

    /// `! message (code)`; a text the word filter refused says which field to change.
    private func errorLine(_ v: TextFields) -> String {
        let code = v.string("code") ?? "error"
        if code == "filtered" {
            return "! The room's word filter refused your \(v.string("field") ?? "text"): change it and try again (filtered)"
        }
        if code == "banned" { return "! You were removed from this room and cannot come back (banned)" }
        return "! \(v.string("message") ?? "error") (\(code))"
    }

    private mutating func renderReply(_ v: TextFields) -> [String] {
        guard let re = v.string("re"), let type = pending.removeValue(forKey: re) else { return [] }
        if v.bool("held") == true { return renderHeld(v) }
        if let lines = renderModerationReply(type, v) { return lines }
        switch type {
        case "room.create", "room.join", "room.resume":
            inRoom = true
            me = v.string("player_id")
            let room = v.string("room") ?? "?"
            roomCode = room
            let moderator = v.string("role") == "moderator"
            var lines = [moderator ? "You moderate room \(room) as \(me ?? "?") (not a player: you see what the TV shows)."
                                   : "You are in room \(room) as \(me ?? "?")."]
            if let token = v.string("token") {
                lines.append("Your token is \(token) — after a drop, type: resume \(room) \(token)")
            }
            lines += renderMembers(v.object("snapshot"))
            lines += renderStaff(v.object("snapshot"))
            lines += renderGame(v.object("snapshot")?.object("game"))
            let recent = v.array("chat").suffix(10)
            if !recent.isEmpty {
                lines.append("Recent chat:")
                lines += recent.map { "\($0.string("name") ?? "?"): \($0.string("text") ?? "")" }
            }
            lines.append("Type 'help' for commands; any other line is chat.")
            return lines
        case "room.leave":
            inRoom = false; roomCode = nil; me = nil; cardIndex = nil; runningGame = nil
            return ["You left the room."]
        case "room.snapshot": return renderMembers(v.object("snapshot")) + renderStaff(v.object("snapshot"))
        case "wheel.create": return ["Wheel created: \(v.string("wheel_id") ?? "?")"]
        case "wyr.add": return ["Question added (\(v.string("question_id") ?? "?")); it is asked before the bank runs out."]
        case "wheel.list":
            let wheels = v.array("wheels")
            if wheels.isEmpty { return ["No wheels yet. Make one: wheel Lunch: Pizza, Sushi*2, Tacos"] }
            return wheels.map { w in
                let labels = w.array("options").map { o in
                    (o.string("label") ?? "?") + (o.int("weight").map { $0 == 1 ? "" : "*\($0)" } ?? "")
                }.joined(separator: ", ")
                return "\(w.string("name") ?? "") (\(name(w.string("owner")))'s, id \(w.string("wheel_id") ?? "?")): \(labels)"
            } + v.moreLine(shown: wheels.count, "wheels")
        case "wyr.history":
            let qs = v.array("questions")
            if qs.isEmpty { return ["No questions asked yet."] }
            return qs.map { q in
                "\(q.string("a") ?? "") [\(q.int("a_votes") ?? 0)] vs \(q.string("b") ?? "") [\(q.int("b_votes") ?? 0)]"
            } + v.moreLine(shown: qs.count, "questions")
        default: return renderNightReply(type, v) ?? []
        }
    }

    private mutating func renderMembers(_ snapshot: TextFields?) -> [String] {
        guard let s = snapshot else { return [] }
        for m in s.array("members") {
            if let id = m.string("player_id"), let name = m.string("name") { names[id] = name }
        }
        let host = s.string("host")
        let members = s.array("members")
        var names = members.map { m -> String in
            var label = "\(m.string("name") ?? "?") (\(m.string("player_id") ?? "?"))"
            if m.string("player_id") == host { label += " [host]" }
            if m.string("role") == "audience" { label += " [audience]" }
            if m.bool("connected") == false { label += " [away]" }
            return label
        }
        // A large audience is counted, not listed (Protocol/PROTOCOL.md section 7.4).
        let listed = members.filter { $0.string("role") == "audience" }.count
        if let audience = s.int("audience"), audience > listed { names.append("\(audience - listed) more in the audience") }
        return ["Members: " + names.joined(separator: ", ")]
    }
}

extension TextModeSession {
    /// A member's display name (their id when unknown).
    func name(_ id: String?) -> String {
        guard let id else { return "?" }
        return names[id] ?? id
    }

    /// The running game of a snapshot, for someone who joins or resumes in the middle of it.
    mutating func renderGame(_ game: TextFields?) -> [String] {
        guard let g = game, let kind = g.string("game") else { return [] }
        let left = pausedNote(g) ?? g.int("ends_at_ms").map { " (\(timeLeft(until: $0, phase: g.string("phase"))))" } ?? ""
        runningGame = kind
        if let text = TextGames.named(kind) { return text.renderSnapshot(g, left: left, in: &self) }
        return ["A game is running: \(Self.gameName(kind))\(left)."]
    }
}

extension TextModeSession {
    /// What a running timer means in words: `12s left`, `starts in 3s`, `next round in 5s`.
    func timeLeft(until deadline: Int, phase: String?) -> String {
        let seconds = max(0, (Int64(deadline) - now() + 999) / 1000)
        switch phase {
        case "countdown": return "starts in \(seconds)s"
        case "round_over": return "next round in \(seconds)s"
        case "results": return "next question in \(seconds)s"
        default: return "\(seconds)s left"
        }
    }
}

/// Read-only typed access to a decoded JSON object, for rendering.
struct TextFields {
    let fields: [String: JSONValue]
    init(_ fields: [String: JSONValue]) { self.fields = fields }

    func string(_ key: String) -> String? {
        switch fields[key] {
        case let .string(s)?: s
        case let .int(i)?: String(i)
        default: nil
        }
    }
    func int(_ key: String) -> Int? { if case let .int(i)? = fields[key] { i } else { nil } }
    func double(_ key: String) -> Double? {
        switch fields[key] {
        case let .double(d)?: d
        case let .int(i)?: Double(i)
        default: nil
        }
    }
    func bool(_ key: String) -> Bool? { if case let .bool(b)? = fields[key] { b } else { nil } }
    func object(_ key: String) -> TextFields? { if case let .object(o)? = fields[key] { TextFields(o) } else { nil } }
    func array(_ key: String) -> [TextFields] {
        guard case let .array(a)? = fields[key] else { return [] }
        return a.compactMap { if case let .object(o) = $0 { TextFields(o) } else { nil } }
    }

    func strings(_ key: String) -> [String] {
        guard case let .array(a)? = fields[key] else { return [] }
        return a.compactMap { if case let .string(s) = $0 { s } else { nil } }
    }

    /// `(showing the first 20 of 23 wheels)` when a paginated reply has more than its page.
    func moreLine(shown: Int, _ what: String) -> [String] {
        guard let total = int("total"), total > shown else { return [] }
        return ["(showing the first \(shown) of \(total) \(what))"]
    }
}
