import PartyCore
import PartyProtocol

/// Screens: a TV watching a room (`room.join` {room, role: "screen"}). A screen is not a
/// member: it is absent from `members`, never counted, never the subject of `room.player_*`
/// events, and cannot be kicked. It receives the events whose audience includes screens
/// (``Audience/includesScreens``) and snapshots as a secret-mode guesser may see them, so it
/// never holds an unresolved word. A screen that drops simply joins again with role `screen`.
extension RoomHost {
    /// The `role` of `room.join` that adds a screen.
    static let screenRole = "screen"

    /// `room.join` {room, role: "screen", device?} → ok {room, role, screen_id, snapshot}. No name
    /// and no token: a screen holds nothing to take back. Past `maxScreensPerRoom`, `room_full`;
    /// from a banned device or address, `banned`.
    func addScreen(_ request: Request, from session: Session) throws(WireError) -> Session.Binding? {
        try refuseBanned(Entrant(deviceKey: try deviceKey(request.params), address: session.address))
        let limit = context.config.maxScreensPerRoom
        guard screens.count < limit else {
            throw WireError(.roomFull, "room \(code) already has \(limit) screens, the most it takes")
        }
        screensAdded += 1
        let id = "s\(screensAdded)"
        screens[id] = session
        reply(session, request, Fields(["room": code, "role": Self.screenRole, "screen_id": id, "snapshot": screenSnapshot()]))
        return .bound(self, id)
    }

    /// The room as a screen may see it: members, and the game as a secret-mode guesser sees it.
    func screenSnapshot() -> RoomSnapshot {
        snapshot(extras: snapshotExtras(game: screenGameView()), viewer: nil)
    }

    /// A screen's `room.snapshot`: the room as a screen may see it. (A screen may send only
    /// this, `room.leave` and `ping`: see ``RequestTable``.)
    func sendScreenSnapshot(_ request: Request, from session: Session) -> Session.Binding? {
        reply(session, request, Fields(["snapshot": screenSnapshot()]))
        return nil
    }

    /// A screen's `room.leave`: the screen stops watching.
    func screenLeave(_ request: Request, from session: Session, screen: String) -> Session.Binding? {
        screens[screen] = nil
        reply(session, request)
        return .unbound
    }

    /// The room is closing: each screen gets `frame` (`room.closed`) and is let go (its requests then get `not_in_room`).
    func releaseScreens(_ frame: [UInt8]) {
        let watching = screens
        screens = [:]
        outbox.run { [self] in
            for session in watching.values {
                session.deliver(frame)
                session.detach(from: self)
            }
        }
    }
}
