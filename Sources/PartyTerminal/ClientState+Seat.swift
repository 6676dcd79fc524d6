import PartyProtocol

extension ClientState {
    /// What to print when the program ends but the seat stays (`/quit`, Ctrl-C): that the seat
    /// waits, for how long, and the command that takes it back. Nil when there is no seat.
    /// `arguments` are the connection options to repeat (`--port 7000`...).
    public func quitNote(arguments: [String] = []) -> String? {
        guard let roomCode, let me else { return nil }
        let command = (["party", "join", roomCode, name(of: me)] + arguments).map(Self.shellQuoted).joined(separator: " ")
        let wait: String
        switch graceSeconds {
        case let seconds? where seconds >= 120 && seconds % 60 == 0: wait = t(.durMinutes, String(seconds / 60))
        case let seconds?: wait = t(.durSeconds, String(seconds))
        case nil: wait = t(.quitAWhile)
        }
        return t(.quitSeatKept, wait, command) + "\n" + t(.quitLeaveHint)
    }

    /// A word as a shell would need it typed: quoted when it holds anything but safe characters.
    static func shellQuoted(_ word: String) -> String {
        let safe = word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.:/=@+".contains($0)) }
        return safe && !word.isEmpty ? word : "'" + word.replacing("'", with: "'\\''") + "'"
    }

    /// Adds the room's recent chat (`chat` of a resume reply, `messages` of `chat.history`)
    /// without repeating lines already shown: only the lines after the last one this client has.
    mutating func mergeHistory(_ lines: [JSONValue]) {
        let history = lines.map { ChatEntry(.message(from: $0["name"]?.text ?? name(of: $0["player_id"]?.text)), $0["text"]?.text ?? "") }
        guard !history.isEmpty else { return }
        var fresh = history[...]
        if let last = chat.last(where: { if case .message = $0.kind { true } else { false } }),
           let seen = history.lastIndex(of: last) {
            fresh = history[(seen + 1)...]
        }
        for entry in fresh { append(entry) }
    }
}
