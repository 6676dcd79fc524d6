import PartyHTTP

/// The folders embedded in this build (`embed.list` beside this file; the EmbedFiles plugin
/// writes their contents at build time), so an installed `partyd` needs no folder beside it.
public enum EmbeddedFileSets {
    /// The set `name` of `embed.list` as a table of files, or nil when there is no such set.
    /// Files under `/assets/` (content-hashed names) are marked immutable.
    public static func files(_ name: String) -> WebFiles? {
        generated[name].map { WebFiles(embedded: $0, immutablePrefix: "/assets/") }
    }

    /// The names of the embedded sets, sorted.
    public static var names: [String] { generated.keys.sorted() }

    /// The web client (`clients/web-dist`, built from `clients/web` by `scripts/embed-web.sh`).
    public static let webClient: WebFiles = files("web") ?? WebFiles([])

    /// The operator console's page (`clients/admin`, served under `/admin` on the console's port).
    public static let adminPage: WebFiles = files("admin") ?? WebFiles([])
}
