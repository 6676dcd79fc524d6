import Dispatch
import Synchronization
import Testing
@testable import PartyServer

/// Issue 26 point 5: one room's burst of work must not hold its loop while other rooms wait.
@Suite("Room turns")
struct RoomTurnsTests {
    @Test("a room runs a bounded number of turns, then another room on the same loop gets its go")
    func roomsTakeTurnsOnTheirLoop() {
        let loop = DispatchQueue(label: "test.loop")
        let busy = RoomTurns(queue: DispatchQueue(label: "test.busy", target: loop), loop: loop)
        let quiet = RoomTurns(queue: DispatchQueue(label: "test.quiet", target: loop), loop: loop)
        let order = Mutex<[String]>([])
        let done = DispatchGroup()
        let gate = DispatchSemaphore(value: 0)
        loop.async { gate.wait() }  // everything below is queued before any of it runs
        for n in 0..<100 {
            done.enter()
            busy.enqueue { order.withLock { $0.append("busy\(n)") }; done.leave() }
        }
        done.enter()
        quiet.enqueue { order.withLock { $0.append("quiet") }; done.leave() }
        gate.signal()
        done.wait()
        let ran = order.withLock { $0 }
        #expect(ran.firstIndex(of: "quiet") == RoomTurns.turnsPerPass, "the quiet room's turn came after one pass of the busy room")
        #expect(ran.filter { $0 != "quiet" } == (0..<100).map { "busy\($0)" }, "a room's turns keep their order")
    }

    @Test("runAll runs what is queued at once, in order (before a room is frozen)")
    func runAllDrainsInOrder() {
        let queue = DispatchQueue(label: "test.room")
        let turns = RoomTurns(queue: queue, loop: queue)
        let order = Mutex<[Int]>([])
        queue.sync {
            for n in 0..<40 { turns.enqueue { order.withLock { $0.append(n) } } }
            turns.runAll()
            #expect(order.withLock { $0 } == Array(0..<40))
        }
        queue.sync {}  // the pass scheduled by the first enqueue finds nothing left
        #expect(order.withLock { $0 }.count == 40)
    }
}
