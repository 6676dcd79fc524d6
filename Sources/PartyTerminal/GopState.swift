/// A Guess or Pass game as this client sees it.
public struct GopState: Sendable, Equatable {
    /// The game's phase.
    public enum Phase: String, Sendable, Equatable {
        /// Counting down to a round.
        case countdown
        /// A round runs.
        case round
        /// Between rounds.
        case roundOver = "round_over"
        /// Finished.
        case over
    }

    /// A card shown to this client.
    public struct Card: Sendable, Equatable {
        /// Index within the round.
        public var index: Int
        /// The word, nil when hidden (for the guesser).
        public var word: String?
        /// `correct`, `pass`, `unresolved` or nil while open.
        public var outcome: String?
    }

    /// The phase.
    public var phase: Phase = .countdown
    /// The round number.
    public var round = 1
    /// The guesser's id.
    public var guesser = ""
    /// The category.
    public var category = ""
    /// When the running timer ends (countdown → round start, round → end, break → next countdown).
    public var endsAtMs: Int64?
    /// The open card.
    public var card: Card?
    /// Cards resolved this round (or every card once it ended).
    public var resolved: [Card] = []
    /// The round's score.
    public var score = 0
    /// Best score so far (after a round).
    public var bestScore: Int?
    /// Whether the last round set a new best.
    public var newBest = false
    /// Recent wrong guesses: (player, text).
    public var misses: [Miss] = []
    /// Final scores when over: (player, score).
    public var scoreboard: [ScoreLine] = []

    /// A wrong guess.
    public struct Miss: Sendable, Equatable {
        /// Who guessed.
        public var player: String
        /// The guess.
        public var text: String
    }

    /// One scoreboard line.
    public struct ScoreLine: Sendable, Equatable {
        /// The player.
        public var player: String
        /// The score.
        public var score: Int
    }

    /// Creates a state.
    public init(phase: Phase = .countdown, round: Int = 1, guesser: String = "", category: String = "") {
        self.phase = phase
        self.round = round
        self.guesser = guesser
        self.category = category
    }
}

/// A Would You Rather game as this client sees it.
public struct WyrState: Sendable, Equatable {
    /// `voting`, `results` or `over`.
    public var phase = "voting"
    /// The round number.
    public var round = 0
    /// The open question's id.
    public var questionID = ""
    /// Option A.
    public var a = ""
    /// Option B.
    public var b = ""
    /// The question's category, if any.
    public var category: String?
    /// When voting ends (or the next question comes).
    public var endsAtMs: Int64?
    /// Voters who voted.
    public var votesIn = 0
    /// Voters in the room.
    public var voters = 0
    /// This client's vote.
    public var myVote: String?
    /// The results once voting closed.
    public var results: WyrResultsInfo?

    /// Creates a state.
    public init() {}
}

/// The results of one question.
public struct WyrResultsInfo: Sendable, Equatable {
    /// Players' votes for A and B.
    public var aVotes = 0, bVotes = 0
    /// Percentages for A and B.
    public var aPct = 0.0, bPct = 0.0
    /// The audience's votes.
    public var audienceA = 0, audienceB = 0
    /// Votes of every room ever.
    public var allTimeA = 0, allTimeB = 0

    /// Creates results.
    public init(aVotes: Int = 0, bVotes: Int = 0, aPct: Double = 0, bPct: Double = 0) {
        self.aVotes = aVotes
        self.bVotes = bVotes
        self.aPct = aPct
        self.bPct = bPct
    }
}

/// One line of `/history`.
public struct WyrHistoryItem: Sendable, Equatable {
    /// Option A and B.
    public var a: String, b: String
    /// Players' and audience's total votes per option.
    public var aVotes: Int, bVotes: Int
}
