import Dispatch
import PartyTransport
import Synchronization
import Testing

/// A loop's backlog runs a few items per turn, one turn queued at a time, so work that became
/// ready meanwhile (another room's line) waits for one short turn, not for every item (issue 34:
/// 200 pipelining connections' turns, queued one each, held another room's canary 50-80 ms).
@Suite("Loop backlog", .timeLimit(.minutes(1)))
struct LoopBacklogTests {
    @Test("other work queued meanwhile runs after one turn of the backlog, not after all of it")
    func otherWorkInterleaves() async throws {
        let loop = EventLoop(label: "test.backlog", readiness: .dispatch)
        let order = Mutex<[String]>([])
        let n = 3 * LoopBacklog.itemsPerTurn + 1
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            loop.queue.async {
                for i in 0..<n { loop.backlog.add { order.withLock { $0.append("b\(i)") } } }
                loop.queue.async { order.withLock { $0.append("other") } }  // ready after the backlog filled
                loop.backlog.add { done.resume() }
            }
        }
        let ran = order.withLock { $0 }
        let turn = LoopBacklog.itemsPerTurn
        #expect(ran == (0..<turn).map { "b\($0)" } + ["other"] + (turn..<n).map { "b\($0)" }, "\(ran)")
    }

    @Test("an item that adds another goes to the back, behind the items already waiting")
    func addedItemsWaitTheirTurn() async throws {
        let loop = EventLoop(label: "test.backlog.readd", readiness: .dispatch)
        let order = Mutex<[String]>([])
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            loop.queue.async {
                loop.backlog.add {
                    order.withLock { $0.append("a1") }
                    loop.backlog.add {
                        order.withLock { $0.append("a2") }
                        done.resume()
                    }
                }
                for i in 0..<(2 * LoopBacklog.itemsPerTurn) { loop.backlog.add { order.withLock { $0.append("b\(i)") } } }
            }
        }
        let ran = order.withLock { $0 }
        #expect(ran == ["a1"] + (0..<(2 * LoopBacklog.itemsPerTurn)).map { "b\($0)" } + ["a2"], "\(ran)")
    }
}
