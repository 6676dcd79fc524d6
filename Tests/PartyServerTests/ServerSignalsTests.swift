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
        // Sent once, to the process: whichever thread the kernel picks, it is held, not lost.
        kill(getpid(), SIGUSR2)
        #expect(try await eventually(within: .seconds(10)) { !signals.held.isEmpty })
        #expect(handled.withLock { $0 }.isEmpty, "handled before the server had started")
        signals.activate()
        #expect(try await eventually(within: .seconds(10)) { handled.withLock { !$0.isEmpty } })
        #expect(handled.withLock { $0 } == [SIGUSR2])
        #expect(signals.held.isEmpty)
    }
}

@Suite("Server signals: after activation")
struct ServerSignalsActiveTests {
    @Test("after activation each signal is handled as it comes, once")
    func handledWhenActive() async throws {
        let signals = ServerSignals()
        let handled = Mutex<[Int32]>([])
        signals.install([SIGUSR1]) { sig in handled.withLock { $0.append(sig) } }
        signals.activate()
        kill(getpid(), SIGUSR1)
        #expect(try await eventually(within: .seconds(10)) { handled.withLock { $0.count == 1 } })
        kill(getpid(), SIGUSR1)
        #expect(try await eventually(within: .seconds(10)) { handled.withLock { $0.count == 2 } })
        #expect(handled.withLock { $0 } == [SIGUSR1, SIGUSR1])
        #expect(signals.held.isEmpty)
    }
}
