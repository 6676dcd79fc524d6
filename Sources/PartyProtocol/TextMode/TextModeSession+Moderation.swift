import PartyCore

extension TextModeSession {
    /// Human lines for moderation's replies (nil: not one of them). A held item's `ok` is
    /// rendered for any request type (``renderHeld(_:)``).
    mutating func renderModerationReply(_ type: String, _ v: TextFields) -> [String]? {
        switch type {
        case "room.mod_invite":
            let invitation = v.string("mod_token") ?? "?"
            return ["Moderator invitation: \(invitation) (the previous one no longer works).",
                    "Give it privately; a moderator types: moderate \(roomCode ?? "CODE") \(invitation) THEIR-NAME"]
        case "room.ban":
            return ["Banned (\(v.string("ban_id") ?? "?"))\(v.bool("address") == true ? ", their address too" : "")."]
        case "room.bans":
            let bans = v.array("bans")
            if bans.isEmpty { return ["No bans."] }
            return ["Bans:"] + bans.map { b in
                "  \(b.string("ban_id") ?? "?") \(b.string("name") ?? "?")\(b.bool("address") == true ? " (and their address)" : "") — unban \(b.string("ban_id") ?? "?")"
            }
        case "room.unban": return ["Ban lifted."]
        case "mod.approve": return ["Approved."]
        case "mod.reject": return ["Rejected."]
        case "room.settings": return [settingsLine(v.object("settings"))]
        case "settings": return [settingsLine(v.object("snapshot")?.object("settings"))]
        default: return nil
        }
    }

    /// The `ok` of a chat line, clue or question held for review.
    func renderHeld(_ v: TextFields) -> [String] {
        ["Held for review (\(v.string("item_id") ?? "?")): the host or a moderator decides whether everyone sees it."]
    }

    /// Human lines for moderation's events (nil: not one of them).
    mutating func renderModerationEvent(_ type: String, _ v: TextFields) -> [String]? {
        switch type {
        case "mod.pending":
            let id = v.string("item_id") ?? "?"
            return ["? [\(id)] \(v.string("name") ?? "?") (\(v.string("kind") ?? "?")): \(v.string("text") ?? "") — approve \(id) or reject \(id)"]
        case "mod.resolved":
            let by = v.string("by").map { " by \(name($0))" } ?? ""
            return ["* [\(v.string("item_id") ?? "?")] \(v.string("outcome") ?? "decided")\(by)."]
        case "mod.approved": return ["* Your held item \(v.string("item_id") ?? "?") was approved."]
        case "mod.rejected":
            let why = v.string("reason") == "expired" ? "nobody reviewed it in time" : v.string("reason") == "invalid" ? "it no longer fits the game" : "a moderator rejected it"
            return ["* Your held item \(v.string("item_id") ?? "?") was not published: \(why)."]
        case "room.settings_changed": return ["* " + settingsLine(v.object("settings"))]
        case "room.moderators_changed":
            for m in v.array("moderators") { if let id = m.string("player_id"), let n = m.string("name") { names[id] = n } }
            let mods = v.array("moderators").map { "\($0.string("name") ?? "?")\($0.bool("connected") == false ? " (away)" : "")" }
            return ["* Moderators: " + (mods.isEmpty ? "none" : mods.joined(separator: ", "))]
        case "room.bans_changed": return ["* The room has \(v.array("bans").count) ban(s) — type bans to list them."]
        default: return nil
        }
    }

    /// The staff's part of a snapshot (the host's, a moderator's): the moderators and what
    /// waits for review, when there are any.
    mutating func renderStaff(_ snapshot: TextFields?) -> [String] {
        guard let s = snapshot else { return [] }
        var lines: [String] = []
        if !s.array("moderators").isEmpty {
            lines += (renderModerationEvent("room.moderators_changed", s) ?? []).map { String($0.dropFirst(2)) }
        }
        let pending = s.array("pending")
        if !pending.isEmpty { lines.append("Waiting for review:") }
        for item in pending { lines += renderModerationEvent("mod.pending", item) ?? [] }
        return lines
    }

    /// `Settings: filter moderate, review on, hide_code off, timer_scale 1, audience_chat on`.
    func settingsLine(_ settings: TextFields?) -> String {
        guard let s = settings else { return "Settings: ?" }
        let order = ["filter", "review", "hide_code", "timer_scale", "audience_chat"]
        return "Settings: " + order.compactMap { key in
            if let b = s.bool(key) { return "\(key) \(b ? "on" : "off")" }
            if let d = s.double(key) { return "\(key) \(d == d.rounded() ? String(Int(d)) : String(d))" }
            return s.string(key).map { "\(key) \($0)" }
        }.joined(separator: ", ")
    }
}
