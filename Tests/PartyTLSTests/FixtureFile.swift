import Foundation

/// Reads fixture files for tests.
enum FixtureFile {
    /// The bytes of the file at `path`.
    static func bytes(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// The UTF-8 text of the file at `path`.
    static func text(_ path: String) throws -> String {
        String(decoding: try bytes(path), as: UTF8.self)
    }
}
