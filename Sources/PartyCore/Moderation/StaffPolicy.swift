/// Where someone stands in a room for moderation's rules.
public enum RoomRank: Sendable, Equatable {
    /// The host.
    case host
    /// A moderator (``ModeratorSeats``).
    case moderator
    /// A player or audience member who is not the host.
    case member
}

/// Who may do what to whom (contract §9, "Moderators" and "Bans"). Pure rules.
public enum StaffPolicy {
    /// The settings a moderator may change (the host may change all of them).
    public static let moderatorSettings: Set<String> = ["filter", "review", "hide_code", "audience_chat"]

    /// Whether `actor` may act as staff at all (approve, reject, ban, unban, list bans).
    /// - Throws: `not_host` for a member who is not the host.
    public static func requireStaff(_ actor: RoomRank) throws(RuleViolation) {
        if actor == .member { throw .notHost }
    }

    /// Whether `actor` may kick or ban someone of rank `target`: the host anyone but themselves,
    /// a moderator any member but the host.
    /// - Throws: `not_host` for a member, `not_allowed` against the host or (for a moderator)
    ///   another moderator.
    public static func mayRemove(_ target: RoomRank, by actor: RoomRank) throws(RuleViolation) {
        try requireStaff(actor)
        switch (actor, target) {
        case (_, .host): throw .notAllowed("the host cannot be kicked or banned")
        case (.moderator, .moderator): throw .notAllowed("a moderator cannot kick or ban another moderator")
        default: return
        }
    }

    /// Whether `actor` may change the settings `names`.
    /// - Throws: `not_host` for a member, `not_allowed` for a moderator changing a setting only
    ///   the host may change (`timer_scale`).
    public static func mayChange(settings names: some Sequence<String>, by actor: RoomRank) throws(RuleViolation) {
        try requireStaff(actor)
        guard actor == .moderator else { return }
        if let name = names.first(where: { !moderatorSettings.contains($0) }) {
            throw .notAllowed("\(name): only the host can change it (moderators may change \(moderatorSettings.sorted().joined(separator: ", ")))")
        }
    }
}
