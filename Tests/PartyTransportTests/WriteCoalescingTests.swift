import PartyTransport
import Testing

/// The coalescing rule and the held list, as pure values: when a connection writes at once,
/// when it is held and until when, and that held connections come out when their window ends,
/// in the order they were held.
@Suite("Write coalescing")
struct WriteCoalescingTests {
    let rule = WriteCoalescing(windowNanoseconds: 5_000_000, flushBytes: 1_000)

    @Test("a connection that never wrote, or wrote a window ago or more, writes at once")
    func quietConnectionsWriteAtOnce() {
        #expect(rule.decide(now: 100, lastWrite: nil, queuedBytes: 10) == .writeNow)
        #expect(rule.decide(now: 10_000_000, lastWrite: 5_000_000, queuedBytes: 10) == .writeNow)
        #expect(rule.decide(now: 20_000_000, lastWrite: 5_000_000, queuedBytes: 10) == .writeNow)
    }

    @Test("a connection written within the window is held until the window's end, never longer")
    func busyConnectionsAreHeldToTheWindowEnd() {
        #expect(rule.decide(now: 6_000_000, lastWrite: 5_000_000, queuedBytes: 10) == .holdUntil(10_000_000))
        #expect(rule.decide(now: 9_999_999, lastWrite: 5_000_000, queuedBytes: 999) == .holdUntil(10_000_000))
        for now in stride(from: UInt64(5_000_000), to: 10_000_000, by: 250_000) {
            guard case let .holdUntil(end) = rule.decide(now: now, lastWrite: 5_000_000, queuedBytes: 1) else {
                Issue.record("held at \(now)"); continue
            }
            #expect(end - now <= rule.windowNanoseconds, "a frame waits at most the window")
        }
    }

    @Test("what fills the size limit, and what a closing connection queued, is written at once")
    func sizeAndCloseWriteAtOnce() {
        #expect(rule.decide(now: 6_000_000, lastWrite: 5_000_000, queuedBytes: 1_000) == .writeNow)
        #expect(rule.decide(now: 6_000_000, lastWrite: 5_000_000, queuedBytes: 10, closing: true) == .writeNow)
        #expect(!rule.isFull(999))
        #expect(rule.isFull(1_000))
    }

    @Test("off writes at once, always")
    func offNeverHolds() {
        #expect(!WriteCoalescing.off.isOn)
        #expect(WriteCoalescing.off.decide(now: 1, lastWrite: 0, queuedBytes: 1) == .writeNow)
        #expect(WriteCoalescing.milliseconds(0) == .off)
        #expect(WriteCoalescing.milliseconds(3).windowNanoseconds == 3_000_000)
    }

    @Test("held items come out at their window's end, in the order held; nothing comes out early")
    func heldComeOutAtTheirDeadlineInOrder() {
        var held = HeldWrites<String>()
        #expect(held.hold("a", until: 10) == 10, "the first hold arms a wake-up")
        #expect(held.hold("b", until: 12) == nil, "a wake-up armed before it comes first")
        #expect(held.hold("c", until: 10) == nil)
        let early = held.wake(firedFor: 10, now: 9)
        #expect(early.due.isEmpty, "a wake-up that fires early writes nothing")
        #expect(early.next == 10, "and arms again")
        let first = held.wake(firedFor: 10, now: 10)
        #expect(first.due == ["a", "c"])
        #expect(first.next == 12)
        let second = held.wake(firedFor: 12, now: 15)
        #expect(second.due == ["b"])
        #expect(second.next == nil)
        #expect(held.count == 0)
    }

    @Test("an earlier hold arms an earlier wake-up; the later one, when it fires, arms nothing twice")
    func earlierHoldArmsEarlier() {
        var held = HeldWrites<Int>()
        #expect(held.hold(1, until: 20) == 20)
        #expect(held.hold(2, until: 15) == 15, "an item due before the armed wake-up arms its own")
        let atFifteen = held.wake(firedFor: 15, now: 15)
        #expect(atFifteen.due == [2])
        #expect(atFifteen.next == nil, "the wake-up armed for 20 is still coming")
        #expect(held.nextDeadline == 20)
        let atTwenty = held.wake(firedFor: 20, now: 21)
        #expect(atTwenty.due == [1])
        #expect(atTwenty.next == nil)
    }

    @Test("a stale wake-up writes what is due and leaves the armed one in place")
    func staleWakeUp() {
        var held = HeldWrites<Int>()
        #expect(held.hold(1, until: 30) == 30)
        #expect(held.hold(2, until: 25) == 25)
        let stale = held.wake(firedFor: 30, now: 26)  // the one for 30, fired late by the clock of 25's
        #expect(stale.due == [2])
        #expect(stale.next == nil, "the wake-up for 25 is still armed: nothing armed twice")
        let armed = held.wake(firedFor: 25, now: 31)
        #expect(armed.due == [1])
        #expect(armed.next == nil)
    }
}
