/// The size limits of one kind of text that players type, checked after sanitising
/// (``TextSanitizer``): a length in characters (grapheme clusters, what a person counts)
/// and a size in UTF-8 bytes (what the server keeps and sends to every member).
///
/// The byte limit is four bytes per allowed character: text in any script fits (CJK takes
/// three bytes a character, most emoji four), while a short text made of huge characters
/// (a letter carrying hundreds of combining marks) does not. Every server-side text field
/// uses one of the limits below, so the size of a snapshot or a reply follows from them.
public struct TextLimit: Sendable, Equatable {
    /// Allowed length in characters.
    public let characters: ClosedRange<Int>
    /// Largest size in UTF-8 bytes.
    public let maxBytes: Int

    /// Creates a limit of `characters` and, unless given, four bytes per character.
    public init(characters: ClosedRange<Int>, maxBytes: Int? = nil) {
        self.characters = characters
        self.maxBytes = maxBytes ?? characters.upperBound * 4
    }

    /// A member's name: 1–24 characters, 96 bytes.
    public static let name = TextLimit(characters: 1...24)
    /// A chat line: 1–500 characters, 2,000 bytes.
    public static let chat = TextLimit(characters: 1...500)
    /// A typed Guess or Pass guess: 1–100 characters, 400 bytes.
    public static let guess = TextLimit(characters: 1...100)
    /// A wheel's name: 1–40 characters, 160 bytes.
    public static let wheelName = TextLimit(characters: 1...40)
    /// A wheel option's label: 1–40 characters, 160 bytes.
    public static let wheelLabel = TextLimit(characters: 1...40)
    /// One side (`a` or `b`) of a custom Would You Rather question: 1–140 characters, 560 bytes.
    public static let wyrOption = TextLimit(characters: 1...140)
    /// A custom Guess or Pass word (`gop.add`): 1–40 characters, 160 bytes.
    public static let customWord = TextLimit(characters: 1...40)
}
