/// Who receives an event. Hidden information is filtered here and nowhere else.
public enum Audience: Equatable, Sendable {
    /// Every member of the room.
    case everyone
    /// Exactly one member.
    case only(PlayerID)
    /// Every member except one (for example everyone but the guesser).
    case allExcept(PlayerID)

    /// Whether `member` receives an event sent to this audience.
    public func includes(_ member: PlayerID) -> Bool {
        switch self {
        case .everyone: true
        case let .only(id): id == member
        case let .allExcept(id): id != member
        }
    }
}

/// An event paired with the members who may see it.
public struct Addressed<Event> {
    /// Who receives it.
    public var audience: Audience
    /// What happened.
    public var event: Event

    /// Creates an addressed event.
    public init(_ audience: Audience, _ event: Event) {
        self.audience = audience
        self.event = event
    }
}

extension Addressed: Equatable where Event: Equatable {}
extension Addressed: Sendable where Event: Sendable {}
