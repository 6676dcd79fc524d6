import PartyCore
import PartyProtocol

/// The games' room requests (their wires' ``GameRoomRequest``s): a request a game answers on
/// what the room keeps for it between games (``GameMemoryRequest``) goes to the one generic
/// handler here; the others have their handlers in ``RequestTable/roomRequestHandlers``.
extension RoomMachine {
    /// A request a game answers on what the room keeps for it between games
    /// (``GameMemoryRequest``, e.g. `ml.add`): its parameters first, then the host check (for a
    /// host's request), then the written text through the room's word filter, then the game's
    /// rule on a copy of its memory. While that game runs it holds the memory: `wrong_phase`.
    /// The `ok` waits for the room's snapshot when the request is `saved` (`storage_failed`
    /// when the store could not take it); the game's events follow it.
    static func answerGameMemoryRequest(_ state: inout RoomState, _ request: Request, _ player: PlayerID, _ now: UnixMillis,
                                        _ rng: inout SplitMix64) throws(WireError) -> [RoomAction] {
        guard let type = state.rules.games.game(answeringMemoryRequest: request.type),
              let declared = state.rules.games.roomRequest(request.type) else {
            throw WireError(.unknownType, "unknown request type '\(request.type)'")
        }
        return try answerMemory(type, &state, request, declared, by: player)
    }

    private static func answerMemory<G: PartyGame>(_ type: G.Type, _ state: inout RoomState, _ request: Request,
                                                   _ declared: GameRoomRequest, by player: PlayerID) throws(WireError) -> [RoomAction] {
        let arguments = try rule { () throws(RuleViolation) in
            try G.memoryRequestArguments(request.type, params: GameParamsView(request.params))
        }
        if case let .host(refusal) = declared.senders { try state.requireHost(player, refusal) }
        if state.game?.state is G { throw WireError(.wrongPhase, "\(G.displayName) is running; do this between games") }
        if let field = G.memoryRequestWrittenText(request.type), let text = arguments.optionalString(field) {
            try state.checkText(text, field: field)
        }
        let memory = state.gameMemory[G.id] as? G.Memory ?? G.emptyMemory
        let (kept, answer) = try rule { () throws(RuleViolation) in
            try G.answerMemoryRequest(request.type, arguments: arguments, memory: memory, by: player)
        }
        state.gameMemory[G.id] = kept
        var out: [RoomAction]
        if declared.saved {
            let write = state.nextWrite()
            out = [.saveSnapshot(write), .reply(answer.reply, after: write)]
        } else {
            out = [.reply(answer.reply, after: nil)]
        }
        for item in answer.events { out += delivered(item.event, to: item.audience, &state) }
        return out
    }
}

extension GameRegistry {
    /// The room request `type` as a registered game's wire declares it.
    func roomRequest(_ type: String) -> GameRoomRequest? {
        wires.lazy.flatMap(\.roomRequests).first { $0.type == type }
    }
}

extension RoomState {
    /// Refuses anyone but the host with `not_host` and the refusal the games' wires declare for
    /// the room request `type` (after its parameters were read).
    func requireHost(_ player: PlayerID, declaredFor type: String) throws(WireError) {
        guard case let .host(refusal)? = rules.games.roomRequest(type)?.senders else {
            return try requireHost(player, "only the host can send \(type)")
        }
        try requireHost(player, refusal)
    }
}
