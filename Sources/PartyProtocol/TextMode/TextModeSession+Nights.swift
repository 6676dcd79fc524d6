extension TextModeSession {
    /// Human lines for a game night's replies (nil: not a night request).
    mutating func renderNightReply(_ type: String, _ v: TextFields) -> [String]? {
        switch type {
        case "night.create":
            let code = v.string("night") ?? "?"
            let token = v.string("token") ?? "?"
            return ["Night \(code) planned: its page is /n/\(code).",
                    "Your host token is \(token) — open the room with: night open \(code) \(token)",
                    "then join it as host with the same token (JSON: room.join with token)."]
        case "night.get":
            var lines = ["Night \(v.string("night") ?? "?"): \(v.string("title") ?? "") (\(v.string("state") ?? "?"))"]
            if let place = v.string("place"), !place.isEmpty { lines.append("Place: \(place)") }
            let rsvps = v.array("rsvps").map { "\($0.string("name") ?? "?") \($0.string("answer") ?? "?")" }
            lines.append(rsvps.isEmpty ? "No RSVPs yet." : "RSVPs: " + rsvps.joined(separator: ", "))
            lines.append(playlistLine(v.array("playlist")))
            return lines
        case "night.rsvp":
            var lines = ["RSVP saved: \(v.string("name") ?? "?") — \(v.string("answer") ?? "?")."]
            if let key = v.string("rsvp_token") {
                lines.append("Your RSVP key is \(key) — to change your answer later: rsvp \(v.string("night") ?? "CODE") yes|maybe|no \(v.string("name") ?? "NAME") key=\(key)")
            }
            return lines
        case "night.open": return ["Night \(v.string("night") ?? "?") is open: join \(v.string("room") ?? "?") NAME"]
        case "playlist.add": return ["Queued (\(v.string("item_id") ?? "?"))."]
        case "playlist.next": return []
        case "night.scoreboard": return [scoresLine(v.array("standings"))]
        case "night.end": return []
        default: return nil
        }
    }

    /// Human lines for a game night's events (nil: not a night event).
    mutating func renderNightEvent(_ type: String, _ v: TextFields) -> [String]? {
        switch type {
        case "playlist.changed":
            guard let next = v.array("items").first else { return ["* The playlist is empty."] }
            let more = v.array("items").count - 1
            let when = v.int("next_at_ms").map { " — starts in \(max(0, (Int64($0) - now() + 999) / 1000))s" } ?? ""
            return ["* Up next: \(Self.gameName(next.string("game")))\(more > 0 ? " (\(more) more queued)" : "")\(when)"]
        case "night.scoreboard": return ["* " + scoresLine(v.array("standings"))]
        case "night.ended": return ["* The night is over — recap at /n/\(v.string("night") ?? "?")/recap"]
        default: return nil
        }
    }

    /// `Night scores: Alice 7, Bob 5, Carol 2 (kicked)`.
    func scoresLine(_ standings: [TextFields]) -> String {
        guard !standings.isEmpty else { return "Night scores: nobody has played yet." }
        return "Night scores: " + standings.map { s in
            "\(s.string("name") ?? "?") \(s.int("points") ?? 0)\(s.bool("kicked") == true ? " (kicked)" : "")"
        }.joined(separator: ", ")
    }

    /// `Playlist: Guess or Pass, Would You Rather` (or that it is empty).
    func playlistLine(_ items: [TextFields]) -> String {
        items.isEmpty ? "Playlist: empty." : "Playlist: " + items.map { Self.gameName($0.string("game")) }.joined(separator: ", ")
    }
}
