import PartyCore
import PartyProtocol

/// The games' request rows, made from their wires (``PartyGame/wire``): a row per action (the
/// running game answers it) and a row per room request (``GameRoomRequest``: its senders and
/// whether it is saved come from the declaration; its handler is bound here by type, or is the
/// room's generic one for a request the game answers on its memory, ``GameMemoryRequest``).
extension RequestTable {
    /// A room request's handler: a `RoomHost` method that reads its parameters and answers.
    typealias RoomRequestMethod = @Sendable (RoomHost) -> (Request, Session, PlayerID) throws(WireError) -> Void

    /// The handlers of the room requests the shipped games declare, by type. A game whose room
    /// requests have no handler here cannot be served (the server refuses to start).
    static let roomRequestHandlers: [String: RoomRequestMethod] = [
        "gop.add": RoomHost.addCustomWord(_:from:player:),
        "wyr.add": RoomHost.addQuestion(_:from:player:),
        "wyr.history": RoomHost.wyrHistory(_:from:player:),
        "wyr.reset": RoomHost.resetWyr(_:from:player:),
    ]

    /// The rows of every request type the games of `games` declare.
    /// - Precondition: every declared room request but a memory request has a handler in ``roomRequestHandlers``.
    static func gameRows(_ games: GameRegistry) -> [RequestRoute] {
        games.wires.flatMap { wire in
            wire.actions.map { RequestRoute.gameAction($0.type) }
                + wire.roomRequests.map { roomRequestRow($0, answeredByGame: games.game(answeringMemoryRequest: $0.type) != nil) }
        }
    }

    /// The row of one declared room request: a memory request (``GameMemoryRequest``) goes to
    /// the room's one generic handler, any other to its handler in ``roomRequestHandlers``.
    private static func roomRequestRow(_ declared: GameRoomRequest, answeredByGame: Bool) -> RequestRoute {
        let handler: RoomRequestMethod? = answeredByGame ? RoomHost.answerGameMemoryRequest(_:from:player:) : roomRequestHandlers[declared.type]
        guard let method = handler else {
            preconditionFailure("the game request '\(declared.type)' has no handler in RequestTable.roomRequestHandlers")
        }
        let senders: RequestRoute.Senders = switch declared.senders {
        case .members: .members
        case let .host(refusal): .host(refusal)
        }
        return .member(declared.type, saved: declared.saved, senders: senders, method)
    }
}
