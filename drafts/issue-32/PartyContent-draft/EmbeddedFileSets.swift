import Foundation

/// The sets of `embed.list` beside this file, written by the EmbedFiles plugin at build time
/// (`EmbeddedFileSets+Generated.swift` in the build folder; nothing generated is in git).
enum EmbeddedFileSets {}

/// One embedded file as the embed-files tool writes it: its path in its set and its bytes in Base64.
struct EmbeddedFile {
    /// The path below the set's folder, from `/` (`/en/gop-animals.json`).
    let path: String
    /// The file's bytes, Base64.
    let base64: String

    /// Made by the generated source; a precompressed form (web files only) is not kept.
    init(path: String, base64: String, gzipBase64: String?) {
        self.path = path
        self.base64 = base64
    }

    /// The file's text (the packs and lists are UTF-8).
    var text: String {
        guard let data = Data(base64Encoded: base64), let text = String(data: data, encoding: .utf8) else {
            preconditionFailure("embedded file \(path) is not UTF-8 text")
        }
        return text
    }
}
