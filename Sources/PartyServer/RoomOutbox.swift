/// Keeps everything a room sends in order, and holds it back behind durable writes.
///
/// A room sends replies, events and request completions through ``run(_:)``. ``barrier()``
/// marks a store write in flight: whatever is queued after it waits until ``release(_:)``
/// (called once the write is committed). So a frame that reports a write as done never
/// leaves before the write is on disk, and nothing overtakes it.
///
/// A class, not a struct: a body may queue more while the outbox is flushing.
/// Confined to the owning room's queue.
final class RoomOutbox {
    private enum Item {
        case run(() -> Void)
        case barrier(Int)
    }

    /// A place in the order reserved for something decided later (see ``reserve()``).
    struct Slot { fileprivate let id: Int }

    private var items: [Item] = []
    private var open: Set<Int> = []
    private var nextID = 0
    private var flushing = false

    /// Whether anything is waiting behind a barrier.
    var isHolding: Bool { !items.isEmpty }

    /// Whether a body handed to ``run(_:)`` now would run at once (nothing queued, no flush
    /// under way): the hot paths then run it directly and allocate no closure for it.
    var isIdle: Bool { items.isEmpty && !flushing }

    /// Runs `body` now if nothing is held, else after everything queued before it.
    func run(_ body: @escaping () -> Void) {
        items.append(.run(body))
        flush()
    }

    /// Holds back what follows until `release` is called with the returned id.
    func barrier() -> Int {
        nextID += 1
        open.insert(nextID)
        items.append(.barrier(nextID))
        return nextID
    }

    /// Lets the items behind barrier `id` go.
    func release(_ id: Int) {
        open.remove(id)
        flush()
    }

    /// Reserves the next place in the order: a reply whose content depends on what the request
    /// goes on to do (a snapshot after the roster change) still leaves before the events it causes.
    func reserve() -> Slot { Slot(id: barrier()) }

    /// Fills a reserved place with `body` and lets it (and what waits behind it) go.
    func fill(_ slot: Slot, _ body: @escaping () -> Void) {
        if let i = items.firstIndex(where: { if case .barrier(slot.id) = $0 { true } else { false } }) {
            items[i] = .run(body)
        }
        release(slot.id)
    }

    private func flush() {
        guard !flushing else { return }  // a body that queues more is handled by the loop below
        flushing = true
        defer { flushing = false }
        while let first = items.first {
            switch first {
            case let .barrier(id):
                if open.contains(id) { return }
                items.removeFirst()
            case let .run(body):
                items.removeFirst()
                body()
            }
        }
    }
}
