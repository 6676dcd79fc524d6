/// Where a night is in its life (wire `state`).
public enum NightState: String, Sendable, Equatable, Codable {
    /// Planned: its page and RSVPs work; its room is not open yet (`room_not_found`).
    case planned
    /// Its room is open under the night's code.
    case open
    /// Over: the recap is there.
    case ended
}

/// A game night: its plan, its host, its playlist, what it has added up and, once over, its
/// recap. A pure value; the server keeps it in the store (RSVPs are kept beside it, see
/// ``NightGuestList``) and in the night's room while it is open.
public struct GameNight: Sendable, Equatable, Codable {
    /// The night's code (its room's code).
    public var code: String
    /// Title, place, start.
    public var plan: NightPlan
    /// The hash of the host's token (the token is never kept); the member who joins the room
    /// with that token is its host.
    public var hostKey: String
    /// The host's name, once known (given with `night.create`, or the host's name in the room).
    public var hostName: String?
    /// Planned, open or ended.
    public var state: NightState = .planned
    /// When it was planned.
    public var createdAt: UnixMillis
    /// When its room opened.
    public var openedAt: UnixMillis?
    /// When it ended.
    public var endedAt: UnixMillis?
    /// The games queued and playing.
    public var playlist = NightPlaylist()
    /// What the night has added up so far.
    public var tally = NightTally()
    /// The recap, once ended.
    public var recap: NightRecap?

    /// A night planned now.
    public init(code: String, plan: NightPlan, hostKey: String, hostName: String?, createdAt: UnixMillis) {
        self.code = code
        self.plan = plan
        self.hostKey = hostKey
        self.hostName = hostName
        self.createdAt = createdAt
    }

    /// Opens the night's room at `now` (nothing when it is already open or over).
    public mutating func open(at now: UnixMillis) {
        guard state == .planned else { return }
        state = .open
        openedAt = now
    }

    /// Ends the night at `now`, computing and keeping its recap (the same recap when called again).
    @discardableResult
    public mutating func end(at now: UnixMillis) -> NightRecap {
        if let recap { return recap }
        if state == .planned { openedAt = now }
        state = .ended
        endedAt = now
        let recap = NightRecap(night: code, plan: plan, tally: tally, startedAt: openedAt ?? now, endedAt: now)
        self.recap = recap
        return recap
    }
}
