/// Who receives an event. Hidden information is filtered here and nowhere else.
///
/// A room's **screens** (the TV: `room.join` with role `screen`) are not members; they see
/// what a secret-mode guesser may see. ``includesScreens`` says which audiences reach them.
public enum Audience: Equatable, Sendable {
    /// Every member of the room, and its screens.
    case everyone
    /// Exactly one member.
    case only(PlayerID)
    /// Every member except one, and the screens (news about that member, sent to the others).
    case allExcept(PlayerID)
    /// A secret (an unresolved word): every member except `hiddenFrom` when one is given, and
    /// never a screen.
    case secretHolders(hiddenFrom: PlayerID?)
    /// Those kept from a secret, told only that one exists: every screen, and the member `also`
    /// when one is given.
    case screensAnd(PlayerID?)

    /// Whether `member` receives an event sent to this audience.
    public func includes(_ member: PlayerID) -> Bool {
        switch self {
        case .everyone: true
        case let .only(id): id == member
        case let .allExcept(id): id != member
        case let .secretHolders(hidden): hidden != member
        case let .screensAnd(also): also == member
        }
    }

    /// Whether the room's screens receive an event sent to this audience.
    public var includesScreens: Bool {
        switch self {
        case .everyone, .allExcept, .screensAnd: true
        case .only, .secretHolders: false
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
