/// One side of a Would You Rather question. Wire values `"a"` and `"b"`.
public enum WyrChoice: String, Sendable, Equatable, Hashable, Codable, CaseIterable {
    /// The first option.
    case a
    /// The second option.
    case b
}
