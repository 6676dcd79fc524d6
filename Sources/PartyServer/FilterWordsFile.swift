import Foundation
import PartyCore

/// An operator's word list on disk (`partyd --filter-words FILE`; Protocol/PROTOCOL.md §16.2):
/// one term per line, `#` comments, `strict: term` for a term blocked at `strict` only.
public enum FilterWordsFile {
    /// Why the file was refused: `file:line: reason`, or `file: reason` when it cannot be read.
    public struct Failure: Error, CustomStringConvertible {
        /// The problem, for the operator.
        public var description: String
    }

    /// The terms of the file at `path`.
    /// - Throws: ``Failure`` when it cannot be read, is not UTF-8, or has a refused line.
    public static func terms(at path: String) throws(Failure) -> [FilterTerm] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Failure(description: "\(path): cannot be read (--filter-words names a word list file)")
        }
        guard let text = String(data: data, encoding: .utf8) else { throw Failure(description: "\(path): not UTF-8 text") }
        do throws(PackError) {
            return try FilterListParser.terms(in: PackSource(name: path, text: text))
        } catch {
            throw Failure(description: error.description)
        }
    }
}

extension ServerConfig {
    /// Adds the terms of the word list at `path` (`--filter-words`) to ``wordFilter``.
    /// - Returns: How many terms were added (0 without a path).
    /// - Throws: ``FilterWordsFile/Failure``; nothing is added then (a server does not start with
    ///   half an operator's list).
    public mutating func loadFilterWords(from path: String?) throws(FilterWordsFile.Failure) -> Int {
        guard let path else { return 0 }
        let terms = try FilterWordsFile.terms(at: path)
        wordFilter = wordFilter.adding(terms)
        return terms.count
    }
}
