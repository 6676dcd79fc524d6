import PartyCore
import PartyProtocol

extension RoomHost {
    /// `room.settings` {any subset of the settings} (host) → ok {settings}; event
    /// `room.settings_changed` {settings} to everyone when anything changed. Every field of the
    /// request is a setting: an unknown one or a bad value is `bad_request` naming it, and nothing
    /// changes.
    func changeSettings(_ request: Request, from session: Session, player: PlayerID) throws(WireError) {
        let next = try settings.applying(request.params.fields)
        try requireHost(request, player)
        let changed = next != settings
        settings = next
        reply(session, request, Fields(["settings": settings]))
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
