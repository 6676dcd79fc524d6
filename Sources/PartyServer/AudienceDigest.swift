import PartyCore

/// The audience members whose seat or connection changed since the room last announced them,
/// for a room whose audience is large (``ServerConfig/audienceDigestFrom``): instead of one
/// `room.player_joined`/`_left`/`_disconnected`/`_reconnected` to every member per change, the
/// room sends one `room.audience_changed` at most every ``intervalMillis`` with where each
/// changed member stands now. Churn in a crowd costs the room a few events a second, not one
/// fan-out per join.
///
/// A digest names only audience members every member may know: those announced one by one
/// (their `room.player_joined` went out while the audience was small). Members who join a large
/// audience are counted (`audience`), never named — as snapshots count them — so seating 10,000
/// sends each member a count four times a second, not the names of everyone seated after them
/// (Σ n²/2 entries: ~4.5 GB for 10,000).
///
/// Confined to the owning room's queue.
struct AudienceDigest {
    /// Longest a change waits before it is announced (so at most 4 digests a second).
    static let intervalMillis = 250

    /// Seated audience members (nil until the room first needs it; then kept up to date).
    private var audience: Set<PlayerID>?
    /// Changed members whom a digest names, in the order of their first change since the last digest.
    private(set) var touched: [PlayerID] = []
    private var touchedSet: Set<PlayerID> = []
    /// Audience members announced one by one while the audience was small, still seated or
    /// gone since the last digest: the only ones a digest names.
    private(set) var announced: Set<PlayerID> = []
    /// The audience changed since the last digest (a count to send, named members or not).
    private(set) var changed = false
    /// A digest is due (its timer is armed).
    var scheduled = false

    /// Seated audience members, counted from `members` the first time.
    mutating func audienceCount(_ members: [Member]) -> Int { index(members).count }

    /// Whether `event` is about an audience member of a room whose audience has at least
    /// `threshold` members — then the change is recorded here (true) and not announced on its
    /// own; false: announce it as usual. Keeps the audience index up to date either way.
    mutating func absorb(_ event: RoomEvent, members: [Member], threshold: Int) -> Bool {
        var audience = index(members)
        defer { self.audience = audience }
        let id: PlayerID
        let crowd: Int
        switch event {
        case let .playerJoined(joined, _, role, _):
            guard role == .audience else { return false }
            audience.insert(joined)
            (id, crowd) = (joined, audience.count)
        case let .playerLeft(left, _, _):
            guard audience.remove(left) != nil else { return false }
            (id, crowd) = (left, audience.count + 1)
        case let .playerDisconnected(member, _, _), let .playerReconnected(member, _):
            guard audience.contains(member) else { return false }
            (id, crowd) = (member, audience.count)
        case .hostChanged, .kicked, .locked:
            return false
        }
        guard crowd >= threshold else {
            if case .playerJoined = event { announced.insert(id) }
            if case .playerLeft = event { announced.remove(id) }
            return false
        }
        changed = true
        if announced.contains(id), touchedSet.insert(id).inserted { touched.append(id) }
        return true
    }

    /// Takes the named members for a digest (and clears ``changed``); `isSeated` says who is
    /// still in the room — the others are reported as left and forgotten.
    mutating func take(isSeated: (PlayerID) -> Bool) -> (seated: [PlayerID], left: [PlayerID]) {
        defer { touched = []; touchedSet = []; changed = false }
        var seated: [PlayerID] = []
        var left: [PlayerID] = []
        for id in touched {
            if isSeated(id) { seated.append(id) } else { left.append(id); announced.remove(id) }
        }
        return (seated, left)
    }

    private mutating func index(_ members: [Member]) -> Set<PlayerID> {
        if let audience { return audience }
        let built = Set(members.lazy.filter { $0.role == .audience }.map(\.id))
        audience = built
        return built
    }
}
