/// What a room plays with, kept across games and restarts: its content language
/// (`room.create {lang}`, `room.set_lang`) and the custom Guess or Pass words its host added
/// (`gop.add`), which `category: "custom"` deals.
public struct RoomContent: Sendable, Equatable, Codable {
    /// The language of the words and questions of the room's next games (default `en`).
    public var language: ContentLanguage = .en
    /// The room's custom words, oldest first.
    public private(set) var customWords: [String] = []

    /// The most custom words a room keeps (``ContentLimits/customWordsPerRoom``).
    public static let maxCustomWords = ContentLimits.customWordsPerRoom

    /// A room's content with the default language and no custom words.
    public init(language: ContentLanguage = .en) { self.language = language }

    /// Adds a custom word (`gop.add`), sanitised with ``TextSanitizer`` like a `wyr.add` option.
    /// The server checks that `member` is the host first.
    /// - Returns: The word as stored.
    /// - Throws: `.notInRoom` for an unknown member; `.notAllowed` for the audience;
    ///   `.badRequest(field: "word", ...)` for an empty or too long word (``TextLimit/customWord``),
    ///   a word without a letter or digit (nobody could guess it), or a word the room already has
    ///   (compared as guesses are, in the room's language); `.limitReached` for a room that
    ///   already has ``maxCustomWords``.
    public mutating func addWord(_ word: String, by member: PlayerID, roster: Roster) throws(RuleViolation) -> String {
        guard let entry = roster.entry(member) else { throw .notInRoom }
        guard entry.role == .player else { throw .notAllowed("the audience cannot add words") }
        let clean = try TextSanitizer.validated(word, field: "word", limit: .customWord)
        let key = GuessNormalizer.normalize(clean, language: language)
        guard !key.isEmpty else { throw .badRequest(field: "word", reason: "must contain a letter or a digit") }
        guard !customWords.contains(where: { GuessNormalizer.normalize($0, language: language) == key }) else {
            throw .badRequest(field: "word", reason: "the room already has this custom word")
        }
        try ContentLimits.checkRoom(for: customWords.count, cap: Self.maxCustomWords, "custom words per room",
                                    "play them (category custom) in a new room, or keep the ones you have")
        customWords.append(clean)
        return clean
    }
}
