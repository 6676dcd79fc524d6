import Synchronization

/// How many of a session's pipelined requests its room holds, shared by the session's queue
/// (which hands requests over) and the room's queue (which finishes them), so that finishing
/// a request costs the room a lock and not a hop to the session's queue.
///
/// When the session cannot go on — the room holds ``SessionMachine/Settings/maxAtRoom``
/// requests, or the next line must wait until the room has answered all of them — it marks
/// itself waiting, and the room wakes it (``finished(changedSeat:)`` returns true) once the
/// count reaches zero or the seat changed.
final class AtRoomLedger: Sendable {
    private struct Count {
        var inRoom = 0
        var waiting = false
    }

    private let state = Mutex(Count())

    /// Creates an empty ledger.
    init() {}

    /// Counts one more request at the room; false (and marks the session waiting) when it
    /// already holds `limit`.
    func reserve(limit: Int) -> Bool {
        state.withLock { c in
            guard c.inRoom < limit else { c.waiting = true; return false }
            c.inRoom += 1
            return true
        }
    }

    /// Whether the room has answered every pipelined request; if not, marks the session waiting.
    func isIdle() -> Bool {
        state.withLock { c in
            guard c.inRoom > 0 else { return true }
            c.waiting = true
            return false
        }
    }

    /// The room answered one pipelined request; true when the session must be woken: its seat
    /// changed (`changedSeat`), or it was waiting and the room holds nothing more of it.
    func finished(changedSeat: Bool) -> Bool {
        state.withLock { c in
            c.inRoom -= 1
            guard changedSeat || (c.waiting && c.inRoom == 0) else { return false }
            c.waiting = false
            return true
        }
    }

    /// Requests the room holds now.
    var count: Int { state.withLock { $0.inRoom } }
}
