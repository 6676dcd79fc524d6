import PartyCore
import PartyProtocol

/// One request type as the server knows it: who answers it, what it costs, whether it changes
/// the session's seat or the room's snapshot, and who may send it. Every request type is
/// declared once, as a row of ``RequestTable`` (a game's own types come from its
/// ``PartyGame/actionTypes``); the session and the room read these rows instead of lists of names.
struct RequestRoute: Sendable {
    /// A request from a seated member: `(room, request, session, player)`.
    typealias MemberHandler = @Sendable (RoomHost, Request, Session, PlayerID) throws(WireError) -> Session.Binding?
    /// A request from a screen watching the room: `(room, request, session, screen id)`.
    typealias ScreenHandler = @Sendable (RoomHost, Request, Session, String) throws(WireError) -> Session.Binding?
    /// `room.create`, `room.join` or `room.resume`, from a session without a seat.
    typealias EntryHandler = @Sendable (RoomHost, Request, Session) throws(WireError) -> Session.Binding?
    /// A request the server answers outside any room, from any session, seated or not:
    /// `(server, request, session)`. It answers (``Session/reply(_:_:)`` or ``Session/fail(_:_:)``)
    /// and then calls ``Session/finish(_:pipelined:)`` with no seat change.
    typealias ServerHandler = @Sendable (ServerContext, Request, Session) -> Void

    /// Who answers the request.
    enum Handling: Sendable {
        /// The session itself (`ping`).
        case session
        /// The room registry finds the room (or, `opensRoom`, makes one), whose handler seats the session.
        case entry(EntryHandler, opensRoom: Bool)
        /// A server-wide service, not a room (game nights' `night.create`, `night.get`,
        /// `night.rsvp`, `night.open`): it runs alone, whether or not the session has a seat.
        case server(ServerHandler)
        /// The session's room: `member` for a seated member; `screen` for a screen, when
        /// screens may send it (others get `not_allowed` from a screen).
        case room(member: MemberHandler, screen: ScreenHandler?)
    }

    /// A request from one of the room's moderators: `(room, request, session, moderator id)`.
    typealias ModeratorHandler = @Sendable (RoomHost, Request, Session, String) throws(WireError) -> Session.Binding?

    /// Which seated members may send it (screens: see ``Handling/room(member:screen:)``).
    enum Senders: Sendable, Equatable {
        /// Any member, player or audience (a game's own rules may still refuse a role).
        case members
        /// Only the host. The handler checks it with ``RoomHost/requireHost(_:_:)`` after it
        /// has read its parameters (the wire's order: `bad_request`, then `not_host`, then the
        /// rules), refusing others with `not_host` and this message.
        case host(String)
        /// Only the host, checked by the core rule the handler runs (its own `not_host`).
        case hostByRule
    }

    /// Rate-limit tokens a request takes beyond the one every line takes.
    enum Cost: Sendable, Equatable {
        /// Just the line's token.
        case line
        /// `roomCreateCost` tokens in all (`room.create`).
        case roomCreate
        /// `seatChangeCost` tokens in all (joining, resuming, leaving).
        case seatChange
    }

    /// The wire name, e.g. `chat.send`.
    let type: String
    /// Who answers it.
    let handling: Handling
    /// What it costs.
    let cost: Cost
    /// Whether it takes or gives up the session's seat: it runs alone, after every request
    /// before it has been answered, and nothing behind it starts until it is answered.
    let changesSeat: Bool
    /// Whether it may change what the room's snapshot holds (false: it never makes the room dirty).
    let saved: Bool
    /// Which members may send it.
    var senders = Senders.members
    /// How a moderator's request of this type is answered; nil: moderators get `not_allowed`
    /// (contract §9, "Moderators": they chat, kick, ban, review and change the safety settings).
    var moderator: ModeratorHandler?

    /// This row, with moderators allowed to send it (answered by `handler`).
    func moderated(_ handler: @escaping ModeratorHandler) -> RequestRoute {
        var row = self
        row.moderator = handler
        return row
    }

    /// This row, with moderators allowed to send it, answered by `method` (which throws the refusal).
    func moderated(_ method: @escaping @Sendable (RoomHost) -> (Request, Session, String) throws(WireError) -> Void) -> RequestRoute {
        moderated { host, request, session, moderator throws(WireError) in
            try method(host)(request, session, moderator)
            return nil
        }
    }

    /// This row, with moderators allowed to send it, answered by the room's machine (`handler`,
    /// with the moderator's id as its sender).
    func moderated(machine handler: @escaping RoomMachine.Handler, due: RoomMachine.Due = []) -> RequestRoute {
        moderated { host, request, session, moderator throws(WireError) in
            try host.handle(request, from: session, as: moderator, due: due, handler)
            return nil
        }
    }

    /// Whether a seated member's request of this type may go to the room without waiting for
    /// the requests before it (see ``SessionMachine``).
    var pipelines: Bool {
        if case .room = handling { return !changesSeat }
        return false
    }

    /// Whether it opens a new room (`room.create`).
    var opensRoom: Bool {
        if case .entry(_, opensRoom: true) = handling { return true }
        return false
    }

    /// Whether it takes a seat in a room that exists (`room.join`, `room.resume`): failed tries
    /// (no such room, a wrong token) count against the client's address.
    var entersExistingRoom: Bool {
        if case .entry(_, opensRoom: false) = handling { return true }
        return false
    }

    /// Whether a screen may send it.
    var screensMaySend: Bool {
        if case .room(_, screen: .some) = handling { return true }
        return false
    }

    // MARK: - Declaring rows

    /// A seated member's request, answered by `method` (which throws the request's refusal).
    /// `saved: false` for a request that never changes what the snapshot holds.
    /// `senders` says who may send it (any member by default).
    static func member(_ type: String, saved: Bool = true, senders: Senders = .members,
                       _ method: @escaping @Sendable (RoomHost) -> (Request, Session, PlayerID) throws(WireError) -> Void) -> RequestRoute {
        RequestRoute(type: type, handling: .room(member: { host, request, session, player throws(WireError) in
            try method(host)(request, session, player)
            return nil
        }, screen: nil), cost: .line, changesSeat: false, saved: saved, senders: senders)
    }

    /// A seated member's request answered by the room's machine: `handler` decides
    /// (``RoomMachine/Handler``), the room carries out its actions. `due` names the deadlines
    /// that fire before the handler sees the room.
    static func machine(_ type: String, saved: Bool = true, senders: Senders = .members, due: RoomMachine.Due = [],
                        _ handler: @escaping RoomMachine.Handler) -> RequestRoute {
        RequestRoute(type: type, handling: .room(member: { host, request, session, player throws(WireError) in
            try host.handle(request, from: session, as: player, due: due, handler)
            return nil
        }, screen: nil), cost: .line, changesSeat: false, saved: saved, senders: senders)
    }

    /// A request a server-wide service answers, seated or not (see ``Handling/server(_:)``):
    /// `method` throws the request's refusal, which is sent before the session goes on; when
    /// it returns, it has answered (or will, then calling ``Session/finish(_:pipelined:)``).
    static func server<Service>(_ type: String, cost: Cost = .line, _ service: @escaping @Sendable (ServerContext) -> Service,
                                _ method: @escaping @Sendable (Service) -> (Request, Session) throws(WireError) -> Void) -> RequestRoute {
        RequestRoute(type: type, handling: .server({ context, request, session in
            do throws(WireError) {
                try method(service(context))(request, session)
            } catch {
                session.fail(request, error)
                session.finish(nil)
            }
        }), cost: cost, changesSeat: false, saved: false)
    }

    /// The session's own `ping`.
    static func session(_ type: String) -> RequestRoute {
        RequestRoute(type: type, handling: .session, cost: .line, changesSeat: false, saved: false)
    }

    /// A request that seats a session without one.
    /// `opensRoom` for `room.create`, whose registry makes the room first.
    static func entry(_ type: String, cost: Cost, opensRoom: Bool = false,
                      _ method: @escaping @Sendable (RoomHost) -> (Request, Session) throws(WireError) -> Session.Binding?) -> RequestRoute {
        let handler: EntryHandler = { host, request, session throws(WireError) in try method(host)(request, session) }
        return RequestRoute(type: type, handling: .entry(handler, opensRoom: opensRoom), cost: cost, changesSeat: true, saved: true)
    }
}

extension RequestRoute.Handling {
    /// The session answers it itself.
    var isSession: Bool {
        if case .session = self { return true }
        return false
    }

    /// It seats a session without one.
    var isEntry: Bool {
        if case .entry = self { return true }
        return false
    }

    /// A server-wide service answers it.
    var isServer: Bool {
        if case .server = self { return true }
        return false
    }
}
