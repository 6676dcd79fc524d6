import Foundation
import Testing

/// Runs a program (python3, curl) from the repository root for end-to-end tests.
public enum ProcessRunner {
    /// Runs `arguments` (program first, found on PATH) with `environment` added; stdout and
    /// stderr go through a file (no pipe to fill up). Returns the exit status and the output.
    public static func run(_ arguments: [String], environment: [String: String] = [:],
                    timeout: Duration = .seconds(180)) async throws -> (Int32, String) {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("partyline-run-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: RepoPaths.root)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        if try await !eventually(within: timeout, every: .milliseconds(20), { !process.isRunning }) {
            _ = kill(process.processIdentifier, SIGKILL)
            Issue.record("\(arguments) did not finish within \(timeout)")
            try await eventually(within: .seconds(30)) { !process.isRunning }
        }
        try handle.close()
        return (process.terminationStatus, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }
}
