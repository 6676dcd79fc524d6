import Foundation
import PackagePlugin

/// A build-tool plugin that embeds folders of files into the target it is applied to: the
/// target's `embed.list` names the sets (`web clients/web-dist`: a set name and a folder of the
/// package) and their format (`@format text` for text files read by name, as PartyContent's
/// packs; web files by default), and the `embed-files` tool writes them as one Swift source in
/// the build folder. Nothing generated is in git; the folders are (the web client's is esbuild's
/// output, made by `scripts/embed-web.sh`), so building needs no tool beyond Swift. The folders
/// are listed when SwiftPM plans the build, which it does again only when a target's folder changes
/// shape: PartyContent links `Packs/` inside its folder, so a pack added or removed is seen.
@main
struct EmbedFiles: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard target is SourceModuleTarget else { return [] }
        let root = context.package.directoryURL
        // The target's folder (`Target.directoryURL` needs tools version 6.1; this package is 6.0).
        let list = root.appending(path: "Sources").appending(path: target.name).appending(path: "embed.list")
        let listText = try String(contentsOf: list, encoding: .utf8)
        let sets = try EmbedList.parse(listText)
        var inputs = [list]
        for set in sets { inputs += try EmbedList.files(in: root.appending(path: set.folder)) }
        let container = EmbedList.isText(listText) ? "EmbeddedTextSets" : "EmbeddedFileSets"
        let output = context.pluginWorkDirectoryURL.appending(path: "\(container)+Generated.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(sets.map(\.name).joined(separator: ", ")) into \(target.name)",
                executable: try context.tool(named: "embed-files").url,
                arguments: [output.path, root.path, list.path],
                inputFiles: inputs,
                outputFiles: [output]
            ),
        ]
    }
}

/// `embed.list`: one set a line, `NAME FOLDER [PREFIX]` (the folder relative to the package, the
/// URL prefix its files are served under, `/admin`; none by default); `#` comments; `@format text`
/// for a list of text files (the default is `@format web`).
enum EmbedList {
    static func parse(_ text: String) throws -> [(name: String, folder: String)] {
        text.split(separator: "\n").compactMap { line in
            let words = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
                .split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let first = words.first, !first.hasPrefix("@") else { return nil }
            return words.count == 2 || words.count == 3 ? (String(words[0]), String(words[1])) : nil
        }
    }

    /// Whether the list says `@format text`.
    static func isText(_ text: String) -> Bool {
        text.split(separator: "\n").contains { $0.split(whereSeparator: { $0 == " " || $0 == "\t" }).prefix(2) == ["@format", "text"] }
    }

    /// Every file under `folder` (a missing folder has none).
    static func files(in folder: URL) throws -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
    }
}
