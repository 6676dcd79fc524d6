import Dispatch

/// Work a loop runs after everything else it has to do, a few items per turn: the answers to
/// pipelined requests beyond a read's first batch (``Connection/whenDrained(_:)``).
///
/// One turn is queued on the loop at a time and runs at most ``itemsPerTurn`` items; what is
/// left, and what those items add, waits for the next turn, queued behind whatever became ready
/// meanwhile. So 200 connections that pipeline small requests hold the loop for one short turn
/// before another room's line is read, not for one turn each (issue 34: their turns, queued one
/// per connection, kept another room's canary waiting 50-80 ms on a quiet machine).
///
/// `@unchecked Sendable`: the list is touched only on the loop's queue.
public final class LoopBacklog: @unchecked Sendable {
    /// Most items run per turn.
    public static let itemsPerTurn = 4

    private let queue: DispatchQueue
    private var waiting: [() -> Void] = []
    private var next = 0
    private var scheduled = false

    /// The backlog of the loop `queue`.
    init(loop queue: DispatchQueue) { self.queue = queue }

    /// Runs `work` on the loop in a later turn, after the items added before it. On the loop's queue.
    public func add(_ work: @escaping () -> Void) {
        dispatchPrecondition(condition: .onQueue(queue))
        waiting.append(work)
        scheduleTurn()
    }

    private func scheduleTurn() {
        guard !scheduled else { return }
        scheduled = true
        queue.async { self.turn() }
    }

    private func turn() {
        scheduled = false
        let end = min(waiting.count, next + Self.itemsPerTurn)
        while next < end {
            let work = waiting[next]
            waiting[next] = {}  // let go of what it holds
            next += 1
            work()
        }
        if next == waiting.count {
            waiting.removeAll(keepingCapacity: waiting.capacity <= 1024)
            next = 0
        } else {
            if next >= 1024, next * 2 >= waiting.count {
                waiting.removeFirst(next)
                next = 0
            }
            scheduleTurn()
        }
    }
}
