extension Language {
    /// The room content language (`room.create {lang}`) for this interface language: a player
    /// who reads Turkish gets Turkish words and questions in the rooms they open.
    public var contentLanguage: String { self == .zh ? "zh-Hans" : rawValue }
}
