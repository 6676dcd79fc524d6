/// One question put to the room, with a stable id: a pack's (`ev-01`) or the host's
/// (`custom-1`, added with `ml.add`).
public struct MostLikelyPrompt: Sendable, Equatable, Codable {
    /// The id sent as `prompt_id`.
    public var id: String
    /// The whole question, e.g. "Who is most likely to forget their own birthday?".
    public var text: String

    /// Creates a prompt.
    public init(id: String, text: String) {
        self.id = id
        self.text = text
    }
}
