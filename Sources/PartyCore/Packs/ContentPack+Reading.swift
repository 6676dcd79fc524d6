extension ContentPack {
    /// The longest word, option or title accepted, in characters (as for `wyr.add`).
    public static let maxTextLength = 140
    /// The longest pack or question id accepted, in characters.
    public static let maxIDLength = 64

    /// Reads and checks one pack file.
    ///
    /// Refused, each with the line of the offending value: text that is not strict JSON; a
    /// missing, unknown or mistyped field; an unknown language, game or category; an empty
    /// `items`; an empty, over-long or unclean word or option (control characters, runs of
    /// spaces); a word nobody could type (no letters or digits); the same word (as guesses
    /// compare) or question id twice; a question whose two options are the same; an id with
    /// characters other than letters, digits, `-`, `_` and `.`, or a question or prompt id
    /// starting with `custom-` (kept for what rooms add). A prompt pack's category is any id.
    /// - Parameter file: the name used in errors.
    /// - Throws: ``PackError`` naming `file` and the line.
    public static func read(_ text: String, file: String) throws(PackError) -> ContentPack {
        let root: PackJSON
        do {
            root = try PackJSONReader.parse(text)
        } catch {
            throw PackError(file: file, line: error.line, message: "not valid JSON: \(error.message)")
        }
        let reader = PackFieldReader(file: file)
        try reader.only(["id", "language", "game", "category", "title", "items"], in: root, what: "a pack")
        let id = try reader.identifier(try reader.string("id", in: root), field: "id", at: try reader.field("id", in: root))
        let language = try reader.choice("language", in: root, ContentLanguage.init(rawValue:),
                                         known: ContentLanguage.allCases.map(\.rawValue))
        let game = try reader.choice("game", in: root, PackGame.init(rawValue:), known: PackGame.allCases.map(\.rawValue))
        let category: String
        if game.takesPrompts {
            category = try reader.identifier(try reader.string("category", in: root), field: "category", at: try reader.field("category", in: root))
        } else {
            let categories = game == .guessOrPass ? GuessOrPassCategory.packCategories.map(\.rawValue) : WyrCategory.allCases.map(\.rawValue)
            category = try reader.choice("category", in: root, { categories.contains($0) ? $0 : nil }, known: categories)
        }
        let title = try reader.text("title", in: root)
        let itemsField = try reader.field("items", in: root)
        guard case let .array(items) = itemsField.value else {
            throw reader.error(itemsField, "\"items\" must be an array, not \(itemsField.kindName)")
        }
        guard !items.isEmpty else { throw reader.error(itemsField, "\"items\" must not be empty") }
        var pack = ContentPack(id: id, language: language, game: game, category: category, title: title)
        if game == .guessOrPass {
            pack.words = try reader.words(items, language: language)
        } else if game.takesPrompts {
            pack.prompts = try reader.prompts(items)
        } else {
            pack.questions = try reader.questions(items, category: WyrCategory(rawValue: category))
        }
        return pack
    }
}

extension GuessOrPassCategory {
    /// The categories a pack may fill: every category but `mixed` and `custom`.
    public static var packCategories: [GuessOrPassCategory] { allCases.filter { $0 != .mixed && $0 != .custom } }
}
