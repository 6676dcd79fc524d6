extension TextCommands {
    /// Splits `create NAME in LANG` into the name and the wire `lang`; a trailing `in X` whose
    /// X is not a content language stays part of the name ("Cat in hat").
    static func contentLanguage(_ rest: String) -> (name: String, lang: String?) {
        let words = rest.split(separator: " ")
        guard words.count >= 3, words[words.count - 2].lowercased() == "in",
              let lang = knownLanguage(String(words[words.count - 1])) else { return (rest, nil) }
        return (words.dropLast(2).joined(separator: " "), lang)
    }

    /// The wire `lang` for what a text-mode player typed (`zh` means `zh-Hans`); unknown
    /// codes are passed on for the server to refuse.
    static func contentLanguageCode(_ typed: String) -> String { knownLanguage(typed) ?? typed }

    private static func knownLanguage(_ typed: String) -> String? {
        ["en": "en", "tr": "tr", "es": "es", "zh": "zh-Hans", "zh-hans": "zh-Hans"][typed.lowercased()]
    }
}
