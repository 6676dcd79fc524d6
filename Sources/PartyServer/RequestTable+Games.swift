import PartyCore
import PartyProtocol

/// The games' request rows, made from their wires (``PartyGame/wire``): a row per action (the
/// running game answers it, ``RoomMachine/playGameAction(_:_:_:_:_:)``) and a row per room request
/// (``GameRoomRequest``: its senders and whether it is saved come from the declaration; its
/// machine handler is bound here by type, or is the machine's generic one for a request the game
/// answers on its memory, ``GameMemoryRequest``).
extension RequestTable {
    /// The machine handlers of the room requests the shipped games declare, by type. A game whose
    /// room requests have no handler here cannot be served (the server refuses to start).
    static let roomRequestHandlers: [String: RoomMachine.Handler] = [
        "gop.add": RoomMachine.addCustomWord,
        "wyr.add": RoomMachine.addQuestion,
        "wyr.history": RoomMachine.wyrHistory,
        "wyr.reset": RoomMachine.resetWyr,
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
    /// the machine's one generic handler, any other to its handler in ``roomRequestHandlers``.
    /// A request that may hold its item for review (`wyr.add`) sees the review queue's expiries first.
    private static func roomRequestRow(_ declared: GameRoomRequest, answeredByGame: Bool) -> RequestRoute {
        let handler: RoomMachine.Handler? = answeredByGame ? RoomMachine.answerGameMemoryRequest : roomRequestHandlers[declared.type]
        guard let handler else {
            preconditionFailure("the game request '\(declared.type)' has no handler in RequestTable.roomRequestHandlers")
        }
        let senders: RequestRoute.Senders = switch declared.senders {
        case .members: .members
        case let .host(refusal): .host(refusal)
        }
        return .machine(declared.type, saved: declared.saved, senders: senders, due: [.review], handler)
    }
}
