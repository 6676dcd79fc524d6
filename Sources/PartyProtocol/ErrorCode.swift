/// Stable machine error codes sent in `error` frames. Never renamed or reused for another meaning.
public enum ErrorCode: String, Sendable, CaseIterable, Codable {
    /// The line is not a JSON object.
    case badJSON = "bad_json"
    /// A parameter is missing or invalid; the message names the field.
    case badRequest = "bad_request"
    /// The request `type` is not known.
    case unknownType = "unknown_type"
    /// A frame exceeded the size limit; the connection is closed.
    case frameTooLarge = "frame_too_large"
    /// Too many requests; the request changed nothing.
    case rateLimited = "rate_limited"
    /// The request needs room membership.
    case notInRoom = "not_in_room"
    /// The connection already holds a seat in a room.
    case alreadyInRoom = "already_in_room"
    /// No live room has that code.
    case roomNotFound = "room_not_found"
    /// No free seat for the requested role.
    case roomFull = "room_full"
    /// The host locked the room.
    case roomLocked = "room_locked"
    /// The name is used by another member of the room.
    case nameTaken = "name_taken"
    /// Only the host may do this.
    case notHost = "not_host"
    /// Only the member whose turn it is may do this.
    case notYourTurn = "not_your_turn"
    /// The member's role may not do this.
    case notAllowed = "not_allowed"
    /// The action does not fit the current phase.
    case wrongPhase = "wrong_phase"
    /// The table's dice are still rolling.
    case diceRolling = "dice_rolling"
    /// The resume token does not match a seat in that room.
    case invalidToken = "invalid_token"
    /// The named thing does not exist.
    case notFound = "not_found"
    /// The server is shutting down; reconnect later and resume.
    case serverShuttingDown = "server_shutting_down"
    /// The server has reached its connection limit.
    case serverFull = "server_full"
    /// The server cannot take on more of this now (its room limit, or no free room code); try again later.
    case serverBusy = "server_busy"
    /// The client's address already holds as many connections as one address may.
    case tooManyConnections = "too_many_connections"
    /// A line was started but not finished in time (one byte at a time, no newline); the connection is closed.
    case lineTimeout = "line_timeout"
    /// The connection was idle too long and is being closed.
    case idleTimeout = "idle_timeout"
    /// The server could not save a change (disk trouble); it took effect in the room but may be lost on restart.
    case storageFailed = "storage_failed"
    /// A cap on a collection is reached (wheels per profile, custom questions or words per room); nothing changed.
    case limitReached = "limit_reached"
    /// Text refused by the room's word filter; the error's `field` names the field (contract §9).
    case filtered
    /// This person is banned from this room (contract §9, "Bans").
    case banned
    /// The server takes no new rooms right now (an operator's maintenance switch); open rooms play on.
    case maintenance
}

/// An error to report to a client: a stable code plus a human message.
public struct WireError: Error, Equatable, Sendable {
    /// The stable machine code.
    public var code: ErrorCode
    /// Human-readable text; for `bad_request` it names the field.
    public var message: String
    /// The request field the error is about, sent as the error frame's `field` (`filtered` carries it).
    public var field: String?

    /// Creates an error.
    public init(_ code: ErrorCode, _ message: String, field: String? = nil) {
        self.code = code
        self.message = message
        self.field = field
    }

    /// A `filtered` error: the room's word filter refused the text of `field`.
    public static func filtered(_ field: String) -> WireError {
        WireError(.filtered, "\(field): the room's word filter does not allow this text", field: field)
    }

    /// A `bad_request` naming `field`.
    public static func badRequest(_ field: String, _ reason: String) -> WireError {
        WireError(.badRequest, "\(field): \(reason)")
    }
}
