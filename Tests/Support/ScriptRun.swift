import Foundation
import Glibc

/// Runs `/bin/bash SCRIPT ARGS…` to completion with posix_spawn and waitpid, its output captured
/// in temporary files (a server the script starts in the background cannot hold a pipe open).
struct ScriptRun {
    /// The exit status (128 + signal when it was killed).
    let status: Int32
    /// What it printed.
    let stdout: String
    /// What it complained.
    let stderr: String

    /// Runs the script; nil when it could not be started.
    init?(_ script: String, _ arguments: String...) {
        self.init(script, arguments: arguments)
    }

    /// Runs the script with `environment` added to this process's; nil when it could not be started.
    init?(_ script: String, arguments: [String], environment: [String: String] = [:]) {
        let tag = "\(getpid())-\(UInt32.random(in: 0 ... .max))"
        let outPath = FileManager.default.temporaryDirectory.appendingPathComponent("script-\(tag).out").path
        let errPath = FileManager.default.temporaryDirectory.appendingPathComponent("script-\(tag).err").path
        defer {
            unlink(outPath)
            unlink(errPath)
        }
        guard FileManager.default.createFile(atPath: outPath, contents: nil),
              FileManager.default.createFile(atPath: errPath, contents: nil),
              let out = FileHandle(forWritingAtPath: outPath), let err = FileHandle(forWritingAtPath: errPath) else { return nil }
        defer {
            try? out.close()
            try? err.close()
        }
        let child = ChildProcess()
        child.executableURL = URL(fileURLWithPath: "/bin/bash")
        child.arguments = [script] + arguments
        child.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        child.standardInput = nil
        child.standardOutput = out
        child.standardError = err
        guard (try? child.run()) != nil else { return nil }
        child.waitUntilExit()
        status = child.terminationReason == .exit ? child.terminationStatus : 128 + child.terminationStatus
        stdout = (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
        stderr = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
    }
}
