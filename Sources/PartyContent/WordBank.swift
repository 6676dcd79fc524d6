import PartyCore

/// The shipped English words (``ShippedContent/library``): one family-friendly deck per category.
/// The words themselves live in the pack files `Packs/<lang>/gop-<category>.json`.
public enum WordBank {
    /// The English words of `category`, in pack order. `.mixed` is every other category's words,
    /// with words that appear in more than one category listed once; `.custom` is empty.
    public static func words(for category: GuessOrPassCategory) -> [String] {
        ShippedContent.library.words(language: .en, category: category, familySafe: false)
    }
}
