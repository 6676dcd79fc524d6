import PartyProtocol

/// What `partyd admin` prints for an answer of the console's API: a table or a few lines for
/// a terminal. Pure: the JSON in, lines out (`--json` prints the body as it came instead).
public enum ConsoleReport {
    /// Lines for the answer to `command` (`rooms`, `room`, `stats`, or an action).
    public static func lines(for command: String, _ body: JSONValue, now: Int64) -> [String] {
        switch command {
        case "rooms": rooms(body, now: now)
        case "room": room(body, now: now)
        case "stats": stats(body)
        default: [body["message"]?.text ?? "done"]
        }
    }

    /// The error line for a refused request.
    public static func error(status: Int, _ body: JSONValue?) -> String {
        switch status {
        case 401: "error: the console refused the token (401): check --token-file (or PARTYLINE_ADMIN_TOKEN)"
        case 429: "error: too many failed attempts from this address (429): wait a minute, then use the right token"
        default: "error: \(body?["message"]?.text ?? "the console answered \(status)") (\(status)\(body?["error"]?.text.map { " \($0)" } ?? ""))"
        }
    }

    static func rooms(_ body: JSONValue, now: Int64) -> [String] {
        let rooms = body["rooms"]?.array ?? []
        var table = ConsoleTable(["CODE", "NODE", "PLAYERS", "AUDIENCE", "SCREENS", "GAME", "LOCKED", "ACTIVE"], numeric: [2, 3, 4])
        for r in rooms {
            table.rows.append([r["code"]?.text ?? "?", r["node_name"]?.text ?? r["node"]?.text ?? "?", count(r["players"]), count(r["audience"]),
                               count(r["screens"]), r["game"]?.text ?? "-", r["locked"] == .bool(true) ? "yes" : "no",
                               ago(r["last_activity_ms"]?.double, now: now)])
        }
        var lines = rooms.isEmpty ? ["no rooms"] : table.lines + ["\(rooms.count) room\(rooms.count == 1 ? "" : "s")"]
        let missing = (body["unreachable"]?.array ?? []).compactMap(\.text)
        if !missing.isEmpty { lines.append("no answer from \(missing.joined(separator: ", ")): their rooms are missing") }
        return lines
    }

    static func room(_ body: JSONValue, now: Int64) -> [String] {
        let game = body["game"].flatMap { g -> String? in
            guard let id = g["game"]?.text else { return nil }
            return g["phase"]?.text.map { "\(id) (\($0))" } ?? id
        } ?? "-"
        var lines = ["room \(body["code"]?.text ?? "?") on \(body["node_name"]?.text ?? "?")",
                     "game: \(game)", "locked: \(body["locked"] == .bool(true) ? "yes" : "no")",
                     "settings: \(settings(body["settings"]))",
                     "last activity: \(ago(body["last_activity_ms"]?.double, now: now))", ""]
        var members = ConsoleTable(["PLAYER", "NAME", "ROLE", "HOST", "CONNECTED", "TRANSPORT", "SCORE"], numeric: [6])
        for m in (body["members"]?.array ?? []) {
            members.rows.append([m["player_id"]?.text ?? "?", m["name"]?.text ?? "?", m["role"]?.text ?? "?",
                                 m["host"] == .bool(true) ? "yes" : "", m["connected"] == .bool(true) ? "yes" : "no",
                                 m["transport"]?.text ?? "-", count(m["score"])])
        }
        lines += (body["members"]?.array ?? []).isEmpty ? ["no members"] : members.lines
        let screens = (body["screens"]?.array ?? []).compactMap { s in s["screen_id"]?.text.map { "\($0) (\(s["transport"]?.text ?? "?"))" } }
        lines.append("screens: \(screens.isEmpty ? "none" : screens.joined(separator: ", "))")
        let bans = (body["bans"]?.array ?? []).compactMap { $0["name"]?.text }
        lines.append("bans: \(bans.isEmpty ? "none" : bans.joined(separator: ", "))")
        return lines
    }

    static func stats(_ body: JSONValue) -> [String] {
        let lines = ["connections: \(count(body["connections"]))", "rooms: \(count(body["rooms"]))", "members: \(count(body["members"]))",
                     "memory: \(bytes(body["rss_bytes"]?.double)) (this node)", "uptime: \(duration(body["uptime_s"]?.double)) (this node)",
                     "store: \(body["store"]?.text ?? "?")",
                     "new rooms: \(body["maintenance"] == .bool(true) ? "maintenance" : body["draining"] == .bool(true) ? "drained" : "open")", ""]
        var nodes = ConsoleTable(["NODE", "ID", "STATE", "ROOMS", "CONNECTIONS", "MEMBERS", "MEMORY", "STORE"], numeric: [3, 4, 5])
        for n in (body["nodes"]?.array ?? []) {
            let state = n["up"] != .bool(true) ? "down" : n["reachable"] != .bool(true) ? "no answer"
                : n["draining"] == .bool(true) ? "drained" : n["maintenance"] == .bool(true) ? "maintenance" : "up"
            nodes.rows.append([n["node_name"]?.text ?? "?", n["node"]?.text ?? "?", state, count(n["rooms"]), count(n["connections"]),
                               count(n["members"]), bytes(n["rss_bytes"]?.double), n["store"]?.text ?? "-"])
        }
        return lines + nodes.lines
    }

    static func settings(_ s: JSONValue?) -> String {
        guard let s else { return "-" }
        return ["filter \(s["filter"]?.text ?? "?")", "review \(s["review"] == .bool(true) ? "on" : "off")",
                s["hide_code"] == .bool(true) ? "code hidden" : "code shown", "timers x\(s["timer_scale"].map(number) ?? "1")",
                "audience chat \(s["audience_chat"] == .bool(false) ? "off" : "on")"].joined(separator: ", ")
    }

    static func count(_ value: JSONValue?) -> String { value?.double.map { String(Int($0)) } ?? "-" }

    static func number(_ value: JSONValue) -> String {
        guard let n = value.double else { return "?" }
        return n == n.rounded() ? String(Int(n)) : String(n)
    }

    /// `512 B`, `3.4 KB`, `120 MB` (powers of 1024).
    static func bytes(_ n: Double?) -> String {
        guard var v = n else { return "-" }
        let units = ["B", "KB", "MB", "GB", "TB"]
        var i = 0
        while v >= 1024 && i < units.count - 1 { v /= 1024; i += 1 }
        return i == 0 || v >= 100 ? "\(Int(v.rounded())) \(units[i])" : "\((v * 10).rounded() / 10) \(units[i])"
    }

    /// `45s`, `3m 20s`, `5h 2m`, `2d 4h`.
    static func duration(_ seconds: Double?) -> String {
        guard let seconds else { return "-" }
        var s = max(0, Int(seconds))
        var parts: [String] = []
        for (unit, size) in [("d", 86400), ("h", 3600), ("m", 60), ("s", 1)] where s >= size || (unit == "s" && parts.isEmpty) {
            parts.append("\(s / size)\(unit)")
            s %= size
        }
        return parts.prefix(2).joined(separator: " ")
    }

    /// `12s ago`, `3m 10s ago`.
    static func ago(_ ms: Double?, now: Int64) -> String {
        guard let ms else { return "-" }
        let seconds = max(0, (Double(now) - ms) / 1000)
        return seconds < 5 ? "just now" : "\(duration(seconds)) ago"
    }
}
