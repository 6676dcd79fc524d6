/// The shipped word lists (no network): one deck of family-friendly words per category.
public enum WordBank {
    /// The words of `category`, in list order. `.mixed` is every other category's words,
    /// with words that appear in more than one category listed once (case-insensitively).
    public static func words(for category: GuessOrPassCategory) -> [String] {
        switch category {
        case .animals: animals
        case .food: food
        case .sports: sports
        case .technology: technology
        case .music: music
        case .nature: nature
        case .mixed: mixed
        }
    }

    /// All single categories merged, without case-insensitive duplicates.
    static let mixed: [String] = {
        var seen = Set<String>()
        var out: [String] = []
        for category in GuessOrPassCategory.allCases where category != .mixed {
            for word in words(for: category) where seen.insert(word.lowercased()).inserted {
                out.append(word)
            }
        }
        return out
    }()

    /// Splits a multi-line literal into trimmed, non-empty lines.
    static func parse(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            let trimmed = line.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
            return trimmed.isEmpty ? nil : String(trimmed)
        }
    }
}
