import Foundation
import PartyTestSupport
import Synchronization
import Testing

/// Every JSON frame that end-to-end clients received, appended to one NDJSON file per test
/// process so that `scripts/validate_frames.py` can check them against `Protocol/schema`.
enum FrameLog {
    /// The file frames are appended to.
    static let file: String = {
        let path = FileManager.default.temporaryDirectory.path + "/partyline-e2e-frames-\(getpid()).ndjson"
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        return path
    }()

    private static let lock = Mutex(0)

    /// Appends every line of `bytes` that is a JSON object (text-mode lines are skipped).
    static func append(received bytes: [UInt8]) {
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
    static var count: Int { lock.withLock { $0 } }
}

/// Runs `scripts/validate_frames.py FILE` from the repository root. A missing validator or
/// missing schemas fail the test that wanted them (``isAvailable``): frames are never let
/// through unchecked. (Python's `jsonschema` missing makes the script itself fail, saying so.)
enum SchemaValidator {
    /// The validator script.
    static var script: String { RepoPaths.path("scripts/validate_frames.py") }

    /// Whether the validator and the schemas are there; records a failure when they are not.
    static var isAvailable: Bool {
        let there = FileManager.default.fileExists(atPath: script) && FileManager.default.fileExists(atPath: RepoPaths.path("Protocol/schema"))
        if !there { Issue.record("scripts/validate_frames.py or Protocol/schema is missing: the frames cannot be checked") }
        return there
    }

    /// Validates the frames in `file`; returns the exit status and the combined output.
    static func validate(_ file: String) throws -> (status: Int32, output: String) {
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
