/// The words and questions a server can play, indexed by language, game and category: the packs
/// it is given (`partyd` gives the ones shipped inside it, PartyContent's `ShippedContent`, plus
/// any loaded at start with `--packs DIR`; tests give their own). PartyCore holds no packs itself.
/// A pure value: loading never traps, problems are collected as ``PackError``s for the caller to report.
public struct ContentLibrary: Sendable {
    /// Every loaded pack, in load order.
    public private(set) var packs: [ContentPack] = []
    /// Files refused by ``load(_:)``, each naming the file and line.
    public private(set) var problems: [PackError] = []

    /// An empty library.
    public init() {}

    /// Reads each file and adds the packs that pass; a file that does not is recorded in
    /// ``problems`` and left out.
    public mutating func load(_ files: [PackSource]) {
        for file in files {
            do throws(PackError) {
                try add(try ContentPack.read(file.text, file: file.name), file: file.name)
            } catch {
                problems.append(error)
            }
        }
    }

    /// Adds a checked pack.
    /// - Throws: ``PackError`` naming `file` when a loaded pack has the same id, or a question
    ///   id is already used by a loaded pack (statistics are kept by question id).
    public mutating func add(_ pack: ContentPack, file: String) throws(PackError) {
        if let other = packs.first(where: { $0.id == pack.id }) {
            throw PackError(file: file, line: 0, message: "pack id \"\(pack.id)\" is already used by a loaded pack (\(other.title))")
        }
        let ids = Set(pack.questions.map(\.question.id))
        for other in packs where other.game == .wouldYouRather {
            if let clash = other.questions.first(where: { ids.contains($0.question.id) }) {
                throw PackError(file: file, line: 0,
                                message: "question id \"\(clash.question.id)\" is already used by pack \"\(other.id)\"; ids must be unique")
            }
        }
        let promptIDs = Set(pack.prompts.map(\.id))
        for other in packs where other.game == pack.game && pack.game.takesPrompts {
            if let clash = other.prompts.first(where: { promptIDs.contains($0.id) }) {
                throw PackError(file: file, line: 0,
                                message: "prompt id \"\(clash.id)\" is already used by pack \"\(other.id)\"; ids must be unique")
            }
        }
        packs.append(pack)
    }

    /// The prompts of `game`'s packs in `language` and `categories`, category by category in
    /// that order, each in load order; with `familySafe`, those marked `family_safe: false` are left out.
    public func prompts(game: PackGame, language: ContentLanguage, categories: [String], familySafe: Bool) -> [PackPrompt] {
        categories.flatMap { category in
            packs.filter { $0.game == game && $0.language == language && $0.category == category }
                .flatMap { $0.prompts.filter { $0.familySafe || !familySafe } }
        }
    }

    /// The words of `category` in `language`, in load order, without repeats (compared as
    /// guesses are); `mixed` is every pack category's words; `custom` has none (the room's own
    /// words are kept by the room). With `familySafe`, words marked `family_safe: false` are left out.
    public func words(language: ContentLanguage, category: GuessOrPassCategory, familySafe: Bool) -> [String] {
        let categories = category == .mixed ? GuessOrPassCategory.packCategories : [category]
        var seen = Set<String>()
        var words: [String] = []
        for category in categories {
            for pack in packs where pack.game == .guessOrPass && pack.language == language && pack.category == category.rawValue {
                for item in pack.words where (item.familySafe || !familySafe)
                    && seen.insert(GuessNormalizer.normalize(item.word, language: language)).inserted {
                    words.append(item.word)
                }
            }
        }
        return words
    }

    /// The questions of `categories` in `language`, category by category in ``WyrCategory``
    /// order, each category's in load order; with `familySafe`, those marked
    /// `family_safe: false` are left out.
    public func questions(language: ContentLanguage, categories: [WyrCategory], familySafe: Bool) -> [WyrQuestion] {
        WyrCategory.allCases.filter(categories.contains).flatMap { category in
            packs.filter { $0.game == .wouldYouRather && $0.language == language && $0.category == category.rawValue }
                .flatMap { $0.questions.filter { $0.familySafe || !familySafe }.map(\.question) }
        }
    }

    /// The question with this id, in any language.
    public func question(id: String) -> WyrQuestion? {
        for pack in packs where pack.game == .wouldYouRather {
            if let found = pack.questions.first(where: { $0.question.id == id }) { return found.question }
        }
        return nil
    }
}

/// The text of one pack file and the name to use for it in errors.
public struct PackSource: Sendable, Equatable {
    /// The file's name or path.
    public var name: String
    /// The file's text.
    public var text: String

    /// Creates a source.
    public init(name: String, text: String) {
        self.name = name
        self.text = text
    }
}
