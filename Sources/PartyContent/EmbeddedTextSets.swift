/// The text sets of `embed.list` beside this file: the EmbedFiles build-tool plugin writes them
/// at build time as ``generated`` (set name → each file's path in the package and its text).
enum EmbeddedTextSets {
    /// The files of the set `name`, in path order; none for a set the list does not name.
    static func files(_ name: String) -> [(name: String, text: String)] { generated[name] ?? [] }
}
