import Foundation
import PartyCore

extension TextCommands {
    /// Game-night commands: plan, look up, RSVP, open and end a night; queue games, start the
    /// next, show the night's scores.
    static func addNightCommands(to t: inout [String: Command]) {
        t["night"] = Command(usage: "night TITLE @ WHEN [@ PLACE] | night CODE | night open CODE TOKEN | night end",
                             help: "night TITLE @ WHEN [@ PLACE] — plan a game night (WHEN: YYYY-MM-DD HH:MM UTC, or +MINUTES); night CODE — show one; night open CODE TOKEN; night end (host)",
                             needsRoom: false) { rest, s in
            let (first, more) = TextModeSession.split(rest)
            if first.lowercased() == "end", more.isEmpty {
                return s.inRoom ? send("night.end") : .failure(TextUsageError("you are not in a night's room"))
            }
            if first.lowercased() == "open" {
                let (code, token) = TextModeSession.split(more)
                guard !code.isEmpty, !token.isEmpty else { return .failure(TextUsageError("the night's code and your host token are needed")) }
                return send("night.open", ["night": .string(code), "token": .string(token)])
            }
            if more.isEmpty, first.count == 4, !rest.contains("@") { return send("night.get", ["night": .string(first)]) }
            let parts = rest.split(separator: "@", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2 || parts.count == 3, !parts[0].isEmpty else {
                return .failure(TextUsageError("write the title, then @ and when it starts"))
            }
            guard let start = startTime(parts[1], now: s.now()) else {
                return .failure(TextUsageError("'\(parts[1])' is not a time: write YYYY-MM-DD HH:MM (UTC) or +MINUTES"))
            }
            var params: [String: JSONValue] = ["title": .string(parts[0]), "starts_at_ms": .int(Int(start))]
            if parts.count == 3, !parts[2].isEmpty { params["place"] = .string(parts[2]) }
            return send("night.create", params)
        }
        t["rsvp"] = Command(usage: "rsvp CODE yes|maybe|no NAME [key=KEY]",
                            help: "rsvp CODE yes|maybe|no NAME [key=KEY] — answer a night's invitation (to change it later, add the key the first answer printed)",
                            needsRoom: false) { rest, _ in
            let (code, more) = TextModeSession.split(rest)
            let (answer, named) = TextModeSession.split(more)
            let (name, key) = rsvpKey(named)
            guard !code.isEmpty, ["yes", "maybe", "no"].contains(answer.lowercased()), !name.isEmpty else {
                return .failure(TextUsageError("the night's code, yes, maybe or no, and your name are needed"))
            }
            var params: [String: JSONValue] = ["night": .string(code), "answer": .string(answer.lowercased()), "name": .string(name)]
            if let key { params["rsvp_token"] = .string(key) }
            return send("night.rsvp", params)
        }
        t["queue"] = Command(usage: "queue " + TextGames.all.map { $0.startUsage.replacingOccurrences(of: "start ", with: "") }.joined(separator: " | queue ")
                                 + " | queue GAME key=value...",
                             help: "queue gop animals | queue wyr silly — add a game to the night's playlist (host; the words of start)",
                             needsRoom: true) { rest, _ in
            let game = TextModeSession.split(rest).0.lowercased()
            guard TextGames.named(game) != nil || GameRegistry.standard.game(id: game) != nil else {
                let names = TextGames.all.compactMap { $0.aliases.first } + GameRegistry.standard.ids.filter { TextGames.named($0) == nil }
                return .failure(TextUsageError("queue " + names.joined(separator: " or queue ")))
            }
            return start(rest).map { b in
                guard case let .send(_, params) = b else { return b }
                return .send("playlist.add", params)
            }
        }
        t["next"] = Command(usage: "next", help: "next — start the next game of the night's playlist (host)", needsRoom: true) { _, _ in
            send("playlist.next")
        }
        t["scores"] = Command(usage: "scores", help: "scores — the night's scoreboard", needsRoom: true) { _, _ in send("night.scoreboard") }
    }

    /// An RSVP's name and the `key=KEY` (its `rsvp_token`) after it, if the last word is one.
    static func rsvpKey(_ text: String) -> (name: String, key: String?) {
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        guard let last = words.last, last.lowercased().hasPrefix("key="), last.count > 4 else { return (text, nil) }
        return (words.dropLast().joined(separator: " "), String(last.dropFirst(4)))
    }

    /// `YYYY-MM-DD HH:MM` (UTC) or `+MINUTES` from `now`, as Unix ms.
    static func startTime(_ text: String, now: Int64) -> Int64? {
        if text.hasPrefix("+"), let minutes = Int64(text.dropFirst()) { return now + minutes * 60_000 }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        guard let date = formatter.date(from: text) else { return nil }
        return Int64((date.timeIntervalSince1970 * 1000).rounded())
    }
}
