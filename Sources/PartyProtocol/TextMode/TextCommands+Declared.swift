import PartyCore

extension TextCommands {
    /// The commands a game's wire declares (``WireTextCommand``), by each of their words: the
    /// request type, its one argument (the rest of the line, a choice or a member's name) and
    /// the refusal when that argument is missing or not one of the choices.
    static func declared(by wire: GameWireSummary) -> [String: Command] {
        let spelled = wire.actions.compactMap { a in a.textCommand.map { (a.type, a.parameters, $0) } }
            + wire.roomRequests.compactMap { r in r.textCommand.map { (r.type, r.parameters, $0) } }
        var commands: [String: Command] = [:]
        for (type, parameters, spelling) in spelled {
            let command = Command(usage: spelling.usage, help: spelling.help, needsRoom: true) { rest, session in
                request(type, parameters, spelling, rest, session)
            }
            for word in spelling.words { commands[word] = command }
        }
        return commands
    }

    /// The request `rest` makes for a declared command.
    private static func request(_ type: String, _ parameters: [WireParameter], _ spelling: WireTextCommand, _ rest: String,
                                _ session: TextModeSession) -> Result<Built, TextUsageError> {
        switch spelling.argument {
        case .none:
            return send(type)
        case let .rest(field):
            return rest.isEmpty ? .failure(TextUsageError(spelling.refusal)) : send(type, [field: .string(rest)])
        case let .choice(field):
            let word = rest.lowercased()
            guard case let .choice(allowed)? = parameters.first(where: { $0.name == field })?.kind, allowed.contains(word) else {
                return .failure(TextUsageError(spelling.refusal))
            }
            return send(type, [field: .string(word)])
        case let .player(field):
            return rest.isEmpty ? .failure(TextUsageError(spelling.refusal)) : send(type, [field: .string(session.playerID(rest))])
        }
    }
}
