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
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv = (["/bin/bash", script] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { variables.forEach { free($0) } }
        guard posix_spawn(&pid, "/bin/bash", &actions, nil, argv, variables) == 0 else { return nil }
        var raw: Int32 = 0
        while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
        let exited = raw & 0x7F == 0
        status = exited ? (raw >> 8) & 0xFF : 128 + (raw & 0x7F)
        stdout = (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
        stderr = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
    }
}
