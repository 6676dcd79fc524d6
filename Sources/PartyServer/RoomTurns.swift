import Dispatch
import Synchronization

/// A room's turns (requests, relayed work, store completions), run at most ``turnsPerPass`` at
/// a time: after a pass the room steps to the back of its loop, so every other room and
/// connection on that loop gets its go before the room's next pass.
///
/// Without this, each turn was its own block on the room's serial queue, and Dispatch drains a
/// serial queue that targets a loop until it is empty: 1,500 audience joins to one room held
/// the loop for seconds while another room's chat waited behind them.
///
/// Safe from any queue: `pending` is guarded; turns run on the room's queue.
final class RoomTurns: Sendable {
    /// Turns one pass runs before the room yields its loop.
    static let turnsPerPass = 16

    private let queue: DispatchQueue
    private let loop: DispatchQueue
    private let state = Mutex(State())

    private struct State {
        var pending: [@Sendable () -> Void] = []
        var head = 0
        var scheduled = false

        mutating func pop() -> (@Sendable () -> Void)? {
            guard head < pending.count else {
                pending.removeAll(keepingCapacity: pending.capacity <= 1024)
                head = 0
                return nil
            }
            defer { head += 1 }
            return pending[head]
        }
    }

    /// Turns for the serial `queue`, which targets `loop`.
    init(queue: DispatchQueue, loop: DispatchQueue) {
        self.queue = queue
        self.loop = loop
    }

    /// Queues `body` as the room's next turn.
    func enqueue(_ body: @escaping @Sendable () -> Void) {
        let schedule = state.withLock { s -> Bool in
            s.pending.append(body)
            guard !s.scheduled else { return false }
            s.scheduled = true
            return true
        }
        if schedule { queue.async { self.pass() } }
    }

    /// Runs every queued turn now: on the room's queue, before it is frozen or given up, so
    /// what arrived before still runs first.
    func runAll() {
        dispatchPrecondition(condition: .onQueue(queue))
        while let body = state.withLock({ $0.pop() }) { body() }
    }

    private func pass() {
        for _ in 0..<Self.turnsPerPass {
            guard let body = state.withLock({ s -> (@Sendable () -> Void)? in
                guard let body = s.pop() else { s.scheduled = false; return nil }
                return body
            }) else { return }
            body()
        }
        // More may be waiting: go to the back of the loop, behind everyone else's work.
        loop.async { self.queue.async { self.pass() } }
    }
}
