import Dispatch
import Foundation
import Glibc
import PartyTransport
import Synchronization

extension GameServer {
    /// Catches SIGINT and SIGTERM from now on; at the first one the server shuts down gracefully
    /// (its rooms saved) and the process exits with 0. Call it before ``start()``: a signal that
    /// comes while the server starts waits until it has started, then stops it. (Caught only
    /// from ``runUntilSignalled()`` on, a SIGTERM sent as soon as the port answered — a
    /// supervisor's quick restart, a test — killed the process without a graceful stop.)
    public func catchSignals() {
        signals.install { [self] sig in
            context.logger.info("signal received", metadata: ["signal": "\(sig)"])
            shutdown()
            context.store.close()  // checkpoints the WAL into partyline.sqlite
            exit(0)
        }
    }

    /// Handles the signals caught since ``catchSignals()`` (catching them now if it was not
    /// called) and runs until one comes; never returns.
    public func runUntilSignalled() -> Never {
        catchSignals()
        signals.activate()
        dispatchMain()
    }
}

/// The signal sources of one server, made at ``GameServer/catchSignals()``: a signal that comes
/// before ``activate()`` (while the server starts) is held, not lost, and handled once the server
/// has started, never halfway through the start. The signals come from ``SignalPipe``.
final class ServerSignals: Sendable {
    private let queue = DispatchQueue(label: "partyline.signals")
    private let state = Mutex<State>(State())

    private struct State: ~Copyable {
        var handler: (@Sendable (Int32) -> Void)?
        var active = false
        var held: [Int32] = []
    }

    /// Routes `signals` (SIGINT and SIGTERM) to `handler` instead of their default action (the
    /// first call only).
    func install(_ signals: [Int32] = [SIGINT, SIGTERM], _ handler: @escaping @Sendable (Int32) -> Void) {
        let first = state.withLock { s in
            guard s.handler == nil else { return false }
            s.handler = handler
            return true
        }
        guard first else { return }
        SignalPipe.shared.route(signals) { [self] sig in queue.async { self.received(sig) } }
    }

    /// The signals caught and not yet handled (before ``activate()``).
    var held: [Int32] { state.withLock { $0.held } }

    /// Handles the signals held so far, and from now on each as it comes (the first call only).
    func activate() {
        let (held, handler) = state.withLock { s -> ([Int32], (@Sendable (Int32) -> Void)?) in
            guard !s.active else { return ([], nil) }
            s.active = true
            defer { s.held = [] }
            return (s.held, s.handler)
        }
        guard let handler, !held.isEmpty else { return }
        queue.async { for sig in held { handler(sig) } }
    }

    private func received(_ sig: Int32) {
        let handler = state.withLock { s -> (@Sendable (Int32) -> Void)? in
            guard s.active else {
                s.held.append(sig)
                return nil
            }
            return s.handler
        }
        handler?(sig)
    }
}
