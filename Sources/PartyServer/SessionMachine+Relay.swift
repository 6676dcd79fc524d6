import PartyProtocol

extension SessionMachine {
    /// A relay link to the room's owner is up: from now on every byte is piped there. Returns
    /// what goes after the routed line: the lines queued behind it (each with its newline) and
    /// any partial line. Reading resumes and the session's deadlines end (the owner's session
    /// keeps them now).
    mutating func relayBegan() -> (pending: [UInt8], actions: [Action]) {
        relaying = true
        var pending: [UInt8] = []
        for work in backlog {
            pending.append(contentsOf: work.line)
            pending.append(0x0A)
        }
        backlog.removeAll()
        pending.append(contentsOf: decoder.takeBuffered())
        inFlight = false
        deadlineMayBeArmed = false
        return (pending, [.resumeReading, .deadline(millis: nil, what: "relay", farewell: nil)])
    }

    /// The relay link was lost (or given up) before the owner answered: the routed request is
    /// in flight again (the session routes it anew), and the bytes held behind it are read
    /// again as if they had just come.
    mutating func relayLost(held: [UInt8], now: Int64) -> [Action] {
        relaying = false
        inFlight = true
        return [.resumeReading] + (held.isEmpty ? [] : received(held, now: now))
    }
}
