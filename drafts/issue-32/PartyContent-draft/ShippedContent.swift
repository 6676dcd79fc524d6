import PartyCore

/// The content PartyLine ships, embedded at build time from `Packs/` (the EmbedFiles plugin, this
/// target only): the word and question packs and the word filter's lists. The server is handed
/// it (``ServerConfig`` takes a `ContentLibrary` and a `WordFilter`); PartyCore never sees it.
public enum ShippedContent {
    /// The pack files (`Packs/<lang>/*.json`), named by their path in the repository, in path order.
    public static let packFiles: [PackSource] = sources { $0.hasSuffix(".json") && !$0.hasPrefix("/filter/") }

    /// The word filter's lists (`Packs/filter/*.txt`), in path order.
    public static let filterListFiles: [PackSource] = sources { $0.hasPrefix("/filter/") && $0.hasSuffix(".txt") }

    /// The embedded files of `Packs/` that `keep` accepts, by path.
    private static func sources(_ keep: (String) -> Bool) -> [PackSource] {
        (EmbeddedFileSets.generated["packs"] ?? []).filter { keep($0.path) }.sorted { $0.path < $1.path }
            .map { PackSource(name: "Packs" + $0.path, text: $0.text) }
    }
}

extension ContentLibrary {
    /// The shipped packs (``ShippedContent/packFiles``). Its ``problems`` are empty (a test checks).
    public static let builtIn: ContentLibrary = {
        var library = ContentLibrary()
        library.load(ShippedContent.packFiles)
        return library
    }()
}

extension FilterLists {
    /// The shipped lists (``ShippedContent/filterListFiles``); their problems are always empty (a test checks).
    public static let builtIn = terms(from: ShippedContent.filterListFiles)
}

extension WordFilter {
    /// The filter made of the shipped lists (``FilterLists/builtIn``).
    public static let builtIn = WordFilter(terms: FilterLists.builtIn.terms)
}
