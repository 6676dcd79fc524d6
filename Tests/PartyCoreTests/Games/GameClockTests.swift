import Foundation
import Testing
@testable import PartyCore

/// The pause rules as a pure machine (contract §9, "Timers and pauses"): the host's pause and
/// resume, and the wait for a player whose connection dropped.
@Suite("Game clock: pausing and resuming")
struct GameClockTests {
    static let wait = GameWait(player: "p2", reason: "guesser_away")
    static let roster: Roster = [
        RosterEntry(id: "p1", name: "Ann", role: .player),
        RosterEntry(id: "p2", name: "Bob", role: .player),
        RosterEntry(id: "a1", name: "Viewer", role: .audience),
    ]

    static func roster(_ id: PlayerID, connected: Bool) -> Roster {
        roster.map { entry in
            var e = entry
            if e.id == id { e.connected = connected }
            return e
        }
    }

    static func settle(_ clock: inout GameClock, wait: GameWait? = wait, roster: Roster, presumed: Set<PlayerID> = [],
                       now: UnixMillis, deadline: UnixMillis? = 60_000) -> GameClockChange? {
        clock.settle(wait: wait, roster: roster, presumedPresent: presumed, now: now, deadline: deadline)
    }

    @Test("the host pauses: the game's time stands at the pause; resuming shifts by the time it stood")
    func hostPauseAndResume() throws {
        var clock = GameClock()
        #expect(clock.time(at: 10_000) == 10_000)
        let paused = try clock.hostPause(at: 10_000, deadline: 42_000)
        #expect(paused == GamePaused(GamePause(since: 10_000, reason: .host), deadline: 42_000))
        #expect(paused.remainingMs == 32_000 && paused.reason == "host" && paused.waitingFor == nil)
        #expect(clock.isPaused && clock.time(at: 25_000) == 10_000)
        let resumed = try clock.hostResume(at: 25_000, deadline: 42_000, wait: nil, roster: Self.roster, presumedPresent: [])
        #expect(resumed.shift == 15_000 && resumed.endsAtMs == 57_000)  // now + the 32 s left
        #expect(!clock.isPaused && clock.time(at: 26_000) == 26_000)
    }

    @Test("pausing twice and resuming a running game are wrong_phase and change nothing")
    func wrongPhase() throws {
        var clock = GameClock()
        #expect(throws: RuleViolation.self) { _ = try clock.hostResume(at: 1, deadline: nil, wait: nil, roster: [], presumedPresent: []) }
        _ = try clock.hostPause(at: 5, deadline: 10)
        let before = clock
        do {
            _ = try clock.hostPause(at: 7, deadline: 10)
            Issue.record("a second pause was accepted")
        } catch {
            #expect(error.code == "wrong_phase")
        }
        #expect(clock == before)
    }

    @Test("a game without a running timer pauses with remaining_ms null")
    func noTimer() throws {
        var clock = GameClock()
        let paused = try clock.hostPause(at: 5, deadline: nil)
        #expect(paused.remainingMs == nil)
        #expect(try wireJSON(paused)["remaining_ms"] is NSNull)
        let resumed = try clock.hostResume(at: 9, deadline: nil, wait: nil, roster: [], presumedPresent: [])
        #expect(resumed.endsAtMs == nil && resumed.shift == 4)
    }

    @Test("the wire form: game.paused {remaining_ms, reason, waiting_for?}, game.resumed {ends_at_ms}")
    func wireForm() throws {
        var clock = GameClock()
        guard case let .paused(paused)? = Self.settle(&clock, roster: Self.roster("p2", connected: false), now: 18_000) else {
            Issue.record("no pause")
            return
        }
        #expect(paused.wireType == "game.paused")
        let json = try wireJSON(paused)
        #expect(json["remaining_ms"] as? Int == 42_000 && json["reason"] as? String == "guesser_away" && json["waiting_for"] as? String == "p2")
        let resumed = GameResumed(shift: 3_000, deadline: 60_000)
        #expect(resumed.wireType == "game.resumed")
        #expect(try wireJSON(resumed).keys.sorted() == ["ends_at_ms"])
        #expect(try wireJSON(resumed)["ends_at_ms"] as? Int == 63_000)
    }

    @Test("the awaited player drops: pause; back: resume with the time that was left")
    func waitPausesAndResumes() {
        var clock = GameClock()
        #expect(Self.settle(&clock, roster: Self.roster, now: 1_000) == nil)  // connected: nothing
        let away = Self.roster("p2", connected: false)
        #expect(Self.settle(&clock, roster: away, now: 20_000) == .paused(GamePaused(GamePause(since: 20_000, reason: .waiting(Self.wait)),
                                                                                     deadline: 60_000)))
        #expect(Self.settle(&clock, roster: away, now: 30_000) == nil)  // still away: still paused
        #expect(Self.settle(&clock, roster: Self.roster, now: 50_000) == .resumed(GameResumed(shift: 30_000, deadline: 60_000)))
        #expect(!clock.isPaused)
    }

    @Test("a wait ends when its player is gone for good or the game no longer waits for them")
    func waitEnds() {
        let away = Self.roster("p2", connected: false)
        var gone = GameClock()
        _ = Self.settle(&gone, roster: away, now: 20_000)
        let left = Self.roster.filter { $0.id != "p2" }
        #expect(Self.settle(&gone, roster: left, now: 25_000) == .resumed(GameResumed(shift: 5_000, deadline: 60_000)))
        #expect(Self.settle(&gone, roster: left, now: 26_000) == nil)

        var moved = GameClock()
        _ = Self.settle(&moved, roster: away, now: 20_000)
        #expect(Self.settle(&moved, wait: nil, roster: away, now: 21_000, deadline: 70_000) == .resumed(GameResumed(shift: 1_000, deadline: 70_000)))
    }

    @Test("the audience and members presumed present after a restart pause nothing")
    func noPauseForAudienceOrRestored() {
        var clock = GameClock()
        let audienceWait = GameWait(player: "a1", reason: "guesser_away")
        #expect(Self.settle(&clock, wait: audienceWait, roster: Self.roster("a1", connected: false), now: 1) == nil)
        #expect(Self.settle(&clock, roster: Self.roster("p2", connected: false), presumed: ["p2"], now: 1) == nil)
        #expect(!clock.isPaused)
    }

    @Test("a paused wait stays paused while its player is only presumed present (restored, not yet resumed)")
    func restoredWaitStaysPaused() {
        var clock = GameClock()
        _ = Self.settle(&clock, roster: Self.roster("p2", connected: false), now: 20_000)
        #expect(Self.settle(&clock, roster: Self.roster("p2", connected: false), presumed: ["p1", "p2"], now: 90_000) == nil)
        #expect(clock.isPaused)
    }

    @Test("the host resumes over a wait: the game goes on without them, and pauses again only after they were back")
    func hostResumesOverAWait() throws {
        var clock = GameClock()
        let away = Self.roster("p2", connected: false)
        _ = Self.settle(&clock, roster: away, now: 20_000)
        let resumed = try clock.hostResume(at: 24_000, deadline: 60_000, wait: Self.wait, roster: away, presumedPresent: [])
        #expect(resumed.endsAtMs == 64_000)
        #expect(Self.settle(&clock, roster: away, now: 25_000, deadline: 64_000) == nil)  // waived
        #expect(Self.settle(&clock, roster: Self.roster, now: 26_000, deadline: 64_000) == nil)  // back: nothing to resume
        #expect(Self.settle(&clock, roster: away, now: 27_000, deadline: 64_000) != nil)  // dropped again: paused again
    }

    @Test("a host pause is not lifted by the awaited player coming and going")
    func hostPauseHolds() throws {
        var clock = GameClock()
        _ = try clock.hostPause(at: 10_000, deadline: 60_000)
        #expect(Self.settle(&clock, roster: Self.roster("p2", connected: false), now: 11_000) == nil)
        #expect(Self.settle(&clock, roster: Self.roster, now: 12_000) == nil)
        #expect(clock.pause?.reason == .host)
    }

    @Test("a restored pause moves with the game's deadlines: the time left is kept, and it survives coding")
    func shiftAndCoding() throws {
        var clock = GameClock()
        _ = try clock.hostPause(at: 10_000, deadline: 40_000)
        clock.shift(by: 500_000)
        #expect(clock.pause?.remaining(until: 540_000) == 30_000)
        let decoded = try JSONDecoder().decode(GameClock.self, from: JSONEncoder().encode(clock))
        #expect(decoded == clock)
    }
}
