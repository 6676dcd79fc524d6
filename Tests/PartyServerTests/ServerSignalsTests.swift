import Glibc
@testable import PartyServer
import PartyTestSupport
import Synchronization
import Testing

/// partyd catches SIGTERM before its port opens and handles it once it has started: a SIGTERM
/// that came between the two (a test's or a supervisor's quick stop) killed the process
/// without a graceful stop (seen under load in DurabilityDataDirTests).
@Suite("Server signals: caught before the start, handled after it")
struct ServerSignalsTests {
    @Test("a signal that comes before activation is held, then handled when activated")
    func heldUntilActivated() async throws {
        let signals = ServerSignals()
        let handled = Mutex<[Int32]>([])
        signals.install([SIGUSR2]) { sig in handled.withLock { $0.append(sig) } }
        // The process survives it, and it waits. (Sent again until held: Dispatch registers the
        // source on its manager thread, a moment after `install`.)
        #expect(try await eventually(within: .seconds(10), every: .milliseconds(50)) {
            kill(getpid(), SIGUSR2)  // to the process: a Dispatch worker (this task's thread) blocks signals
            return !signals.held.isEmpty
        })
        #expect(handled.withLock { $0 }.isEmpty, "handled before the server had started")
        signals.activate()
        #expect(try await eventually(within: .seconds(10)) { handled.withLock { !$0.isEmpty } })
        #expect(handled.withLock { $0 }.allSatisfy { $0 == SIGUSR2 })
        #expect(signals.held.isEmpty)
    }
}
