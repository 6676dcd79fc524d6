/// The connections of one loop whose writes ``WriteCoalescing`` holds, each until its window
/// ends, and the one wake-up the loop needs to write them: a pure value (the clock and the
/// timer are the caller's), so the rule is tested without sockets.
///
/// Items come out in the order they were held among those due at a wake-up; a wake-up that
/// fires for an instant the list no longer waits for (an earlier one replaced it) still writes
/// what is due and arms nothing twice.
public struct HeldWrites<Item> {
    private var held: [(until: UInt64, item: Item)] = []
    /// The instants of the wake-ups armed and not yet fired (few: each is one timer).
    private var armed: [UInt64] = []

    /// An empty list.
    public init() {}

    /// How many items are held.
    public var count: Int { held.count }

    /// The earliest instant an item is held until, if any.
    public var nextDeadline: UInt64? { held.lazy.map(\.until).min() }

    /// Holds `item` until `deadline`; returns the instant to arm a wake-up for, or nil when one
    /// armed at or before `deadline` will come first.
    public mutating func hold(_ item: Item, until deadline: UInt64) -> UInt64? {
        held.append((deadline, item))
        return arm(deadline)
    }

    /// At the wake-up armed for `firedFor`, `now`: the items due by `now` (in the order held)
    /// and the instant of the next wake-up to arm, if one is needed and none armed comes first.
    public mutating func wake(firedFor: UInt64, now: UInt64) -> (due: [Item], next: UInt64?) {
        if let fired = armed.firstIndex(of: firedFor) { armed.remove(at: fired) }
        var due: [Item] = []
        held.removeAll { entry in
            guard entry.until <= now else { return false }
            due.append(entry.item)
            return true
        }
        guard let next = nextDeadline else { return (due, nil) }
        return (due, arm(next))
    }

    /// The instant to arm a wake-up for so that one comes by `deadline`; nil when one armed
    /// already does.
    private mutating func arm(_ deadline: UInt64) -> UInt64? {
        if armed.contains(where: { $0 <= deadline }) { return nil }
        armed.append(deadline)
        return deadline
    }
}
