/// Why a rule refused an action. Every case maps to one stable wire error code (`code`).
///
/// A rule either applies an action or throws one of these; it never half-applies.
public enum RuleViolation: Error, Equatable, Sendable {
    /// A parameter is missing or invalid; `field` names it. Wire code `bad_request`.
    case badRequest(field: String, reason: String)
    /// The action does not fit the current phase (no game, round over, stale card...). Wire code `wrong_phase`.
    case wrongPhase(String)
    /// Only the member whose turn it is may do this. Wire code `not_your_turn`.
    case notYourTurn
    /// The member's role may not do this (the audience acting as a player, the guesser peeking...). Wire code `not_allowed`.
    case notAllowed(String)
    /// Only the host may do this. Wire code `not_host`.
    case notHost
    /// Dice of the table are still rolling. Wire code `dice_rolling`.
    case diceRolling
    /// The named thing (wheel, player, question) does not exist. Wire code `not_found`.
    case notFound(String)
    /// The room has no free seat for this role. Wire code `room_full`.
    case roomFull
    /// The host locked the room against new members. Wire code `room_locked`.
    case roomLocked
    /// Another member already uses this name. Wire code `name_taken`.
    case nameTaken
    /// The player is not (or no longer) a member of the room. Wire code `not_in_room`.
    case notInRoom
    /// A cap on a collection (wheels per profile, custom questions or words per room) is
    /// reached; the message names the cap and how to make room. Wire code `limit_reached`.
    case limitReached(String)
    /// Too many of this action too quickly (typed guesses per card); the message says when to
    /// try again. Wire code `rate_limited`.
    case rateLimited(String)
    /// A secret (a resume token, a moderator invitation) does not match. Wire code `invalid_token`.
    case invalidToken(String)
    /// This person is banned from the room. Wire code `banned`.
    case banned(String)

    /// The stable snake_case wire code.
    public var code: String {
        switch self {
        case .badRequest: "bad_request"
        case .wrongPhase: "wrong_phase"
        case .notYourTurn: "not_your_turn"
        case .notAllowed: "not_allowed"
        case .notHost: "not_host"
        case .diceRolling: "dice_rolling"
        case .notFound: "not_found"
        case .roomFull: "room_full"
        case .roomLocked: "room_locked"
        case .nameTaken: "name_taken"
        case .notInRoom: "not_in_room"
        case .limitReached: "limit_reached"
        case .rateLimited: "rate_limited"
        case .invalidToken: "invalid_token"
        case .banned: "banned"
        }
    }

    /// A short human explanation, suitable for the wire `message`.
    public var message: String {
        switch self {
        case let .badRequest(field, reason): "\(field): \(reason)"
        case let .wrongPhase(why): why
        case .notYourTurn: "it is not your turn"
        case let .notAllowed(why): why
        case .notHost: "only the host can do that"
        case .diceRolling: "the dice are still rolling"
        case let .notFound(what): "\(what) not found"
        case .roomFull: "the room is full"
        case .roomLocked: "the room is locked"
        case .nameTaken: "that name is taken in this room"
        case .notInRoom: "you are not in a room"
        case let .limitReached(why): why
        case let .rateLimited(why): why
        case let .invalidToken(why): why
        case let .banned(why): why
        }
    }
}
