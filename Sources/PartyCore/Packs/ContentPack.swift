/// One pack file: the words of one Guess or Pass category, the questions of one Would You
/// Rather category, or the prompts of one category of a prompt game (``PackGame/takesPrompts``),
/// in one language. Read and checked by ``read(_:file:)``; see PROTOCOL.md
/// ("Content packs") for the file format.
public struct ContentPack: Sendable, Equatable {
    /// The pack's id, unique among loaded packs (`en-gop-animals`).
    public var id: String
    /// The language of its items.
    public var language: ContentLanguage
    /// The game it is for.
    public var game: PackGame
    /// The category its items join: a ``GuessOrPassCategory`` other than `mixed` and `custom`,
    /// or a ``WyrCategory``, by wire name.
    public var category: String
    /// A title for people.
    public var title: String
    /// The words, in file order (Guess or Pass packs; empty otherwise).
    public var words: [PackWord]
    /// The questions, in file order (Would You Rather packs; empty otherwise).
    public var questions: [PackQuestion]
    /// The prompts, in file order (prompt packs; empty otherwise).
    public var prompts: [PackPrompt]

    /// Creates a pack from checked parts.
    public init(id: String, language: ContentLanguage, game: PackGame, category: String, title: String,
                words: [PackWord] = [], questions: [PackQuestion] = [], prompts: [PackPrompt] = []) {
        self.id = id
        self.language = language
        self.game = game
        self.category = category
        self.title = title
        self.words = words
        self.questions = questions
        self.prompts = prompts
    }

    /// How many items the pack holds.
    public var count: Int { words.count + questions.count + prompts.count }
}

/// A Guess or Pass word of a pack.
public struct PackWord: Sendable, Equatable {
    /// The word or phrase shown to clue-givers.
    public var word: String
    /// False for a word left out when a game starts with `family_safe: true`.
    public var familySafe: Bool

    /// Creates a word.
    public init(word: String, familySafe: Bool = true) {
        self.word = word
        self.familySafe = familySafe
    }
}

/// A Would You Rather question of a pack.
public struct PackQuestion: Sendable, Equatable {
    /// The question, with its stable id.
    public var question: WyrQuestion
    /// False for a question left out when a game starts with `family_safe: true`.
    public var familySafe: Bool

    /// Creates a question.
    public init(question: WyrQuestion, familySafe: Bool = true) {
        self.question = question
        self.familySafe = familySafe
    }
}

/// A prompt of a prompt pack: one question a game puts to the room, with a stable id.
public struct PackPrompt: Sendable, Equatable {
    /// The id, unique among the loaded packs of its game.
    public var id: String
    /// The prompt as shown.
    public var text: String
    /// False for a prompt left out when a game starts with `family_safe: true`.
    public var familySafe: Bool

    /// Creates a prompt.
    public init(id: String, text: String, familySafe: Bool = true) {
        self.id = id
        self.text = text
        self.familySafe = familySafe
    }
}
