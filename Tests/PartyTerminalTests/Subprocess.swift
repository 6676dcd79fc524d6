import Foundation
import PartyTestSupport

/// Starts the terminal tests' programs (partyd, party, tmux) as ``ChildProcess``es: posix_spawn
/// and waitpid on the child's own pid (Foundation's `Process` can miss the exit of a child whose
/// grandchild, like the tmux server, lives on).
enum Subprocess {
    /// Starts `path` with `args`; stdin, stdout and stderr are /dev/null.
    static func spawn(_ path: String, _ args: [String]) throws -> ChildProcess {
        let child = ChildProcess()
        child.executableURL = URL(fileURLWithPath: path)
        child.arguments = args
        child.standardInput = nil
        child.standardOutput = nil
        child.standardError = nil
        try child.run()
        return child
    }

    /// Runs to completion; returns the exit status (-1 when a signal ended it) and, with
    /// `capture`, what it wrote to stdout.
    static func run(_ path: String, _ args: [String], capture: Bool) throws -> (Int32, String) {
        let child = ChildProcess()
        child.executableURL = URL(fileURLWithPath: path)
        child.arguments = args
        child.standardInput = nil
        child.standardError = nil
        let pipe = capture ? Pipe() : nil
        child.standardOutput = pipe
        try child.run()
        let output = pipe.map { $0.fileHandleForReading.readDataToEndOfFile() } ?? Data()
        child.waitUntilExit()
        let status = child.terminationReason == .exit ? child.terminationStatus : -1
        return (status, String(decoding: output, as: UTF8.self))
    }

    /// Sends SIGTERM and reaps the process.
    static func stop(_ child: ChildProcess) {
        child.terminate()
        child.waitUntilExit()
    }
}
