import PartyProtocol

/// Running a public room from the terminal (Protocol/PROTOCOL.md section 16): the host's and the
/// moderators' commands, the review queue, bans and settings.
extension ClientState {
    /// A moderation string in the interface language.
    func t(_ key: ModKey, _ args: String...) -> String { Localization.text(key, language, args) }

    /// Adds a moderation system line.
    mutating func system(_ key: ModKey, _ args: String...) {
        append(ChatEntry(.system, Localization.text(key, language, args)))
    }

    /// Whether this client is staff: the host or a moderator (sees the review queue).
    public var isStaff: Bool { isHost || moderation.isModerator }

    /// Whether the header may show the room's code: not in streamer mode (`hide_code`).
    public var codeShown: Bool { !moderation.hideCode }

    /// `/mod invite`, `/ban NAME [address]`, `/bans`, `/unban ID`, `/approve ID`, `/reject ID`,
    /// `/settings [key=value …]`, `/code`; nil for any other command.
    mutating func moderationCommand(_ head: String, _ args: [String]) -> [ClientEffect]? {
        let rest = args.joined(separator: " ")
        switch head {
        case "mod":
            guard args.first?.lowercased() == "invite" else { return usage(.modUsageMod) }
            return [.request("room.mod_invite", [:])]
        case "ban":
            var words = args
            let byAddress = words.last?.lowercased() == "address"
            if byAddress { words.removeLast() }
            guard let id = findPerson(words.joined(separator: " ")) else { return usage(.modUsageBan) }
            return [.request("room.ban", byAddress ? ["player_id": .string(id), "address": .bool(true)] : ["player_id": .string(id)])]
        case "bans": return [.request("room.bans", [:])]
        case "unban", "approve", "reject":
            guard !rest.isEmpty else { append(ChatEntry(.error, t(.sysUsage, "/\(head) ID"))); return [] }
            let type = head == "unban" ? "room.unban" : "mod.\(head)"
            return [.request(type, [head == "unban" ? "ban_id" : "item_id": .string(rest)])]
        case "settings":
            guard !args.isEmpty else { system(.modSettings, moderation.settingsLine); return [] }
            var params: [String: JSONValue] = [:]
            for pair in args {
                let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
                guard parts.count == 2 else { return usage(.modUsageSettings) }
                params[parts[0].lowercased()] = Self.settingValue(parts[1])
            }
            return [.request("room.settings", params)]
        case "code":
            if let roomCode { system(.modCode, roomCode) }
            return []
        default: return nil
        }
    }

    /// A typed setting's value: on/off as booleans, numbers as numbers, else text.
    static func settingValue(_ text: String) -> JSONValue {
        switch text.lowercased() {
        case "on", "yes", "true": .bool(true)
        case "off", "no", "false": .bool(false)
        default: Int(text).map(JSONValue.int) ?? Double(text).map(JSONValue.double) ?? .string(text.lowercased())
        }
    }

    /// A member's or a moderator's id by name or id (what `/ban` and `/kick` aim at).
    func findPerson(_ text: String) -> String? {
        let key = text.lowercased()
        guard !key.isEmpty else { return nil }
        return findMember(text) ?? moderation.moderators.first { $0.id.lowercased() == key || $0.name.lowercased() == key }?.id
    }

    /// Moderation's events; nil for an event that is not one.
    mutating func reduceModeration(_ type: String, _ f: [String: JSONValue]) -> [ClientEffect]? {
        let id = f.text("item_id") ?? "?"
        switch type {
        case "mod.pending":
            let item = PendingInfo(.object(f))
            moderation.pending.append(item)
            system(.modPending, item.id, item.name, item.kind, item.text)
        case "mod.resolved":
            moderation.pending.removeAll { $0.id == id }
            let by = f.text("by").map { " · " + name(of: $0) } ?? ""
            system(.modResolved, id, (f.text("outcome") ?? "?") + by)
        case "mod.approved": system(.modApproved, id)
        case "mod.rejected":
            switch f.text("reason") {
            case "expired": system(.modExpired, id)
            case "invalid": system(.modInvalid, id)
            default: system(.modRejected, id)
            }
        case "room.settings_changed":
            if case let .object(s)? = f["settings"] { moderation.adopt(settings: s) }
            system(.modSettings, moderation.settingsLine)
        case "room.moderators_changed":
            moderation.moderators = f.array("moderators").map(ModeratorInfo.init)
            let names = moderation.moderators.map { $0.name + ($0.connected ? "" : " (\(t(.away))") + ($0.connected ? "" : ")") }
            if names.isEmpty { system(.modNoModerators) } else { system(.modModerators, names.joined(separator: ", ")) }
        case "room.bans_changed": break  // `/bans` lists them
        default: return nil
        }
        return []
    }

    /// Moderation's replies (and a held item's `ok` for any request); nil for another reply.
    mutating func reduceModerationReply(_ type: String, _ f: [String: JSONValue]) -> [ClientEffect]? {
        if f.bool("held") == true {
            system(.modHeld, f.text("item_id") ?? "?")
            return []
        }
        switch type {
        case "room.mod_invite":
            let invitation = f.text("mod_token") ?? "?"
            system(.modInvite, invitation)
            system(.modInviteHint, roomCode ?? "CODE", invitation)
        case "room.ban": system(.modBanned, f.text("ban_id") ?? "?")
        case "room.unban": system(.modUnbanned)
        case "room.bans":
            let bans = f.array("bans")
            if bans.isEmpty { system(.modNoBans); return [] }
            system(.modBans)
            for b in bans {
                let name = (b["name"]?.text ?? "?") + (b["address"]?.bool == true ? " (+address)" : "")
                system(.modBanLine, b["ban_id"]?.text ?? "?", name)
            }
        case "room.settings":
            if case let .object(s)? = f["settings"] { moderation.adopt(settings: s) }
        case "mod.approve", "mod.reject": break
        default: return nil
        }
        return []
    }

    /// A refusal worth its own words: the word filter names the field to change.
    mutating func moderationFailure(code: String, field: String?) -> Bool {
        guard code == "filtered" else { return false }
        append(ChatEntry(.error, t(.modFiltered, field ?? "text")))
        return true
    }

    private mutating func usage(_ key: ModKey) -> [ClientEffect] {
        append(ChatEntry(.error, t(.sysUsage, t(key))))
        return []
    }
}
