import Foundation
import Synchronization
import Testing

/// Every JSON frame that end-to-end clients received, appended to one NDJSON file per test
/// process so that `scripts/validate_frames.py` can check them against `Protocol/schema`.
public enum FrameLog {
    /// The file frames are appended to.
    public static let file: String = {
        let path = FileManager.default.temporaryDirectory.path + "/partyline-e2e-frames-\(getpid()).ndjson"
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        return path
    }()

    private static let lock = Mutex(0)

    /// Appends every line of `bytes` that is a JSON object (text-mode lines are skipped).
    public static func append(received bytes: [UInt8]) {
        var out: [UInt8] = []
        for line in bytes.split(separator: 0x0A) {
            let trimmed = line.last == 0x0D ? line.dropLast() : line
            guard trimmed.first == UInt8(ascii: "{"),
                  (try? JSONSerialization.jsonObject(with: Data(trimmed))) is [String: Any] else { continue }
            out += trimmed
            out.append(0x0A)
        }
        guard !out.isEmpty else { return }
        lock.withLock { count in
            guard let handle = FileHandle(forWritingAtPath: file) else { return }
            defer { try? handle.close() }
            _ = try? handle.seekToEnd()
            handle.write(Data(out))
            count += out.count { $0 == 0x0A }
        }
    }

    /// How many frames have been recorded.
    public static var count: Int { lock.withLock { $0 } }
}

/// Runs `scripts/validate_frames.py FILE` from the repository root. A missing validator or
/// missing schemas fail the test that wanted them (``isAvailable``): frames are never let
/// through unchecked. (Python's `jsonschema` missing makes the script itself fail, saying so.)
public enum SchemaValidator {
    /// The validator script.
    public static var script: String { RepoPaths.path("scripts/validate_frames.py") }

    /// Whether the validator and the schemas are there; records a failure when they are not.
    public static var isAvailable: Bool { isAvailable(script: script, schemas: RepoPaths.path("Protocol/schema")) }

    /// Whether `script` and the folder `schemas` exist; records a failure (never a silent pass)
    /// when one is missing.
    public static func isAvailable(script: String, schemas: String) -> Bool {
        let there = FileManager.default.fileExists(atPath: script) && FileManager.default.fileExists(atPath: schemas)
        if !there { Issue.record("\(script) or \(schemas) is missing: the frames cannot be checked") }
        return there
    }

    /// Validates the frames in `file`; returns the exit status and the combined output.
    public static func validate(_ file: String) throws -> (status: Int32, output: String) {
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script, file]
        process.currentDirectoryURL = URL(fileURLWithPath: RepoPaths.root)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
