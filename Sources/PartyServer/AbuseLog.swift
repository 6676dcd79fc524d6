import Logging
import Synchronization

/// Logs abuse (probing, floods, limits reached) at `notice`, at most ``perMinute`` lines of
/// each kind a minute, so an attacker cannot flood the log; what was held back is counted in
/// the next line of that kind.
final class AbuseLog: Sendable {
    /// Lines of one kind logged per minute at most.
    static let perMinute = 10

    private struct Window {
        var start: Int64
        var logged = 0
        var suppressed = 0
    }

    private let logger: Logger
    private let clock: ServerClock
    private let windows = Mutex<[String: Window]>([:])

    init(logger: Logger, clock: ServerClock) {
        self.logger = logger
        self.clock = clock
    }

    /// Logs `message` (at `level`, `notice` by default) unless this kind has already logged
    /// ``perMinute`` lines this minute.
    func notice(_ message: @autoclosure () -> String, kind: String, level: Logger.Level = .notice, metadata: Logger.Metadata = [:]) {
        let now = clock.now()
        let held: Int? = windows.withLock { all in
            var w = all[kind] ?? Window(start: now)
            if now - w.start >= 60_000 { w = Window(start: now, suppressed: w.suppressed) }
            defer { all[kind] = w }
            guard w.logged < Self.perMinute else {
                w.suppressed += 1
                return nil
            }
            w.logged += 1
            let held = w.suppressed
            w.suppressed = 0
            return held
        }
        guard let held else { return }
        var meta = metadata
        meta["abuse.kind"] = "\(kind)"
        if held > 0 { meta["abuse.suppressed"] = "\(held)" }
        logger.log(level: level, "\(message())", metadata: meta)
    }
}
