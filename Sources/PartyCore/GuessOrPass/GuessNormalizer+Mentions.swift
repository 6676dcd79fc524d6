extension GuessNormalizer {
    /// Whether `text` says `word` as a whole word, matched the way guesses are (``matches(_:_:)``:
    /// case, accents, punctuation, a plural "s"/"es"). The text is cut into words at spaces and
    /// punctuation (an apostrophe stays inside a word, so "cat's" says "cat"); a run of
    /// neighbouring words counts too, so "ice-cream" or "ice cream" says "ice cream" and
    /// "icecream" does, but "nice creamery" does not. A word written in a script without spaces
    /// (ideographs) is found anywhere in the text. `language` is the room's content language.
    public static func mentions(_ text: String, word: String, language: ContentLanguage = .en) -> Bool {
        let target = normalize(word, language: language)
        guard !target.isEmpty else { return false }
        if word.unicodeScalars.contains(where: \.properties.isIdeographic) {
            return normalize(text, language: language).contains(target)
        }
        let words = tokens(text)
        let longest = tokens(word).count + 1
        for start in words.indices {
            var run = ""
            for end in start..<min(words.count, start + longest) {
                run += words[end]
                if matches(run, word, language: language) { return true }
            }
        }
        return false
    }

    /// The words of `text`: runs of letters, digits, combining marks and apostrophes.
    static func tokens(_ text: String) -> [String] {
        var out: [String] = []
        var current = ""
        for character in text {
            if character.isLetter || character.isNumber || character == "'" || character == "\u{2019}"
                || character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .nonspacingMark }) {
                current.append(character)
            } else if !current.isEmpty {
                out.append(current)
                current = ""
            }
        }
        if !current.isEmpty { out.append(current) }
        return out
    }
}
