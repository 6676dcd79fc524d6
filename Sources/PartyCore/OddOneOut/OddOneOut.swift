/// Odd One Out: each round every player but one gets the same secret word; the odd one gets a
/// different word of the same category, and nobody knows which word they hold. Each player
/// gives one clue, then everyone votes for whom they think is the odd one. Catching them
/// scores for those who voted right; an odd one who slips through scores more.
///
/// A pure value type behind ``PartyGame`` (`OddOneOut+PartyGame.swift`); the rules are in
/// `OddOneOut+Flow.swift`. Words are dealt only to their holder (`odd.word`, audience
/// ``Audience/only(_:)``); screens and the audience see no word until the reveal.
public struct OddOneOut: Sendable, Equatable, Codable {
    /// The options in force.
    public internal(set) var options: OddOneOutOptions
    /// The room's content language (for matching words said in clues and chat).
    public internal(set) var language: ContentLanguage
    /// One deal per round, planned at the start.
    var deals: [OddOneOutDeal]
    /// The phase.
    public internal(set) var phase: OddOneOutPhase = .clues
    /// The round number, from 1.
    public internal(set) var round = 0
    /// When the running phase ends.
    public internal(set) var endsAt: UnixMillis?
    /// The players dealt a word this round, in the order shown.
    public internal(set) var players: [PlayerID] = []
    /// This round's odd one (nil once they left the room).
    var oddPlayer: PlayerID?
    /// This round's clues, in the order given.
    public internal(set) var clues: [OddOneOutClue] = []
    /// This round's votes: voter → suspect.
    var votes: [PlayerID: PlayerID] = [:]
    /// Points so far.
    public internal(set) var scores: [PlayerID: Int] = [:]
    /// The last round's reveal, while it shows.
    public internal(set) var lastReveal: OddOneOutReveal?

    /// The longest clue, in characters.
    public static let clueLimit = TextLimit(characters: 1...60)
    /// Fewest connected players for a round.
    public static let minPlayers = 3

    /// The current deal (nil before the first round).
    var deal: OddOneOutDeal? { deals.indices.contains(round - 1) ? deals[round - 1] : nil }

    /// `member`'s word this round, if they were dealt one.
    public func word(of member: PlayerID) -> String? {
        guard let deal, players.contains(member), phase == .clues || phase == .voting else { return nil }
        return member == oddPlayer ? deal.odd : deal.common
    }
}

/// A clue as shown: {player_id, text}.
public struct OddOneOutClue: Sendable, Equatable, Codable {
    /// Who gave it.
    public var playerID: PlayerID
    /// The clue, sanitised.
    public var text: String

    enum CodingKeys: String, CodingKey { case playerID = "player_id", text }
}
