import Testing
@testable import PartyServer

/// The room's outbox: order behind durable writes, and when a body may run directly.
@Suite("Room outbox")
struct RoomOutboxTests {
    @Test("what waits behind a barrier leaves in order once it is released, a reserved reply first")
    func barriersKeepOrder() {
        let outbox = RoomOutbox()
        var ran: [String] = []
        outbox.run { ran.append("before") }
        let write = outbox.barrier()
        let slot = outbox.reserve()
        outbox.run { ran.append("event") }
        #expect(ran == ["before"])
        outbox.fill(slot) { ran.append("reply") }
        #expect(ran == ["before"], "the write is not committed yet")
        outbox.release(write)
        #expect(ran == ["before", "reply", "event"])
    }

    @Test("idle only while nothing is queued and no flush runs: a body queued from a body waits its turn")
    func idleMeansRunNow() {
        let outbox = RoomOutbox()
        #expect(outbox.isIdle)
        var ran: [String] = []
        let write = outbox.barrier()
        #expect(!outbox.isIdle, "a write in flight holds what follows")
        outbox.run {
            #expect(!outbox.isIdle, "a flush is under way")
            outbox.run { ran.append("inner") }
            ran.append("outer")
        }
        outbox.release(write)
        #expect(ran == ["outer", "inner"])
        #expect(outbox.isIdle)
    }
}
