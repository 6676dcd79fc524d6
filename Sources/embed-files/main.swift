// The embed-files tool (run by the EmbedFiles build-tool plugin): writes the folders named by an
// embed.list as one Swift source (a string literal compiles fast, an array literal does not).
//
//   embed-files OUTPUT.swift PACKAGE_ROOT EMBED_LIST
//
// Two formats, chosen by the list (`@format web`, the default, or `@format text`):
//
// - web: each file under a set's folder becomes an `EmbeddedFile` (PartyHTTP) of Base64 literals at
//   its path below the folder (`/index.html`), after the set's URL prefix when the line names one
//   (`admin clients/admin /admin`: `/admin/index.html`); a `NAME.gz` beside `NAME` is its
//   precompressed form, not a file of its own. Written as `EmbeddedFileSets.generated`.
// - text: each file becomes a `(name, text)` pair, named by its path in the package
//   (`Packs/en/gop-animals.json`), its UTF-8 text in an escaped literal (ASCII only, so the
//   compiler reads every character exactly as written). Written as `EmbeddedTextSets.generated`;
//   a file that is not UTF-8 stops the build, naming it.
//
// Dotfiles, *.md, test/ and node_modules/ folders and *.test.* files are left out. Paths and
// order are sorted, so the output is the same on every run.
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 4 else {
    FileHandle.standardError.write(Data("usage: embed-files OUTPUT.swift PACKAGE_ROOT EMBED_LIST\n".utf8))
    exit(2)
}
let output = URL(fileURLWithPath: arguments[1])
let root = URL(fileURLWithPath: arguments[2], isDirectory: true)
let list = try String(contentsOf: URL(fileURLWithPath: arguments[3]), encoding: .utf8)

/// Stops the build with `message`.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("embed-files: \(message)\n".utf8))
    exit(1)
}

/// Every regular file below `folder`, as `/`-separated paths relative to it, sorted.
func files(below folder: URL) -> [String] {
    guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
    let base = folder.standardizedFileURL.path
    return walker.compactMap { item -> String? in
        guard let url = item as? URL, (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { return nil }
        let path = url.standardizedFileURL.path
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : nil
    }.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
}

/// The files of `folder` that are embedded: no dotfiles, docs, tests or packages.
func embedded(below folder: URL) -> [String] {
    files(below: folder).filter { path in
        let parts = path.split(separator: "/")
        return !parts.contains { $0.hasPrefix(".") || $0 == "test" || $0 == "node_modules" } && !path.hasSuffix(".md")
            && !(parts.last ?? "").contains(".test.")
    }
}

/// `text` as the body of a Swift string literal: printable ASCII as is, everything else escaped.
func literal(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\\": out += "\\\\"
        case "\"": out += "\\\""
        case "\n": out += "\\n"
        case "\t": out += "\\t"
        case " "..."~": out.unicodeScalars.append(scalar)
        default: out += "\\u{" + String(scalar.value, radix: 16) + "}"
        }
    }
    return out
}

/// A file name safe inside a literal without escaping.
func checkedName(_ path: String) -> String {
    guard path.unicodeScalars.allSatisfy({ $0.isASCII && $0 != "\"" && $0 != "\\" && $0.value >= 0x20 }) else {
        fail("unsupported file name: \(path)")
    }
    return path
}

/// One set line of the list: its words, or nil for a comment, blank or directive line.
func setWords(_ line: Substring) -> [Substring]? {
    let words = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
        .split(whereSeparator: { $0 == " " || $0 == "\t" })
    guard let first = words.first, !first.hasPrefix("@"), words.count == 2 || words.count == 3 else { return nil }
    return words
}

/// The list's `@format` (`web` unless it says otherwise).
func listFormat(of lines: [Substring]) -> String {
    for line in lines {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        if words.count >= 2, words[0] == "@format" { return String(words[1]) }
    }
    return "web"
}

let lines = list.split(separator: "\n")
let format = listFormat(of: lines)
guard format == "web" || format == "text" else { fail("unknown format \(format) (web or text)") }

var out: String
if format == "text" {
    out = """
        // Generated at build time by the embed-files tool (Plugins/EmbedFiles) from embed.list; not in git.

        extension EmbeddedTextSets {
            /// The embedded sets by name: each file's path in the package and its text, in path order.
            static let generated: [String: [(name: String, text: String)]] = [

        """
    for line in lines {
        guard let words = setWords(line) else { continue }
        let folder = String(words[1].hasSuffix("/") ? words[1].dropLast() : words[1])
        out += "        \"\(words[0])\": [\n"
        for path in embedded(below: root.appendingPathComponent(folder, isDirectory: true)) {
            let name = checkedName(folder + "/" + path)
            let data = try Data(contentsOf: root.appendingPathComponent(name))
            guard let text = String(data: data, encoding: .utf8) else { fail("\(name) is not UTF-8 text") }
            out += "            (\"\(name)\", \"\(literal(text))\"),\n"
        }
        out += "        ],\n"
    }
} else {
    out = """
        // Generated at build time by the embed-files tool (Plugins/EmbedFiles) from embed.list; not in git.
        import PartyHTTP

        extension EmbeddedFileSets {
            /// The embedded sets by name, each file with its precompressed form when it has one.
            static let generated: [String: [EmbeddedFile]] = [

        """
    for line in lines {
        guard let words = setWords(line) else { continue }
        let prefix = words.count == 3 ? String(words[2].hasSuffix("/") ? words[2].dropLast() : words[2]) : ""
        let folder = root.appendingPathComponent(String(words[1]), isDirectory: true)
        let all = embedded(below: folder)
        let names = Set(all)
        out += "        \"\(words[0])\": [\n"
        for path in all where !(path.hasSuffix(".gz") && names.contains(String(path.dropLast(3)))) {
            let body = try Data(contentsOf: folder.appendingPathComponent(checkedName(path))).base64EncodedString()
            let gzip = names.contains(path + ".gz")
                ? "\"" + (try Data(contentsOf: folder.appendingPathComponent(path + ".gz")).base64EncodedString()) + "\"" : "nil"
            out += "            EmbeddedFile(path: \"\(prefix)/\(path)\", base64: \"\(body)\", gzipBase64: \(gzip)),\n"
        }
        out += "        ],\n"
    }
}
out += "    ]\n}\n"
try Data(out.utf8).write(to: output, options: .atomic)
