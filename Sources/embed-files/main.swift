// The embed-files tool (run by the EmbedFiles build-tool plugin): writes the folders named by an
// embed.list as one Swift source of Base64 literals (a string literal compiles fast, an array
// literal does not).
//
//   embed-files OUTPUT.swift PACKAGE_ROOT EMBED_LIST
//
// Each file under a set's folder becomes an `EmbeddedFile` at its path below the folder
// (`/index.html`), after the set's URL prefix when the line names one (`admin clients/admin /admin`:
// `/admin/index.html`); a `NAME.gz` beside `NAME` is its precompressed form, not a file of its own.
// Dotfiles, *.md, test/ and node_modules/ folders and *.test.* files are left out. Paths and order are sorted, so the output is the same on every run.
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 4 else {
    FileHandle.standardError.write(Data("usage: embed-files OUTPUT.swift PACKAGE_ROOT EMBED_LIST\n".utf8))
    exit(2)
}
let output = URL(fileURLWithPath: arguments[1])
let root = URL(fileURLWithPath: arguments[2], isDirectory: true)
let list = try String(contentsOf: URL(fileURLWithPath: arguments[3]), encoding: .utf8)

/// Every regular file below `folder`, as `/`-separated paths relative to it, sorted.
func files(below folder: URL) -> [String] {
    guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
    let base = folder.standardizedFileURL.path
    return walker.compactMap { item -> String? in
        guard let url = item as? URL, (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { return nil }
        let path = url.standardizedFileURL.path
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : nil
    }.sorted()
}

var out = """
    // Generated at build time by the embed-files tool (Plugins/EmbedFiles) from embed.list; not in git.
    import PartyHTTP

    extension EmbeddedFileSets {
        /// The embedded sets by name, each file with its precompressed form when it has one.
        static let generated: [String: [EmbeddedFile]] = [

    """
for line in list.split(separator: "\n") {
    let words = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0].split(whereSeparator: { $0 == " " || $0 == "\t" })
    guard words.count == 2 || words.count == 3 else { continue }
    let prefix = words.count == 3 ? String(words[2].hasSuffix("/") ? words[2].dropLast() : words[2]) : ""
    let folder = root.appendingPathComponent(String(words[1]), isDirectory: true)
    let all = files(below: folder).filter { path in
        let parts = path.split(separator: "/")
        return !parts.contains { $0.hasPrefix(".") || $0 == "test" || $0 == "node_modules" } && !path.hasSuffix(".md")
            && !(parts.last ?? "").contains(".test.")
    }
    let names = Set(all)
    out += "        \"\(words[0])\": [\n"
    for path in all where !(path.hasSuffix(".gz") && names.contains(String(path.dropLast(3)))) {
        guard path.unicodeScalars.allSatisfy({ $0.isASCII && $0 != "\"" && $0 != "\\" }) else {
            FileHandle.standardError.write(Data("embed-files: unsupported file name: \(path)\n".utf8))
            exit(1)
        }
        let body = try Data(contentsOf: folder.appendingPathComponent(path)).base64EncodedString()
        let gzip = names.contains(path + ".gz")
            ? "\"" + (try Data(contentsOf: folder.appendingPathComponent(path + ".gz")).base64EncodedString()) + "\"" : "nil"
        out += "            EmbeddedFile(path: \"\(prefix)/\(path)\", base64: \"\(body)\", gzipBase64: \(gzip)),\n"
    }
    out += "        ],\n"
}
out += "    ]\n}\n"
try Data(out.utf8).write(to: output, options: .atomic)
