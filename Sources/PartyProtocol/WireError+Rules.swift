import PartyCore

extension WireError {
    /// The wire form of a game rule's refusal.
    public init(_ violation: RuleViolation) {
        self.init(ErrorCode(rawValue: violation.code) ?? .badRequest, violation.message)
    }
}
