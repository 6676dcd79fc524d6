import PartyCore
import PartyProtocol

extension RoomHost {
    /// `room.settings` {any subset of the settings} (host; a moderator may change `filter`,
    /// `review`, `hide_code` and `audience_chat`) → ok {settings}; event `room.settings_changed`
    /// {settings} to everyone when anything changed, once saved. Every field of the request is a setting: an
    /// unknown one or a bad value is `bad_request` naming it; a member who is not the host gets
    /// `not_host`, a moderator changing another setting `not_allowed`; and nothing changes.
    func changeSettings(_ request: Request, from session: Session, player: String) throws(WireError) {
        let next = try settings.applying(request.params.fields)
        let actor = rank(of: player)
        if actor == .member { try requireHost(request, player) }
        try rule { () throws(RuleViolation) in try StaffPolicy.mayChange(settings: next.changedNames(comparedTo: settings), by: actor) }
        let changed = next != settings
        settings = next
        // A change is saved before its `ok` (a restart, even kill -9, keeps what the host was told).
        reply(session, request, Fields(["settings": settings]), after: changed ? durableSnapshot() : nil)
        if changed { emit([Addressed(.everyone, RoomSettingsChanged(settings: settings))]) }
    }

    /// The `settings` object of `room.create` (absent: the defaults).
    func createSettings(_ params: Params) throws(WireError) -> RoomSettings {
        switch params.fields["settings"] {
        case nil, .null?: return RoomSettings()
        case let .object(fields)?: return try RoomSettings().applying(fields)
        case let other?: throw .badRequest("settings", "must be an object, not \(other.typeName)")
        }
    }
}
