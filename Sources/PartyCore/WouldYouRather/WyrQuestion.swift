/// A Would You Rather question: two options to choose between.
public struct WyrQuestion: Sendable, Equatable, Hashable, Codable {
    /// Stable id: `"sp-001"` style for the bank, `"custom-1"` style for questions a room added.
    public var id: String
    /// The first option (1–140 characters).
    public var a: String
    /// The second option (1–140 characters, different from `a`).
    public var b: String
    /// The category; `nil` only for a custom question added without one.
    public var category: WyrCategory?
    /// True for questions a room added itself: they count in that room's statistics only,
    /// never in the all-time tallies.
    public var isCustom: Bool

    /// Creates a question.
    public init(id: String, a: String, b: String, category: WyrCategory?, isCustom: Bool = false) {
        self.id = id
        self.a = a
        self.b = b
        self.category = category
        self.isCustom = isCustom
    }

    /// Wire names: `{"question_id", "a", "b", "category" (omitted when nil), "custom"}`.
    enum CodingKeys: String, CodingKey {
        case id = "question_id", a, b, category, isCustom = "custom"
    }
}

extension WyrQuestion {
    private enum WireKeys: String, CodingKey {
        case questionID = "question_id", a, b, category, custom
    }

    /// Writes the question's wire fields (`question_id`, `a`, `b`, `category` — `"custom"` for a
    /// custom question without one — and `custom`) into a payload being encoded.
    func encodeWireFields(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: WireKeys.self)
        try c.encode(id, forKey: .questionID)
        try c.encode(a, forKey: .a)
        try c.encode(b, forKey: .b)
        try c.encode(category?.rawValue ?? WyrCategory.customWireName, forKey: .category)
        try c.encode(isCustom, forKey: .custom)
    }

    /// Reads the fields written by ``encodeWireFields(to:)`` back (`"custom"` means no category).
    init(wireFieldsFrom decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: WireKeys.self)
        let category = try c.decodeIfPresent(String.self, forKey: .category)
        self.init(id: try c.decode(String.self, forKey: .questionID),
                  a: try c.decode(String.self, forKey: .a),
                  b: try c.decode(String.self, forKey: .b),
                  category: category.flatMap(WyrCategory.init(rawValue:)),
                  isCustom: try c.decode(Bool.self, forKey: .custom))
    }
}
