/// Room membership rules: seats, roles, names, host, lock and the resume grace period.
///
/// Pure value type; the server keeps one per room on the room's serial queue.
public struct Room: Sendable, Equatable, Codable {
    /// Events produced by a membership change.
    public typealias Events = [Addressed<RoomEvent>]

    /// The 4-letter room code.
    public let code: String
    /// Members in join order.
    public private(set) var members: [Member] = []
    /// The host's id (nil only while the room is empty).
    public private(set) var host: PlayerID?
    /// Whether new members are refused.
    public private(set) var locked = false
    /// Seat limits.
    public var limits: RoomLimits
    private var joinCounter = 0
    /// The members' name skeletons, for `name_taken` in O(1) (derived: not encoded, not compared).
    private var nameIndex = RoomNameIndex()

    private enum CodingKeys: String, CodingKey { case code, members, host, locked, limits, joinCounter }

    /// Longest name allowed, in characters after sanitising.
    public static let maxNameLength = TextLimit.name.characters.upperBound

    /// Creates an empty room.
    public init(code: String, limits: RoomLimits = RoomLimits()) {
        self.code = code
        self.limits = limits
    }

    /// The member with `id`.
    public func member(_ id: PlayerID) -> Member? { members.first { $0.id == id } }

    /// The member holding the seat of `profileKey`.
    public func member(profileKey: String) -> Member? {
        // By index: a closure over the elements would copy each member (a 10,000-member audience).
        for i in members.indices where members[i].profileKey == profileKey { return members[i] }
        return nil
    }

    /// Whether a member's name reads like `name` (``NameSkeleton``): a scan, for the rare
    /// check from outside the roster (a moderator joining).
    public func nameInUse(_ name: String) -> Bool { members.contains { NameSkeleton.sameName($0.name, name) } }

    /// Members as the game rules see them, in join order.
    public var roster: Roster { members.map(\.rosterEntry) }

    /// Whether any member has a live connection.
    public var hasConnectedMembers: Bool { members.contains { $0.connected } }

    /// Seats a new member with an avatar already checked (``Avatar/validated(emoji:color:)``).
    /// The first member becomes host. The name is shown as ``DisplayName`` leaves it and must
    /// not read like another member's (``NameSkeleton``).
    /// - Throws: `badRequest(name)`, `nameTaken`, `roomLocked`, `roomFull`.
    public mutating func join(name rawName: String, role: Role, profileKey: String,
                              avatar: Avatar? = nil) throws(RuleViolation) -> (Member, Events) {
        let name = try DisplayName.validated(rawName)
        if locked && !members.isEmpty { throw .roomLocked }
        nameIndex.build(from: members)
        let keys = RoomNameIndex.Keys(name)
        if nameIndex.contains(keys) { throw .nameTaken }
        var seats = 0
        for i in members.indices where members[i].role == role { seats += 1 }  // no copies: see member(profileKey:)
        if seats >= (role == .player ? limits.maxPlayers : limits.maxAudience) { throw .roomFull }
        nameIndex.add(keys)
        joinCounter += 1
        let member = Member(id: "p\(joinCounter)", name: name, role: role, connected: true, score: 0,
                            profileKey: profileKey, joinOrder: joinCounter, disconnectedAt: nil, avatar: avatar)
        members.append(member)
        var events: Events = [Addressed(.allExcept(member.id), .playerJoined(id: member.id, name: name, role: role, avatar: avatar))]
        if host == nil {
            host = member.id
            events.append(Addressed(.allExcept(member.id), .hostChanged(host: member.id, previous: nil, reason: .created)))
        }
        return (member, events)
    }

    /// Marks a member's connection as lost; the seat is kept until `now + grace`.
    public mutating func disconnect(_ id: PlayerID, now: UnixMillis, graceMillis: Int64) -> Events {
        guard let i = index(id), members[i].connected else { return [] }
        members[i].connected = false
        members[i].disconnectedAt = now
        // A host who drops stays host for a while so that `room.resume` restores host status;
        // the role passes on when they leave, the seat expires, or they stay away too long
        // (``handOverAwayHost(now:awayMillis:)``).
        return [Addressed(.allExcept(id), .playerDisconnected(id: id, name: members[i].name, graceEndsAt: now + graceMillis))]
    }

    /// When an away host loses the role: `awayMillis` after their connection dropped, or nil
    /// while the host is connected (or there is none).
    public func hostAwayDeadline(awayMillis: Int64) -> UnixMillis? {
        guard let host, let m = member(host), !m.connected, let since = m.disconnectedAt else { return nil }
        return since + awayMillis
    }

    /// A host who has been away (disconnected) for `awayMillis` hands the role to the
    /// longest-seated connected player (`room.host_changed` {reason: "host_away"}); on return
    /// they are a player. Nothing happens before the deadline or without a connected player.
    public mutating func handOverAwayHost(now: UnixMillis, awayMillis: Int64) -> Events {
        guard let due = hostAwayDeadline(awayMillis: awayMillis), due <= now,
              let next = members.first(where: { $0.connected && $0.role == .player })?.id else { return [] }
        return moveHost(to: next, reason: .hostAway)
    }

    /// A member takes their seat back after a dropped connection.
    public mutating func reconnect(_ id: PlayerID) -> Events {
        guard let i = index(id) else { return [] }
        let wasConnected = members[i].connected
        members[i].connected = true
        members[i].disconnectedAt = nil
        return wasConnected ? [] : [Addressed(.allExcept(id), .playerReconnected(id: id, name: members[i].name))]
    }

    /// A member leaves for good (or is removed). The host passes to the longest-present player.
    public mutating func remove(_ id: PlayerID, reason: RoomEvent.LeaveReason) -> Events {
        guard let i = index(id) else { return [] }
        let gone = members.remove(at: i)
        nameIndex.remove(gone.name)
        var events: Events = members.isEmpty ? [] : [Addressed(.everyone, .playerLeft(id: id, name: gone.name, reason: reason))]
        if host == id {
            if let next = successor(excluding: id, connectedOnly: true) ?? successor(excluding: id, connectedOnly: false) {
                events += moveHost(to: next, reason: .hostLeft)
            } else {
                host = nil
            }
        }
        return events
    }

    /// The host removes a member, who gets `room.kicked`.
    public mutating func kick(_ target: PlayerID, by actor: PlayerID) throws(RuleViolation) -> Events {
        guard actor == host else { throw .notHost }
        guard member(target) != nil else { throw .notFound("player \(target)") }
        guard target != actor else { throw .badRequest(field: "player_id", reason: "the host cannot kick themselves") }
        return [Addressed(.only(target), .kicked(id: target, by: actor))] + remove(target, reason: .kicked)
    }

    /// The host locks or unlocks the room against new members.
    public mutating func setLocked(_ value: Bool, by actor: PlayerID) throws(RuleViolation) -> Events {
        guard actor == host else { throw .notHost }
        locked = value
        return [Addressed(.everyone, .locked(value, by: actor))]
    }

    /// The host hands the host role to another connected member.
    public mutating func transferHost(to target: PlayerID, by actor: PlayerID) throws(RuleViolation) -> Events {
        guard actor == host else { throw .notHost }
        guard let m = member(target) else { throw .notFound("player \(target)") }
        guard m.connected else { throw .notAllowed("\(m.name) is disconnected") }
        guard target != actor else { return [] }
        return moveHost(to: target, reason: .transferred)
    }

    /// Adds points to a member's score.
    public mutating func addScore(_ points: Int, to id: PlayerID) {
        if let i = index(id) { members[i].score += points }
    }

    /// Removes every member disconnected for at least `graceMillis`; returns their ids and events.
    public mutating func expireDisconnected(now: UnixMillis, graceMillis: Int64) -> (removed: [PlayerID], events: Events) {
        let due = members.filter { m in m.disconnectedAt.map { now - $0 >= graceMillis } ?? false }.map(\.id)
        var events: Events = []
        for id in due { events += remove(id, reason: .timeout) }
        return (due, events)
    }

    /// When the next disconnected seat expires, if any.
    public func nextExpiry(graceMillis: Int64) -> UnixMillis? {
        members.compactMap { $0.disconnectedAt.map { $0 + graceMillis } }.min()
    }

    /// After a restart nobody is connected yet: every seat waits for `room.resume`, with a
    /// fresh grace period counted from `now`.
    public mutating func markAllDisconnected(at now: UnixMillis) {
        for i in members.indices {
            members[i].connected = false
            members[i].disconnectedAt = now
        }
    }

    /// Starts again, from `now`, the grace of every seat still waiting for its player: a restored
    /// room's graces count from when its server serves it, not from when it was read back.
    public mutating func restartGraces(at now: UnixMillis) {
        for i in members.indices where !members[i].connected { members[i].disconnectedAt = now }
    }

    private func index(_ id: PlayerID) -> Int? { members.firstIndex { $0.id == id } }

    /// The longest-present member to take over as host: players before audience.
    private func successor(excluding id: PlayerID, connectedOnly: Bool) -> PlayerID? {
        let candidates = members.filter { $0.id != id && (!connectedOnly || $0.connected) }
        return (candidates.first { $0.role == .player } ?? candidates.first)?.id
    }

    private mutating func moveHost(to id: PlayerID, reason: RoomEvent.HostChangeReason) -> Events {
        let previous = host
        host = id
        return [Addressed(.everyone, .hostChanged(host: id, previous: previous, reason: reason))]
    }
}
