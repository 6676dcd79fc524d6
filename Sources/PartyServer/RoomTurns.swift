import Dispatch
import PartyCore
import PartyProtocol
import Synchronization

/// A room's turns (requests, relayed work, store completions), run at most ``turnsPerPass`` at
/// a time: after a pass the room steps to the back of its loop, so every other room and
/// connection on that loop gets its go before the room's next pass.
///
/// Without this, each turn was its own block on the room's serial queue, and Dispatch drains a
/// serial queue that targets a loop until it is empty: 1,500 audience joins to one room held
/// the loop for seconds while another room's chat waited behind them.
///
/// A request's turn is a value (``RoomSubmission``), not a closure: the request that reaches a
/// room is not copied into a heap-allocated closure context on its way (issue 33, item 3).
///
/// Safe from any queue: `pending` is guarded; turns run on the room's queue.
final class RoomTurns: Sendable {
    /// One turn of a room.
    enum Turn: Sendable {
        /// A member's (or a joiner's) request: the common turn, carried as a value.
        case request(RoomSubmission)
        /// Anything else (a store completion, a dropped connection, the console's command).
        case body(@Sendable () -> Void)

        func run() {
            switch self {
            case let .request(submission): submission.host.perform(submission)
            case let .body(body): body()
            }
        }
    }

    /// Turns one pass runs before the room yields its loop.
    static let turnsPerPass = 16

    private let queue: DispatchQueue
    private let loop: DispatchQueue
    private let state = Mutex(State())

    private struct State {
        var pending: [Turn] = []
        var head = 0
        var scheduled = false

        mutating func pop() -> Turn? {
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
        enqueue(.body(body))
    }

    /// Queues `turn` as the room's next turn.
    func enqueue(_ turn: Turn) {
        let schedule = state.withLock { s -> Bool in
            s.pending.append(turn)
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
        while let turn = state.withLock({ $0.pop() }) { turn.run() }
    }

    private func pass() {
        for _ in 0..<Self.turnsPerPass {
            guard let turn = state.withLock({ s -> Turn? in
                guard let turn = s.pop() else { s.scheduled = false; return nil }
                return turn
            }) else { return }
            turn.run()
        }
        // More may be waiting: go to the back of the loop, behind everyone else's work.
        loop.async { self.queue.async { self.pass() } }
    }
}

/// A request on its way into a room's turn (see ``RoomTurns/Turn/request(_:)``).
struct RoomSubmission: Sendable {
    let host: RoomHost
    let request: Request
    let session: Session
    /// The seat it comes from, or nil for create/join/resume.
    let player: PlayerID?
    /// Sent without waiting for the session's previous request (see ``Session``).
    let pipelined: Bool
    /// When it arrived (`DispatchTime` nanoseconds), for the fan-out histogram.
    let arrived: UInt64
}
