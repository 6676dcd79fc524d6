import Foundation
import PartyCore

extension ProtocolSchema {
    /// Writes every file into `folder` (`Protocol/schema`), removing the stale files of the
    /// generated folders first.
    /// - Throws: the file system's error.
    public static func write(_ files: [File], to folder: URL) throws {
        let manager = FileManager.default
        for sub in generatedFolders { try? manager.removeItem(at: folder.appendingPathComponent(sub)) }
        for file in files {
            let url = folder.appendingPathComponent(file.path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: url)
        }
    }

    /// What differs between `files` and the folder: files missing, differing, or stale (in a
    /// generated folder but not made any more), one line each; empty when they match.
    public static func differences(_ files: [File], in folder: URL) -> [String] {
        var problems: [String] = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(file.path).path) else {
                problems.append("missing: \(file.path)")
                continue
            }
            if data != Data(file.text.utf8) { problems.append("differs: \(file.path)") }
        }
        let made = Set(files.map(\.path))
        for sub in generatedFolders {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(sub).path)) ?? []
            for name in names.sorted() where !made.contains("\(sub)/\(name)") { problems.append("stale: \(sub)/\(name)") }
        }
        return problems
    }
}
