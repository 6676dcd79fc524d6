import Dispatch
import PartyCore
import PartyTransport

extension RoomHost {
    var hostAwayMillis: Int64 { Int64(context.config.hostAwaySeconds) * 1000 }

    /// Arms the timer that hands the host role on when the host has been away for
    /// `hostAwaySeconds` (or hands it on now, when that time has already passed).
    func scheduleHostAway() {
        dispatchPrecondition(condition: .onQueue(queue))
        hostAwayTimer?.cancel()
        hostAwayTimer = nil
        guard !frozen, !closed, let due = room.hostAwayDeadline(awayMillis: hostAwayMillis) else { return }
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + .milliseconds(Int(max(0, due - now))))
        timer.setEventHandler { [weak self] in self?.inTurn { $0.handOverAwayHost() } }
        timer.resume()
        hostAwayTimer = timer
    }

    private func handOverAwayHost() {
        hostAwayTimer = nil
        guard !frozen, !closed else { return }
        let events = room.handOverAwayHost(now: now, awayMillis: hostAwayMillis)
        emit(events)
        // Not handed over yet (nobody connected to take it, or the clock is early): the next
        // roster change re-arms the timer.
        if events.isEmpty, let due = room.hostAwayDeadline(awayMillis: hostAwayMillis), due > now { scheduleHostAway() }
    }
}
