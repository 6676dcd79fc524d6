import Foundation
import PartyContent
@testable import PartyCore

/// Shared fixtures for the Guess or Pass tests.
enum GOP {
    /// Join order: p1, a1 (audience), p2, p3.
    static let roster: Roster = [
        RosterEntry(id: "p1", name: "Ann", role: .player),
        RosterEntry(id: "a1", name: "Viewer", role: .audience),
        RosterEntry(id: "p2", name: "Bob", role: .player),
        RosterEntry(id: "p3", name: "Cy", role: .player),
    ]

    /// Default timings: countdown 0–5000, round 5000–65000, break 65000–70000.
    static let options = GuessOrPassOptions(category: .animals)

    static func start(_ options: GuessOrPassOptions = options, roster: Roster = roster, now: UnixMillis = 0,
                      bestScores: [PlayerID: Int] = [:], seed: UInt64 = 7) throws -> (GuessOrPass, [Addressed<GuessOrPassEvent>]) {
        var rng = SplitMix64(seed: seed)
        return try GuessOrPass.start(options: options, roster: roster, now: now, bestScores: bestScores,
                                     words: ShippedContent.library.words(for: options, customWords: []), rng: &rng)
    }

    /// A game in its first round (p1 guessing), at 5000.
    static func inRound(_ options: GuessOrPassOptions = options, roster: Roster = roster) throws -> GuessOrPass {
        var (game, _) = try start(options, roster: roster)
        var rng = SplitMix64(seed: 1)
        _ = game.advance(now: 5000, roster: roster, rng: &rng)
        return game
    }

    /// The open card's index and word as a clue-giver sees it.
    static func openCard(_ game: GuessOrPass, viewer: PlayerID = "a1") -> (index: Int, word: String)? {
        guard let card = game.view(for: viewer, now: 0).currentCard, let word = card.word else { return nil }
        return (card.index, word)
    }

    static func apply(_ game: inout GuessOrPass, _ action: GuessOrPassAction, by member: PlayerID,
                      roster: Roster = roster, now: UnixMillis) throws(RuleViolation) -> [Addressed<GuessOrPassEvent>] {
        var rng = SplitMix64(seed: 2)
        return try game.apply(action, by: member, roster: roster, now: now, rng: &rng)
    }

    static func advance(_ game: inout GuessOrPass, to now: UnixMillis, roster: Roster = roster) -> [Addressed<GuessOrPassEvent>] {
        var rng = SplitMix64(seed: 3)
        return game.advance(now: now, roster: roster, rng: &rng)
    }

    /// The thrown violation, or nil when the call succeeded.
    static func violation(_ body: () throws -> Void) -> RuleViolation? {
        do { try body() } catch let error as RuleViolation { return error } catch {
            return .badRequest(field: "unexpected", reason: "\(error)")
        }
        return nil
    }

    static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static func types(_ events: [Addressed<GuessOrPassEvent>]) -> [String] { events.map(\.event.wireType) }

    static func roundSummaries(_ events: [Addressed<GuessOrPassEvent>]) -> [GuessOrPassRoundSummary] {
        events.compactMap { if case let .roundEnded(s) = $0.event { s } else { nil } }
    }
}
