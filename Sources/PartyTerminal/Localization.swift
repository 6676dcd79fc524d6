/// The interface languages of the terminal client.
public enum Language: String, Sendable, CaseIterable {
    /// English.
    case en
    /// Turkish.
    case tr
    /// Spanish.
    case es
    /// Simplified Chinese.
    case zh

    /// The language a `LANG`/`LC_ALL` value asks for (`tr_TR.UTF-8` → `.tr`), English otherwise.
    public static func fromLocale(_ value: String?) -> Language {
        guard let value, value.count >= 2 else { return .en }
        return Language(rawValue: String(value.prefix(2)).lowercased()) ?? .en
    }
}

/// Interface strings by key and language. `{0}`, `{1}`... in a string are replaced by arguments.
public enum Localization {
    /// The table of one language.
    public static func table(_ language: Language) -> [L10nKey: String] {
        switch language {
        case .en: english
        case .tr: turkish
        case .es: spanish
        case .zh: chinese
        }
    }

    /// The string for `key` in `language` (English if missing) with arguments filled in.
    public static func text(_ key: L10nKey, _ language: Language, _ args: [String] = []) -> String {
        var s = table(language)[key] ?? english[key] ?? key.rawValue
        for (i, arg) in args.enumerated() { s = s.replacing("{\(i)}", with: arg) }
        return s
    }
}
