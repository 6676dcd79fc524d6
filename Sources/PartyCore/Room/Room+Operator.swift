extension Room {
    /// The `by` of `room.kicked` when the server's operator removed the member (not the host).
    public static let operatorActor: PlayerID = "operator"

    /// The server's operator removes a member (the console): they get `room.kicked` {by:
    /// "operator"} and lose the seat, whoever they are — the host too (the role passes on).
    /// - Throws: `notFound` when no member has that id.
    public mutating func removeByOperator(_ target: PlayerID) throws(RuleViolation) -> Events {
        guard member(target) != nil else { throw .notFound("player \(target)") }
        return [Addressed(.only(target), .kicked(id: target, by: Self.operatorActor))] + remove(target, reason: .kicked)
    }
}
