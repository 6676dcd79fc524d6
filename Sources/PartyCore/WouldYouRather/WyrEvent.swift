/// Something that happened in a Would You Rather game. Encodes only its payload fields,
/// flat, with wire names; the server adds `type` (``wireType``), `room` and `seq`.
public enum WyrEvent: Sendable, Equatable, Encodable {
    /// `wyr.question`: a new round began.
    case question(WyrQuestionAsked)
    /// `wyr.vote_cast`: a vote came in or changed (the choice stays secret).
    case voteCast(WyrVoteCast)
    /// `wyr.results`: the round's votes. Fill ``WyrResults/allTime`` before encoding.
    case results(WyrResults)
    /// `wyr.question_added`: a custom question joined the room's deck.
    case questionAdded(WyrQuestionAdded)
    /// `wyr.game_over` {rounds}: the game ended; `rounds` counts rounds that showed results.
    case gameOver(rounds: Int)

    /// The wire `type`.
    public var wireType: String {
        switch self {
        case .question: "wyr.question"
        case .voteCast: "wyr.vote_cast"
        case .results: "wyr.results"
        case .questionAdded: "wyr.question_added"
        case .gameOver: "wyr.game_over"
        }
    }

    /// This event with the all-time tally set (nil: unknown, left out), when it is `.results`;
    /// otherwise unchanged.
    public func withAllTime(_ tally: WyrTally?) -> WyrEvent {
        guard case var .results(results) = self else { return self }
        results.allTime = tally
        return .results(results)
    }

    /// The results of a round whose votes the server could not store: `saved: false`, and
    /// `all_time` is `committed` — the tally already stored, without this round's votes (no tally
    /// is claimed that was not committed; nil leaves it out when even that cannot be read).
    /// Other events unchanged.
    public func unsaved(committed: WyrTally?) -> WyrEvent {
        guard case var .results(results) = self else { return self }
        results.saved = false
        results.allTime = committed
        return .results(results)
    }

    enum CodingKeys: String, CodingKey {
        case rounds
    }

    /// Writes the payload's wire fields.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case let .question(payload): try payload.encode(to: encoder)
        case let .voteCast(payload): try payload.encode(to: encoder)
        case let .results(payload): try payload.encode(to: encoder)
        case let .questionAdded(payload): try payload.encode(to: encoder)
        case let .gameOver(rounds):
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(rounds, forKey: .rounds)
        }
    }
}
