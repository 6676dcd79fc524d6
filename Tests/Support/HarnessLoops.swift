import Foundation
import PartyTransport
import Synchronization

/// The event loops test servers and the transport tests run on, one set per readiness path, made
/// once per test process.
///
/// The run's readiness is `PARTYLINE_READINESS` (`epoll`, `thread` or `dispatch`; default epoll):
/// `PARTYLINE_READINESS=thread swift test` runs every in-process test server, and every `partyd`
/// a test starts (it inherits the variable), on the `thread` path. A harness option picks another
/// path for one server; the run's own path is the process's shared loops, so the connections of
/// clients and servers run on the same loops, as in `partyd`.
public enum HarnessLoops {
    /// The readiness path of this test run.
    public static let runReadiness: EventLoop.Readiness = {
        let raw = ProcessInfo.processInfo.environment["PARTYLINE_READINESS"] ?? ""
        if raw.isEmpty { return .epoll }
        guard let readiness = EventLoop.Readiness(rawValue: raw) else {
            fatalError("PARTYLINE_READINESS must be epoll, thread or dispatch, not \(raw)")
        }
        return readiness
    }()

    private static let others = Mutex<[EventLoop.Readiness: EventLoops]>([:])

    /// The loops for `readiness` (nil: the run's).
    public static func loops(_ readiness: EventLoop.Readiness? = nil) -> EventLoops {
        let wanted = readiness ?? runReadiness
        if wanted == runReadiness, EventLoops.configureShared(readiness: runReadiness) == runReadiness { return .shared }
        return others.withLock { made in
            if let loops = made[wanted] { return loops }
            let loops = EventLoops(count: 2, readiness: wanted)
            made[wanted] = loops
            return loops
        }
    }
}
