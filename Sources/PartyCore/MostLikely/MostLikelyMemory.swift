/// What a room keeps for Most Likely To between games, saved with the room: the host's own
/// prompts (`ml.add`) and the ids of prompts already asked, so the next game asks new ones first.
public struct MostLikelyMemory: Sendable, Equatable, Codable {
    /// The host's prompts, in the order added.
    public internal(set) var custom: [MostLikelyPrompt] = []
    /// Ids of prompts asked in this room, oldest first (at most ``askedLimit``).
    public internal(set) var asked: [String] = []

    /// The most prompts a room keeps.
    public static let customLimit = 100
    /// The most asked ids remembered.
    public static let askedLimit = 500
    /// The longest prompt, in characters.
    public static let promptLimit = TextLimit(characters: 1...140)

    /// An empty memory.
    public init() {}

    /// Adds the host's prompt (`ml.add`), sanitised; returns how many the room keeps.
    /// - Throws: `badRequest` naming `text` for an empty or over-long prompt, `notAllowed` for a
    ///   prompt the room already has or when the room keeps ``customLimit`` already.
    public mutating func add(_ raw: String) throws(RuleViolation) -> Int {
        let text = try TextSanitizer.validated(raw, field: "text", limit: Self.promptLimit)
        guard !custom.contains(where: { $0.text.lowercased() == text.lowercased() }) else {
            throw .notAllowed("the room has this prompt already")
        }
        guard custom.count < Self.customLimit else { throw .notAllowed("a room keeps at most \(Self.customLimit) prompts") }
        custom.append(MostLikelyPrompt(id: "custom-\(custom.count + 1)", text: text))
        return custom.count
    }

    /// Remembers that `prompts` were asked.
    mutating func recordAsked(_ prompts: [MostLikelyPrompt]) {
        asked.append(contentsOf: prompts.map(\.id).filter { !asked.contains($0) })
        if asked.count > Self.askedLimit { asked.removeFirst(asked.count - Self.askedLimit) }
    }

    /// The prompts of a game of `rounds` rounds: the host's prompts not asked yet, in the order
    /// added, then the packs' not asked yet, shuffled; when those run out, the asked ones again
    /// (shuffled), so a game is never short while any prompt exists.
    func plan(rounds: Int, packs: [MostLikelyPrompt], rng: inout some RandomSource) -> [MostLikelyPrompt] {
        let seen = Set(asked)
        var fresh = packs.filter { !seen.contains($0.id) }
        fresh.shuffle(using: &rng)
        var again = (custom + packs).filter { seen.contains($0.id) }
        again.shuffle(using: &rng)
        return Array((custom.filter { !seen.contains($0.id) } + fresh + again).prefix(rounds))
    }
}
