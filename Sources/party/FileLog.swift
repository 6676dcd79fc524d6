import Foundation

/// Appends timestamped lines to `party.log` in the config folder (never to the screen).
final class FileLog: Sendable {
    private let handle: FileHandle?

    init(directory: String) {
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = directory + "/party.log"
        if !FileManager.default.fileExists(atPath: path) { _ = FileManager.default.createFile(atPath: path, contents: nil) }
        handle = FileHandle(forWritingAtPath: path)
        _ = try? handle?.seekToEnd()
    }

    /// Writes one line.
    func log(_ message: String) {
        let stamp = ISO8601DateFormatter().string(from: Date())
        try? handle?.write(contentsOf: Data("\(stamp) \(message)\n".utf8))
    }
}
