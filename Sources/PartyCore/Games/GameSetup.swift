/// What a room hands a game when it starts: who is there, the time, and the room's content.
public struct GameSetup {
    /// The room's members as the game sees them.
    public var roster: Roster
    /// The start time.
    public var now: UnixMillis
    /// The room's content language (words, questions and guess matching).
    public var language: ContentLanguage
    /// The request's `family_safe` flag (default false).
    public var familySafe: Bool
    /// The server's content (`ServerConfig.content`: the packs `partyd` ships and any loaded with `--packs`).
    public var library: ContentLibrary
    /// The room's custom Guess or Pass words (`gop.add`).
    public var customWords: [String]
    /// Previous best scores of the room's players for a category and a mode name (Guess or Pass
    /// keeps a board per mode), by player id (from the store).
    public var bestScores: (_ category: String, _ mode: String) -> [PlayerID: Int]

    /// Creates a setup; the defaults suit tests (English, no custom words, no history).
    public init(roster: Roster, now: UnixMillis, language: ContentLanguage = .en, familySafe: Bool = false,
                library: ContentLibrary, customWords: [String] = [],
                bestScores: @escaping (_ category: String, _ mode: String) -> [PlayerID: Int] = { _, _ in [:] }) {
        self.roster = roster
        self.now = now
        self.language = language
        self.familySafe = familySafe
        self.library = library
        self.customWords = customWords
        self.bestScores = bestScores
    }
}
