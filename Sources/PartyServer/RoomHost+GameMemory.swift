import PartyCore
import PartyProtocol

extension RoomHost {
    /// A request a game answers on what the room keeps for it between games
    /// (``GameMemoryRequest``, e.g. `ml.add`): its parameters first, then the host check (for a
    /// host's request), then the written text through the room's word filter, then the game's
    /// rule on a copy of its memory. While that game runs it holds the memory: `wrong_phase`.
    /// The `ok` waits for the room's snapshot when the request is `saved` (`storage_failed`
    /// when the store could not take it); the game's events follow it.
    func answerGameMemoryRequest(_ request: Request, from session: Session, player: PlayerID) throws(WireError) {
        guard let type = games.game(answeringMemoryRequest: request.type) else {
            throw WireError(.unknownType, "unknown request type '\(request.type)'")
        }
        try answerMemory(type, request, from: session, player: player)
    }

    private func answerMemory<G: PartyGame>(_ type: G.Type, _ request: Request, from session: Session, player: PlayerID) throws(WireError) {
        let arguments = try rule { () throws(RuleViolation) in
            try G.memoryRequestArguments(request.type, params: GameParamsView(request.params))
        }
        if case .host? = requests[request.type]?.senders { try requireHost(request, player) }
        if game?.state is G { throw WireError(.wrongPhase, "\(G.displayName) is running; do this between games") }
        if let field = G.memoryRequestWrittenText(request.type), let text = arguments.optionalString(field) {
            try checkText(text, field: field)
        }
        let memory = gameMemory[G.id] as? G.Memory ?? G.emptyMemory
        let (kept, answer) = try rule { () throws(RuleViolation) in
            try G.answerMemoryRequest(request.type, arguments: arguments, memory: memory, by: player)
        }
        gameMemory[G.id] = kept
        let saved = requests[request.type]?.saved ?? true
        reply(session, request, answer.reply, after: saved ? durableSnapshot() : nil)
        publish(answer.events)
    }
}
