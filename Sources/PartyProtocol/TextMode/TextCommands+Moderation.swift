import Foundation
import PartyCore

extension TextCommands {
    /// Running a public room (Protocol/PROTOCOL.md section 16): the host's moderator invitation,
    /// joining as a moderator, bans, the review queue and the room's settings.
    static func addModerationCommands(to t: inout [String: Command]) {
        t["mod"] = Command(usage: "mod invite", help: "mod invite — make a moderator invitation (host; the previous one stops working)",
                           needsRoom: true) { rest, _ in
            rest.lowercased() == "invite" ? send("room.mod_invite") : .failure(TextUsageError("write: mod invite"))
        }
        t["moderate"] = Command(usage: "moderate CODE INVITATION NAME",
                                help: "moderate CODE INVITATION NAME — join a room as a moderator with the host's invitation",
                                needsRoom: false) { rest, _ in
            let (code, more) = TextModeSession.split(rest)
            let (invitation, name) = TextModeSession.split(more)
            guard !code.isEmpty, !invitation.isEmpty, !name.isEmpty else {
                return .failure(TextUsageError("the room code, the invitation and your name are needed"))
            }
            return send("room.join", ["room": .string(code), "role": .string("moderator"), "mod_token": .string(invitation),
                                      "name": .string(name)])
        }
        t["ban"] = Command(usage: "ban NAME [by address]",
                           help: "ban NAME [by address] — remove a member for good (host, moderators); 'by address' bans their address too",
                           needsRoom: true) { rest, s in
            var target = rest
            let byAddress = target.lowercased().hasSuffix(" by address")
            if byAddress { target = String(target.dropLast(" by address".count)).trimmingCharacters(in: .whitespaces) }
            guard !target.isEmpty else { return .failure(TextUsageError("a name or player id is needed")) }
            var params: [String: JSONValue] = ["player_id": .string(s.playerID(target))]
            if byAddress { params["address"] = .bool(true) }
            return send("room.ban", params)
        }
        t["bans"] = Command(usage: "bans", help: "bans — list the room's bans (host, moderators)", needsRoom: true) { _, _ in send("room.bans") }
        t["unban"] = Command(usage: "unban BAN", help: "unban BAN — lift a ban (its id from 'bans', e.g. b1)", needsRoom: true) { rest, _ in
            rest.isEmpty ? .failure(TextUsageError("a ban id is needed (see: bans)")) : send("room.unban", ["ban_id": .string(rest)])
        }
        t["approve"] = Command(usage: "approve ID", help: "approve ID — publish a held message, clue or question (host, moderators)",
                               needsRoom: true) { rest, _ in
            rest.isEmpty ? .failure(TextUsageError("an item id is needed (e.g. r1)")) : send("mod.approve", ["item_id": .string(rest)])
        }
        t["reject"] = Command(usage: "reject ID", help: "reject ID — drop a held message, clue or question (host, moderators)",
                              needsRoom: true) { rest, _ in
            rest.isEmpty ? .failure(TextUsageError("an item id is needed (e.g. r1)")) : send("mod.reject", ["item_id": .string(rest)])
        }
        t["settings"] = Command(usage: "settings [KEY=VALUE ...]",
                                help: "settings [KEY=VALUE ...] — show or change the room's settings, e.g. settings review=on filter=strict",
                                needsRoom: true) { rest, _ in
            guard !rest.isEmpty else { return .success(.ask("room.snapshot", [:], renderAs: "settings")) }
            var params: [String: JSONValue] = [:]
            for pair in rest.split(separator: " ") {
                let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
                guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                    return .failure(TextUsageError("'\(pair)' is not KEY=VALUE"))
                }
                params[parts[0].lowercased()] = settingValue(parts[1])
            }
            return send("room.settings", params)
        }
    }

    /// A typed setting's value: on/off, yes/no and true/false as booleans, numbers as numbers,
    /// anything else as text (the server names a wrong one).
    static func settingValue(_ text: String) -> JSONValue {
        switch text.lowercased() {
        case "on", "yes", "true": return .bool(true)
        case "off", "no", "false": return .bool(false)
        default:
            if let n = Int(text) { return .int(n) }
            if let d = Double(text) { return .double(d) }
            return .string(text.lowercased())
        }
    }
}
