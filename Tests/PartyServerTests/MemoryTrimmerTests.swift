import PartyTestSupport
import Synchronization
import Testing
@testable import PartyServer

/// Issue 16 point 6: memory of closed connections goes back to the system after a burst.
@Suite("Memory trimmer")
struct MemoryTrimmerTests {
    @Test("glibc's malloc_trim is found")
    func mallocTrimIsFound() {
        #expect(MemoryTrimmer.mallocTrim != nil)
    }

    @Test("a trim runs once per burst of closes, not for a few")
    func trimsAfterBurst() async throws {
        let trims = Atomic<Int>(0)
        let trimmer = MemoryTrimmer(closesBeforeTrim: 4, delay: .milliseconds(10)) { trims.add(1, ordering: .relaxed) }
        for _ in 0..<3 { trimmer.connectionClosed() }
        try await Task.sleep(for: .milliseconds(100))
        #expect(trims.load(ordering: .relaxed) == 0, "three closes should not trim")
        for _ in 0..<4 { trimmer.connectionClosed() }  // the 4th schedules; the rest postpone and share it
        try await eventually { trims.load(ordering: .relaxed) > 0 }
        try await Task.sleep(for: .milliseconds(100))
        #expect(trims.load(ordering: .relaxed) == 1)
    }

    /// Issue 24: seating a crowd leaves freed memory behind like a burst of closes.
    @Test("a burst of seats taken trims too, without counting as closes")
    func trimsAfterABurstOfSeats() async throws {
        let trims = Atomic<Int>(0)
        let trimmer = MemoryTrimmer(closesBeforeTrim: 4, delay: .milliseconds(10)) { trims.add(1, ordering: .relaxed) }
        for _ in 0..<3 { trimmer.seatTaken() }
        try await Task.sleep(for: .milliseconds(100))
        #expect(trims.load(ordering: .relaxed) == 0, "three seats should not trim")
        trimmer.seatTaken()
        try await eventually { trims.load(ordering: .relaxed) > 0 }
        #expect(trimmer.closesCounted == 0)
    }
}
