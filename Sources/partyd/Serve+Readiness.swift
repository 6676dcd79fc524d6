import Foundation
import PartyTransport

extension Serve {
    /// How the event loops watch sockets: `--readiness`, else `$PARTYLINE_READINESS` (empty means
    /// unset; how a whole test run's partyd children follow the run's switch), else epoll.
    func effectiveReadiness() throws(StartupError) -> EventLoop.Readiness {
        if let readiness {
            guard let chosen = EventLoop.Readiness(rawValue: readiness) else {
                throw StartupError(message: "--readiness must be epoll, thread or dispatch")
            }
            return chosen
        }
        let env = ProcessInfo.processInfo.environment["PARTYLINE_READINESS"] ?? ""
        guard !env.isEmpty else { return .epoll }
        guard let chosen = EventLoop.Readiness(rawValue: env) else {
            throw StartupError(message: "PARTYLINE_READINESS must be epoll, thread or dispatch")
        }
        return chosen
    }

    /// The process's event loops, made with ``effectiveReadiness()`` before anything uses them.
    func sharedLoops() throws(StartupError) -> EventLoops {
        EventLoops.configureShared(readiness: try effectiveReadiness())
        return .shared
    }
}
