/// Why a pack file cannot be used: the file, the line and what is wrong, for the pack's author.
/// Its ``description`` reads `Packs/tr/gop-animals.json:12: items[9]: "word" must be a string`.
public struct PackError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file's name or path, as given to the loader.
    public var file: String
    /// The line (from 1) of the offending value; 0 when the problem is the file as a whole.
    public var line: Int
    /// What is wrong.
    public var message: String

    /// Creates an error.
    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:line: message` (`file: message` without a line).
    public var description: String { line > 0 ? "\(file):\(line): \(message)" : "\(file): \(message)" }
}
