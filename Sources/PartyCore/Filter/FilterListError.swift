/// Why a word list line was refused: the file, the line (from 1) and the reason, printed as
/// `file:line: reason` (as pack problems are).
public struct FilterListError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The list's name (a path for an operator's file).
    public var file: String
    /// The refused line, counted from 1.
    public var line: Int
    /// What is wrong with it, for a person.
    public var reason: String

    /// A problem with line `line` of `file`.
    public init(file: String, line: Int, reason: String) {
        self.file = file
        self.line = line
        self.reason = reason
    }

    /// `file:line: reason`.
    public var description: String { "\(file):\(line): \(reason)" }
}
