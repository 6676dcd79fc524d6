extension ContentLibrary {
    /// The deck a Guess or Pass game with `options` deals from, before shuffling: the room's
    /// `customWords` for category `custom`, else the library's words of the options' language and
    /// category (without words marked `family_safe: false` when the options ask for family mode;
    /// a room's own words are its own choice and always play).
    public func words(for options: GuessOrPassOptions, customWords: [String]) -> [String] {
        options.category == .custom ? customWords
            : words(language: options.language, category: options.category, familySafe: options.familySafe)
    }
}
