/// A room's review queue (contract §9, "Review"): the items held while `review` is on, until
/// the host or a moderator approves or rejects them, or they expire. Pure value, saved with the
/// room (a sender told "held" is never forgotten by a restart).
///
/// Bounded twice: per sender (``ModerationLimits/reviewPerSender``, past it `rate_limited`) so
/// one person cannot fill it, and per room (``ModerationLimits/reviewPerRoom``, past it
/// `limit_reached`) so a 10,000-member audience cannot grow it without end.
public struct ReviewQueue: Sendable, Equatable, Codable {
    /// The items waiting, oldest first.
    public private(set) var items: [ReviewItem] = []
    private var counter = 0

    /// An empty queue.
    public init() {}

    /// Whether nothing waits.
    public var isEmpty: Bool { items.isEmpty }

    /// Holds `content` from `sender` (shown as `name`) until `now` + the expiry time.
    /// - Throws: `rate_limited` when the sender already has ``ModerationLimits/reviewPerSender``
    ///   items waiting, `limit_reached` when the room has ``ModerationLimits/reviewPerRoom``.
    public mutating func hold(_ content: ReviewContent, from sender: PlayerID, name: String, moment: String? = nil,
                              now: UnixMillis, limits: ModerationLimits) throws(RuleViolation) -> ReviewItem {
        let mine = items.reduce(0) { $1.sender == sender ? $0 + 1 : $0 }
        guard mine < limits.reviewPerSender else {
            throw .rateLimited("you already have \(mine) messages waiting for a moderator; wait until they are reviewed")
        }
        guard items.count < limits.reviewPerRoom else {
            throw .limitReached("\(items.count) messages are already waiting for a moderator in this room; try again later")
        }
        counter += 1
        let item = ReviewItem(id: "r\(counter)", content: content, sender: sender, name: name, moment: moment, heldAt: now,
                              expiresAt: now + Int64(limits.reviewExpirySeconds) * 1000)
        items.append(item)
        return item
    }

    /// The item `id`, while it waits.
    public func item(_ id: String) -> ReviewItem? { items.first { $0.id == id } }

    /// Takes the item `id` out of the queue (to approve or reject it).
    /// - Throws: `not_found` for an item that is not waiting (decided, expired, or never held).
    public mutating func take(_ id: String) throws(RuleViolation) -> ReviewItem {
        guard let i = items.firstIndex(where: { $0.id == id }) else {
            throw .notFound("item \(id) (it was already decided, or it expired)")
        }
        return items.remove(at: i)
    }

    /// Removes and returns the items whose time is up at `now`.
    public mutating func expire(now: UnixMillis) -> [ReviewItem] {
        guard let first = nextExpiry, first <= now else { return [] }
        let due = items.filter { $0.expiresAt <= now }
        items.removeAll { $0.expiresAt <= now }
        return due
    }

    /// Removes and returns everything `sender` has waiting (they left the room or were removed).
    public mutating func withdraw(from sender: PlayerID) -> [ReviewItem] {
        guard items.contains(where: { $0.sender == sender }) else { return [] }
        let gone = items.filter { $0.sender == sender }
        items.removeAll { $0.sender == sender }
        return gone
    }

    /// When the next item expires, if any waits.
    public var nextExpiry: UnixMillis? { items.map(\.expiresAt).min() }
}
