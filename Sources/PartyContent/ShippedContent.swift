import PartyCore

/// The content shipped inside `partyd`: every file of `Packs/`, embedded at build time (the
/// EmbedFiles plugin and `embed.list` beside this file; nothing generated in git), read into
/// PartyCore's types. PartyCore knows no shipped data: `partyd` hands these to the server
/// (`ServerConfig.content`, `ServerConfig.wordFilter`), tests hand it these or their own.
/// Editing a pack rebuilds this small target and relinks what uses it.
public enum ShippedContent {
    /// Every embedded file of `Packs/`, named by its path in the package (`Packs/en/gop-animals.json`),
    /// in byte order of the paths.
    public static let files: [PackSource] = EmbeddedTextSets.files("packs").map { PackSource(name: $0.name, text: $0.text) }

    /// The pack files: every `*.json` of `Packs/`.
    public static var packFiles: [PackSource] { files.filter { $0.name.hasSuffix(".json") } }

    /// The word filter's lists: `Packs/filter/*.txt`.
    public static var filterListFiles: [PackSource] {
        files.filter { $0.name.hasPrefix("Packs/filter/") && $0.name.hasSuffix(".txt") }
    }

    /// The shipped packs, read. Its ``ContentLibrary/problems`` are empty (a test holds it to
    /// that); `partyd` refuses to start otherwise.
    public static let library: ContentLibrary = {
        var library = ContentLibrary()
        library.load(packFiles)
        return library
    }()

    /// The terms of the shipped filter lists and the problems of any list refused (none: a test checks).
    public static let filterLists = FilterLists.terms(from: filterListFiles)

    /// The word filter made of the shipped lists.
    public static let wordFilter = WordFilter(terms: filterLists.terms)
}
