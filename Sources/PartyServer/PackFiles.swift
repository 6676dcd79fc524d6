import Foundation
import PartyCore

/// Pack files on disk: `partyd --packs DIR` loads them at start, `partyd packs check FILE`
/// checks one for its author. Every problem names the file and line (see ``PackError``).
public enum PackFiles {
    /// Why packs could not be loaded: one line per problem, `file:line: message`.
    public struct Failure: Error, CustomStringConvertible {
        /// Each problem, in file order.
        public var problems: [String]
        /// The problems, one per line.
        public var description: String { problems.joined(separator: "\n") }
    }

    /// The `*.json` files under `directory` (subfolders included), in name order.
    /// - Throws: ``Failure`` when the folder cannot be read or a file is not UTF-8 text.
    static func sources(in directory: String) throws(Failure) -> [PackSource] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isFolder), isFolder.boolValue else {
            throw Failure(problems: ["\(directory): no such folder (--packs names a folder of pack files)"])
        }
        let names = (FileManager.default.enumerator(atPath: directory)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".json") }.sorted()
        return try names.map { name throws(Failure) in try source((directory as NSString).appendingPathComponent(name)) }
    }

    /// One file's text.
    static func source(_ path: String) throws(Failure) -> PackSource {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Failure(problems: ["\(path): cannot be read"])
        }
        guard let text = String(data: data, encoding: .utf8) else { throw Failure(problems: ["\(path): not UTF-8 text"]) }
        return PackSource(name: path, text: text)
    }

    /// Checks one pack file as `--packs` would load it, next to the `shipped` packs (its pack id
    /// and question ids must not be taken). A shipped pack itself (the same path or text as one
    /// of `shipped`) is checked next to the other shipped packs, so authors can check edits.
    /// - Returns: A summary for the author, such as `pack "tr-movies" (tr, guess_or_pass, food): 42 words, 3 not family-safe`.
    /// - Throws: ``Failure`` naming the file and line of the first problem.
    public static func check(file path: String, shipped: [PackSource]) throws(Failure) -> String {
        let file = try source(path)
        var library = ContentLibrary()
        library.load(shipped.filter { $0.name != path && $0.text != file.text })
        library.load([file])
        if let problem = library.problems.last { throw Failure(problems: [problem.description]) }
        guard let pack = library.packs.last else { throw Failure(problems: ["\(path): no pack"]) }
        let unsafe = pack.words.filter { !$0.familySafe }.count + pack.questions.filter { !$0.familySafe }.count
            + pack.prompts.filter { !$0.familySafe }.count
        let noun = pack.game == .guessOrPass ? "words" : pack.game.takesPrompts ? "prompts" : "questions"
        return "pack \"\(pack.id)\" (\(pack.language.rawValue), \(pack.game.rawValue), \(pack.category)): "
            + "\(pack.count) \(noun), \(unsafe) not family-safe"
    }
}

extension ServerConfig {
    /// Adds the packs of `directory` (`--packs`) to ``content``, after checking the ones it holds (the shipped ones).
    /// - Returns: How many packs were added.
    /// - Throws: ``PackFiles/Failure`` listing every file that is refused, with its line; nothing
    ///   is added then (a server does not start with half its packs).
    public mutating func loadPacks(from directory: String?) throws(PackFiles.Failure) -> Int {
        var library = content
        if !library.problems.isEmpty { throw PackFiles.Failure(problems: library.problems.map(\.description)) }
        guard let directory else { return 0 }
        let before = library.packs.count
        library.load(try PackFiles.sources(in: directory))
        if !library.problems.isEmpty { throw PackFiles.Failure(problems: library.problems.map(\.description)) }
        content = library
        return library.packs.count - before
    }
}
