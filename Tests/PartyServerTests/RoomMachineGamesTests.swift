import Foundation
import PartyCore
import PartyProtocol
import Testing
@testable import PartyServer

/// The games in ``RoomMachine`` as transcripts: a game's request through the one generic path,
/// its deadline as the `game` timer, its store records before its events, pausing, a held clue
/// played once approved, and what a game night hears — no socket.
@Suite("Room machine: games")
struct RoomMachineGamesTests {
    /// The index of the first line with `prefix`, failing the test when there is none.
    static func line(_ lines: [String], _ prefix: String, sourceLocation: SourceLocation = #_sourceLocation) -> Int {
        guard let index = lines.firstIndex(where: { $0.hasPrefix(prefix) }) else {
            Issue.record("no line starts with \(prefix) in \(lines)", sourceLocation: sourceLocation)
            return -1
        }
        return index
    }

    @Test("a Guess or Pass round: start, a card, a correct one, then its deadline ends it, its score stored before it is announced")
    func guessOrPassRound() throws {
        var t = RoomTranscript()
        let host = t.seat("Ann")
        let bob = t.seat("Bob")
        let started = t.send(RoomMachine.startGame, "game.start", ["game": .string("guess_or_pass"), "guesser": .string(bob),
                                                                  "countdown_seconds": .int(0), "round_seconds": .int(10)], from: host)
        #expect(started.first == "ok {}")
        #expect(started[1].hasPrefix(#"game.started to everyone {"by":"p1","game":"guess_or_pass""#))
        let card = Self.line(started, "gop.card to ")
        #expect(started[card].contains(#""index":0"#), "the first card is dealt to the clue-givers")
        let ends = t.now + 10_000
        #expect(started.last == "arm game at \(ends)", "the round's deadline is the game timer")
        #expect(t.state.game?.name == GuessOrPass.id)

        let correct = t.send(RoomMachine.playGameAction, "gop.correct", ["index": .int(0)], from: host)
        #expect(correct.first == "ok {}")
        #expect(correct[Self.line(correct, "gop.card_resolved to everyone")].contains(#""outcome":"correct""#))
        #expect(correct.contains { $0.hasPrefix("gop.card to ") && $0.contains(#""index":1"#) }, "the next card follows")
        #expect(t.send(RoomMachine.playGameAction, "gop.correct", ["index": .string("zero")], from: host) == ["error bad_request"])

        t.now = ends - 1
        #expect(t.fire(.game) == ["arm game at \(ends)"], "a timer that fires early waits again")
        t.now = ends
        let ended = t.fire(.game)
        let save = Self.line(ended, "save finishedRound + snapshot ")
        let announced = Self.line(ended, "gop.round_ended to everyone ")
        #expect(save < announced, "the round's score is stored before anyone hears it")
        #expect(ended[announced].hasSuffix(" after w1") && ended[save].hasSuffix("snapshot w1"))
        #expect(ended[announced].contains(#""score":1"#))
        #expect(t.state.room.member(bob)?.score == 1, "the round's points go to the guesser's room total")
    }

    @Test("a Would You Rather vote: each vote is answered and counted; the last one's results wait for their tallies")
    func wouldYouRatherVote() throws {
        var t = RoomTranscript()
        let host = t.seat("Ann")
        let bob = t.seat("Bob")
        let started = t.send(RoomMachine.startGame, "game.start", ["game": .string("would_you_rather")], from: host)
        #expect(started.first == "ok {}")
        #expect(started.contains { $0.hasPrefix("wyr.question to everyone") })
        #expect(t.send(RoomMachine.playGameAction, "wyr.vote", ["choice": .string("c")], from: bob) == ["error bad_request"])
        let first = t.send(RoomMachine.playGameAction, "wyr.vote", ["choice": .string("a")], from: bob)
        #expect(first.first == "ok {}")
        #expect(first[Self.line(first, "wyr.vote_cast to everyone")].contains(#""votes_in":1"#))
        let last = t.send(RoomMachine.playGameAction, "wyr.vote", ["choice": .string("b")], from: host)
        let save = Self.line(last, "save add")
        let results = Self.line(last, "wyr.results to everyone")
        #expect(save < results && last[results].hasSuffix(" after w1"), "the all-time tallies are stored before the results")
        #expect(t.send(RoomMachine.playGameAction, "wyr.vote", ["choice": .string("a")], from: host).first?.hasPrefix("error") == true,
                "no vote after the results")
    }

    @Test("a game's move with no such game running, or while paused, is refused and changes nothing")
    func refusedMoves() {
        var t = RoomTranscript()
        let host = t.seat("Ann")
        _ = t.seat("Bob")
        #expect(t.send(RoomMachine.playGameAction, "wyr.vote", ["choice": .string("a")], from: host) == ["error wrong_phase"])
        #expect(t.send(RoomMachine.pauseGame, "game.pause", [:], from: host) == ["error wrong_phase"])
        _ = t.send(RoomMachine.startGame, "game.start", ["game": .string("would_you_rather")], from: host)
        #expect(t.send(RoomMachine.startGame, "game.start", ["game": .string("would_you_rather")], from: host) == ["error wrong_phase"])
        #expect(t.send(RoomMachine.pauseGame, "game.pause", [:], from: "p2") == ["error not_host"])
        #expect(t.send(RoomMachine.pauseGame, "game.pause", [:], from: host).prefix(3) == ["cancel game", "save snapshot w1", "ok {} after w1"])
        let before = t.state.game.map { String(describing: $0.state) }
        #expect(t.send(RoomMachine.playGameAction, "wyr.vote", ["choice": .string("a")], from: host) == ["error wrong_phase"])
        #expect(t.state.game.map { String(describing: $0.state) } == before)
        #expect(t.send(RoomMachine.pauseGame, "game.pause", [:], from: host) == ["error wrong_phase"], "already paused")
    }

    @Test("pause and resume: the paused room is saved before its ok, the clock stands still, and resuming moves the deadline by the pause")
    func pauseAndResume() throws {
        var t = RoomTranscript()
        let host = t.seat("Ann")
        _ = t.seat("Bob")
        let started = t.send(RoomMachine.startGame, "game.start", ["game": .string("would_you_rather")], from: host)
        let armed = try #require(started.last)
        let deadline = try #require(Int64(armed.split(separator: " ").last ?? ""))
        t.now += 2_000
        let paused = t.send(RoomMachine.pauseGame, "game.pause", [:], from: host)
        #expect(paused.prefix(3) == ["cancel game", "save snapshot w1", "ok {} after w1"])
        #expect(paused.last == #"game.paused to everyone {"reason":"host","remaining_ms":\#(deadline - t.now)}"#)
        t.now += 60_000
        #expect(t.fire(.game) == ["cancel game"], "a paused game's deadline never fires")
        let resumed = t.send(RoomMachine.resumeGame, "game.resume", [:], from: host)
        #expect(resumed.prefix(2) == ["save snapshot w2", "ok {} after w2"])
        #expect(resumed.last == "arm game at \(deadline + 60_000)", "the deadline moved by the time the clock stood")
        #expect(t.send(RoomMachine.resumeGame, "game.resume", [:], from: host) == ["error wrong_phase"], "not paused")
    }

    @Test("the guesser away: the game waits for them (saved, then announced) and goes on when they are back")
    func guesserAway() throws {
        var t = RoomTranscript()
        let host = t.seat("Ann")
        let bob = t.seat("Bob")
        _ = t.send(RoomMachine.startGame, "game.start", ["game": .string("guess_or_pass"), "guesser": .string(bob),
                                                        "countdown_seconds": .int(0), "round_seconds": .int(30)], from: host)
        _ = t.state.room.disconnect(bob, now: t.now, graceMillis: 30_000)
        let away = RoomMachine.rosterChanged(&t.state, now: t.now).map(\.transcript)
        let save = Self.line(away, "save snapshot ")
        let paused = Self.line(away, "game.paused to everyone")
        #expect(save < paused && away[paused].contains(#""reason":"guesser_away""#))
        #expect(away.contains("cancel game") && !away.contains { $0.hasPrefix("arm game") })
        #expect(t.send(RoomMachine.playGameAction, "gop.correct", ["index": .int(0)], from: host) == ["error wrong_phase"])
        t.now += 5_000
        _ = t.state.room.reconnect(bob)
        let back = RoomMachine.rosterChanged(&t.state, now: t.now).map(\.transcript)
        #expect(Self.line(back, "save snapshot ") < Self.line(back, "game.resumed to everyone"))
        #expect(back.contains { $0.hasPrefix("arm game at ") })
    }

    @Test("a held Odd One Out clue, once approved, is played by the game as its sender's, answering the approval")
    func heldClueApproved() throws {
        var t = RoomTranscript()
        let host = t.seat("Ann")
        let bob = t.seat("Bob")
        _ = t.seat("Cat")
        t.state.settings.review = true
        let started = t.send(RoomMachine.startGame, "game.start", ["game": .string("odd_one_out")], from: host)
        #expect(started.first == "ok {}")
        let held = t.send(RoomMachine.playGameAction, "odd.clue", ["text": .string("sunny")], from: bob)
        #expect(held.first == #"ok {"held":true,"item_id":"r1"}"#)
        #expect(held[1].hasPrefix("mod.pending to staff"))
        #expect(!held.contains { $0.hasPrefix("odd.") }, "nobody hears a held clue")
        let approved = t.send(RoomMachine.approve, "mod.approve", ["item_id": .string("r1")], from: host)
        #expect(approved.first == "ok {}", "the approval gets the clue's own answer")
        let played = Self.line(approved, "odd.clue")
        let verdict = Self.line(approved, "mod.approved to only(\"\(bob)\")")
        let resolved = Self.line(approved, "mod.resolved to staff")
        #expect(played > 0 && played < verdict && verdict < resolved)
        #expect(approved[resolved].contains(#""outcome":"approved""#))
        #expect(t.send(RoomMachine.playGameAction, "odd.clue", ["text": .string("again")], from: bob).first?.hasPrefix("error") == true,
                "the clue counts as Bob's: a second one is refused by the game's own rules, or held again")
    }

    @Test("a game night hears what a game counts for, and its end")
    func nightReports() throws {
        var t = RoomTranscript()
        let host = t.seat("Ann")
        let bob = t.seat("Bob")
        t.state.night = .open
        let started = t.send(RoomMachine.startGame, "game.start", ["game": .string("guess_or_pass"), "guesser": .string(bob),
                                                                  "countdown_seconds": .int(0), "round_seconds": .int(10)], from: host)
        #expect(started.contains(#"night gameStarted(game: "guess_or_pass")"#))
        let correct = t.send(RoomMachine.playGameAction, "gop.correct", ["index": .int(0)], from: host)
        let stopped = t.send(RoomMachine.stopGame, "game.stop", [:], from: host)
        let notes = (correct + stopped).filter { $0.hasPrefix("night note(") }
        #expect(!notes.isEmpty, "what the round counts for is noted")
        let (_, joined) = t.join("Dan")
        #expect(joined.isEmpty || !joined.contains { $0.hasPrefix("night ") }, "a membership event that counts nothing reports nothing")
        #expect(RoomMachine.reportingToNight([.memberSeated(t.state.room.members[2])], t.state).map(\.transcript)
                == ["seated p3", #"night seated(player: "p3", name: "Dan")"#], "a player seated goes on the board")
        let end = Self.line(stopped, #"game.stopped to everyone {"game":"guess_or_pass","reason":"stopped""#)
        #expect(stopped.last == #"night gameEnded(game: "guess_or_pass")"#)
        #expect(end < stopped.count - 1)
        t.state.night = .ended
        #expect(t.send(RoomMachine.startGame, "game.start", ["game": .string("guess_or_pass")], from: host) == ["error wrong_phase"],
                "no game starts once the night is over")
    }
}
