/// A room's moderators and its moderator invitation (contract §9, "Moderators"). Pure value,
/// saved with the room.
///
/// The host's `room.mod_invite` makes a new secret; only the latest one admits (``invite(key:)``
/// keeps just its hash). At most ``limit`` moderators hold a seat at a time, each resumable by
/// its own token within the grace period, like a member's seat.
public struct ModeratorSeats: Sendable, Equatable, Codable {
    /// The most moderators a room has at once.
    public static let limit = 4

    /// The seats, in the order taken.
    public private(set) var seats: [ModeratorSeat] = []
    /// The hash of the invitation that admits now (nil before the first `room.mod_invite`).
    public private(set) var inviteKey: String?
    private var counter = 0

    private enum CodingKeys: String, CodingKey {
        case seats, inviteKey = "invite_key", counter
    }

    /// No moderators, no invitation.
    public init() {}

    /// Whether the room has no moderator seat.
    public var isEmpty: Bool { seats.isEmpty }

    /// The seat `id`.
    public func seat(_ id: String) -> ModeratorSeat? { seats.first { $0.id == id } }

    /// The seat held by the token whose hash is `profileKey`.
    public func seat(profileKey: String) -> ModeratorSeat? { seats.first { $0.profileKey == profileKey } }

    /// Whether `id` is a moderator's seat.
    public func contains(_ id: String) -> Bool { seats.contains { $0.id == id } }

    /// Whether a moderator's name reads like `name` (``NameSkeleton``).
    public func nameInUse(_ name: String) -> Bool { seats.contains { NameSkeleton.sameName($0.name, name) } }

    /// The host made a new invitation: from now on only `key` (its hash) admits.
    public mutating func invite(key: String) { inviteKey = key }

    /// Seats a moderator who came with the invitation whose hash is `invitation`.
    /// `nameInUse` says whether a member of the room already has a name like it.
    /// - Throws: `bad_request` naming `name`, `invalid_token` for a wrong or stale invitation,
    ///   `room_full` past ``limit``, `name_taken`.
    public mutating func seat(name rawName: String, profileKey: String, invitation: String,
                              nameInUse: (String) -> Bool) throws(RuleViolation) -> ModeratorSeat {
        let name = try DisplayName.validated(rawName)
        guard let inviteKey, invitation == inviteKey else {
            throw .invalidToken("that moderator link is not this room's current one; ask the host for a new one")
        }
        guard seats.count < Self.limit else { throw .roomFull }
        guard !nameInUse(name), !self.nameInUse(name) else { throw .nameTaken }
        counter += 1
        let seat = ModeratorSeat(id: "m\(counter)", name: name, profileKey: profileKey, connected: true, disconnectedAt: nil)
        seats.append(seat)
        return seat
    }

    /// The moderator leaves (or is removed); returns the seat.
    @discardableResult
    public mutating func remove(_ id: String) -> ModeratorSeat? {
        guard let i = seats.firstIndex(where: { $0.id == id }) else { return nil }
        return seats.remove(at: i)
    }

    /// The moderator's connection dropped at `now`: the seat waits for a resume.
    public mutating func disconnect(_ id: String, now: UnixMillis) {
        guard let i = seats.firstIndex(where: { $0.id == id }) else { return }
        seats[i].connected = false
        seats[i].disconnectedAt = now
    }

    /// The moderator took the seat back.
    public mutating func reconnect(_ id: String) {
        guard let i = seats.firstIndex(where: { $0.id == id }) else { return }
        seats[i].connected = true
        seats[i].disconnectedAt = nil
    }

    /// Removes every seat disconnected for at least `graceMillis`; returns them.
    public mutating func expire(now: UnixMillis, graceMillis: Int64) -> [ModeratorSeat] {
        let due = seats.filter { s in s.disconnectedAt.map { now - $0 >= graceMillis } ?? false }
        seats.removeAll { s in due.contains { $0.id == s.id } }
        return due
    }

    /// When the next disconnected seat expires, if any.
    public func nextExpiry(graceMillis: Int64) -> UnixMillis? {
        seats.compactMap { $0.disconnectedAt.map { $0 + graceMillis } }.min()
    }

    /// After a restart nobody is connected: every seat waits for a resume from `now`.
    public mutating func markAllDisconnected(at now: UnixMillis) {
        for i in seats.indices {
            seats[i].connected = false
            seats[i].disconnectedAt = now
        }
    }

    /// Starts again, from `now`, the grace of every seat still waiting for a resume (a restored
    /// room, once its server serves it).
    public mutating func restartGraces(at now: UnixMillis) {
        for i in seats.indices where !seats[i].connected { seats[i].disconnectedAt = now }
    }
}
