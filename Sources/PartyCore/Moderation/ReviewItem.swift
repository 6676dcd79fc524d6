/// What a held item is (wire `kind` of `mod.pending`).
public enum ReviewKind: String, Sendable, Equatable, Codable, CaseIterable {
    /// A `chat.send`.
    case chat
    /// An Odd One Out `odd.clue`.
    case clue
    /// A Would You Rather `wyr.add`.
    case question
}

/// The request a held item stands for, with its parameters as sent (already checked).
public enum ReviewContent: Sendable, Equatable, Codable {
    /// `chat.send` {text}.
    case chat(text: String)
    /// `odd.clue` {text}.
    case clue(text: String)
    /// `wyr.add` {a, b, category?}.
    case question(a: String, b: String, category: String?)

    /// Its kind.
    public var kind: ReviewKind {
        switch self {
        case .chat: .chat
        case .clue: .clue
        case .question: .question
        }
    }

    /// The text a moderator reads: the line or clue; a question as `A | B`.
    public var text: String {
        switch self {
        case let .chat(text), let .clue(text): text
        case let .question(a, b, _): "\(a) | \(b)"
        }
    }
}

/// One item waiting for a moderator or the host (contract §9, "Review").
public struct ReviewItem: Sendable, Equatable, Codable {
    /// The item's id in the room (`r1`, `r2`, …).
    public var id: String
    /// What was sent.
    public var content: ReviewContent
    /// Who sent it.
    public var sender: PlayerID
    /// The sender's name then.
    public var name: String
    /// The game moment the item belongs to (an Odd One Out clue: its round), checked again when
    /// it is approved; nil for an item that fits any moment.
    public var moment: String?
    /// When it was held.
    public var heldAt: UnixMillis
    /// When it expires unanswered.
    public var expiresAt: UnixMillis

    enum CodingKeys: String, CodingKey {
        case id, content, sender, name, moment, heldAt = "held_at", expiresAt = "expires_at"
    }
}
