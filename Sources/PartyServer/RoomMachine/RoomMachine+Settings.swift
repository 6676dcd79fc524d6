import PartyCore
import PartyProtocol

/// The room's settings (contract §9, ``RoomSettings``): `room.settings`, and those `room.create` sets.
extension RequestTable {
    /// The settings' request type: the host's, and a moderator's for the safety settings.
    static let settingsRows: [RequestRoute] = [
        .machine("room.settings", senders: .host(RoomMachine.settingsRefusal), RoomMachine.changeSettings)
            .moderated(machine: RoomMachine.changeSettings),
    ]
}

extension RoomMachine {
    /// What a member who is not the host hears for `room.settings`.
    static let settingsRefusal = "only the host can change the room's settings"

    /// `room.settings` {any subset of the settings} (host; a moderator may change `filter`,
    /// `review`, `hide_code` and `audience_chat`) → ok {settings}; event `room.settings_changed`
    /// {settings} to everyone when anything changed. A change is saved before its `ok` (a restart,
    /// even kill -9, keeps what the host was told). Every field of the request is a setting: an
    /// unknown one or a bad value is `bad_request` naming it; a member who is not the host gets
    /// `not_host`, a moderator changing another setting `not_allowed`; and nothing changes.
    static func changeSettings(_ state: inout RoomState, _ request: Request, _ player: PlayerID, _ now: UnixMillis,
                               _ rng: inout SplitMix64) throws(WireError) -> [RoomAction] {
        let next = try state.settings.applying(request.params.fields)
        let actor = state.rank(of: player)
        if actor == .member { try state.requireHost(player, settingsRefusal) }
        let changes = next.changedNames(comparedTo: state.settings)
        try rule { () throws(RuleViolation) in try StaffPolicy.mayChange(settings: changes, by: actor) }
        guard next != state.settings else { return [.reply(Fields(["settings": state.settings]), after: nil)] }
        state.settings = next
        let write = state.nextWrite()
        return [.saveSnapshot(write), .reply(Fields(["settings": next]), after: write),
                .emit(.everyone, RoomSettingsChanged(settings: next))]
    }

    /// The `settings` object of `room.create` (absent: the defaults).
    static func createSettings(_ params: Params) throws(WireError) -> RoomSettings {
        switch params.fields["settings"] {
        case nil, .null?: return RoomSettings()
        case let .object(fields)?: return try RoomSettings().applying(fields)
        case let other?: throw .badRequest("settings", "must be an object, not \(other.typeName)")
        }
    }
}
