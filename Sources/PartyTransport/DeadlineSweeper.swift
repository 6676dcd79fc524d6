import Dispatch
import Synchronization

/// Coarse deadlines (idle, TLS handshake) for any number of connections with one timer.
///
/// A Dispatch timer source per connection costs a few hundred bytes of memory for every idle
/// socket; here a deadline is an entry in a table, swept every ``tick`` while the table has
/// entries. A deadline fires between its due time and one tick later, on the connection's
/// own queue, and only if it was not moved or cancelled since (its generation still matches).
final class DeadlineSweeper: Sendable {
    /// The process-wide sweeper.
    static let shared = DeadlineSweeper()

    /// How often due deadlines are looked for.
    static let tick = DispatchTimeInterval.milliseconds(100)

    private struct Entry {
        var due: DispatchTime
        var generation: UInt64
        var connection: Connection
    }

    private struct State: ~Copyable {
        var entries: [ObjectIdentifier: Entry] = [:]
        var timer: DispatchSourceTimer?
    }

    private let state = Mutex(State())
    private let queue = EventLoops.shared.makeQueue(label: "partyline.deadlines")

    /// Sets (or moves) the deadline of `connection` to `due`, tagged with `generation`.
    func schedule(_ connection: Connection, due: DispatchTime, generation: UInt64) {
        state.withLock { s in
            s.entries[ObjectIdentifier(connection)] = Entry(due: due, generation: generation, connection: connection)
            guard s.timer == nil else { return }
            let timer = DispatchSource.makeTimerSource(queue: queue)
            timer.schedule(deadline: .now() + Self.tick, repeating: Self.tick, leeway: .milliseconds(10))
            timer.setEventHandler { [self] in sweep() }
            timer.resume()
            s.timer = timer
        }
    }

    /// Forgets the deadline of `connection`.
    func cancel(_ connection: Connection) {
        state.withLock { s in _ = s.entries.removeValue(forKey: ObjectIdentifier(connection)) }
    }

    private func sweep() {
        let now = DispatchTime.now()
        let due: [Entry] = state.withLock { s in
            let fired = s.entries.values.filter { $0.due <= now }
            for entry in fired { s.entries[ObjectIdentifier(entry.connection)] = nil }
            if s.entries.isEmpty {
                s.timer?.cancel()
                s.timer = nil
            }
            return fired
        }
        for entry in due { entry.connection.deadlinePassed(generation: entry.generation) }
    }
}
