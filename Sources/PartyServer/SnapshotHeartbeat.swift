import Dispatch

/// Once a second, while any room is live, stamps every room snapshot with "the server was alive
/// now". After a crash, a restored room's timers are shifted by the time since the last stamp
/// (the downtime), not by how long the room had been idle before it. Each beat also retries the
/// results the store could not take before (``WriteRetryQueue``): a disk with room again gets them.
///
/// `@unchecked Sendable`: `timer` is only touched on `queue`.
final class SnapshotHeartbeat: @unchecked Sendable {
    /// How often the stamp is written.
    static let interval = DispatchTimeInterval.seconds(1)

    private let queue = DispatchQueue(label: "partyline.snapshot-heartbeat")
    private var timer: DispatchSourceTimer?

    /// Starts stamping for `context`'s rooms.
    func start(_ context: ServerContext) {
        queue.sync { arm(context) }
    }

    private func arm(_ context: ServerContext) {
        dispatchPrecondition(condition: .onQueue(queue))
        let source = DispatchSource.makeTimerSource(queue: queue)
        source.schedule(deadline: .now() + Self.interval, repeating: Self.interval)
        source.setEventHandler { [weak context] in
            context?.retries.retryPending()
            guard let context, !context.rooms.all.isEmpty else { return }
            context.store.write([.touchRoomSnapshots(at: context.clock.now())]) { [weak context] result in
                context?.operatorState.storeWrote(result)
            }
        }
        source.resume()
        timer = source
    }

    /// Stops stamping (before a graceful stop saves the rooms as they froze). Waits for a stamp
    /// being written now, so none can land after the rooms are saved.
    func stop() {
        queue.sync {
            timer?.cancel()
            timer = nil
        }
    }
}
