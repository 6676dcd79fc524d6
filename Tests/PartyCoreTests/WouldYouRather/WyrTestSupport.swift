import Foundation
import PartyContent
@testable import PartyCore

/// A roster of `players` players (p1, p2, ...) and `audience` audience members (a1, a2, ...).
func wyrRoster(players: Int, audience: Int = 0) -> Roster {
    (1...max(players, 1)).prefix(players).map { RosterEntry(id: "p\($0)", name: "P\($0)", role: .player) }
        + (0..<audience).map { RosterEntry(id: "a\($0 + 1)", name: "A\($0 + 1)", role: .audience) }
}

/// Marks `id` as disconnected.
func disconnecting(_ id: PlayerID, in roster: Roster) -> Roster {
    roster.map { entry in
        var e = entry
        if e.id == id { e.connected = false }
        return e
    }
}

/// Starts a game at time 1_000 with the given options.
func startWyr(_ options: WyrOptions = WyrOptions(), record: WyrRoomRecord = WyrRoomRecord(),
              roster: Roster, seed: UInt64 = 7) throws(RuleViolation) -> (WouldYouRather, [Addressed<WyrEvent>], SplitMix64) {
    var rng = SplitMix64(seed: seed)
    let (game, events) = try WouldYouRather.start(options: options, record: record, roster: roster, now: 1_000,
                                                  library: ShippedContent.library, rng: &rng)
    return (game, events, rng)
}

/// The `.results` payloads among `events`.
func results(in events: [Addressed<WyrEvent>]) -> [WyrResults] {
    events.compactMap { if case let .results(r) = $0.event { r } else { nil } }
}

/// The `.question` payloads among `events`.
func questions(in events: [Addressed<WyrEvent>]) -> [WyrQuestionAsked] {
    events.compactMap { if case let .question(q) = $0.event { q } else { nil } }
}

/// The `.voteCast` payloads among `events`.
func voteCasts(in events: [Addressed<WyrEvent>]) -> [WyrVoteCast] {
    events.compactMap { if case let .voteCast(v) = $0.event { v } else { nil } }
}

/// `value` as a JSON object (sorted keys), for checking wire field names.
func wireJSON(_ value: some Encodable) throws -> [String: Any] {
    let data = try JSONEncoder().encode(value)
    return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
}

/// Catches the RuleViolation thrown by `body`, or nil when it did not throw.
func violation(_ body: () throws(RuleViolation) -> Void) -> RuleViolation? {
    do throws(RuleViolation) {
        try body()
        return nil
    } catch {
        return error
    }
}
