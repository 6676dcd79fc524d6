import CPartySpawn
import Foundation
import Glibc
import Synchronization

/// A child program for tests (partyd, python3, curl, openssl, node …), started with
/// `posix_spawn` and reaped with `waitpid`. It takes the place of Foundation's `Process`, with the
/// same names for what the tests use.
///
/// Why not `Process`: on Linux its `run()` lists `/proc/self/fd` to close every descriptor in the
/// child and copies each entry's whole 256-byte name, reading past the end of the directory
/// buffer; with some 1,300 descriptors open (a many-socket test running beside a test that spawns)
/// that read can land on an unmapped page and the whole test process dies with SIGSEGV. Here the
/// child closes everything from 3 up with one `close_range` (glibc's `addclosefrom_np`), whatever
/// the number of descriptors. Its `waitUntilExit` was also seen to hang when a grandchild (a
/// server a script starts) outlives the child; `waitpid` on the child's own pid cannot.
public final class ChildProcess: @unchecked Sendable {
    /// How the child ended.
    public enum TerminationReason: Sendable {
        /// It called `exit` (or returned from `main`).
        case exit
        /// A signal it did not handle ended it.
        case uncaughtSignal
    }

    /// What went wrong starting the child.
    public struct SpawnError: Error, CustomStringConvertible {
        /// The program.
        public var path: String
        /// The errno value `posix_spawn` returned.
        public var code: Int32
        /// The program and the system's message.
        public var description: String { "cannot start \(path): \(String(cString: strerror(code)))" }
    }

    /// The program to run (an absolute path; use `/usr/bin/env` to find one on PATH).
    public var executableURL: URL?
    /// Its arguments, without the program's name.
    public var arguments: [String]?
    /// Its whole environment; `nil` passes this process's.
    public var environment: [String: String]?
    /// Its working directory; `nil` keeps this process's.
    public var currentDirectoryURL: URL?
    /// Standard input: a `FileHandle`, a `Pipe` (the child reads its reading end) or `nil`
    /// (/dev/null). By default the child shares ours.
    public var standardInput: Any? = FileHandle.standardInput
    /// Standard output: a `FileHandle`, a `Pipe` (the child writes its writing end) or `nil`
    /// (/dev/null). By default the child shares ours.
    public var standardOutput: Any? = FileHandle.standardOutput
    /// Standard error, like ``standardOutput``.
    public var standardError: Any? = FileHandle.standardError

    /// The child's pid once ``run()`` started it; 0 before.
    public private(set) var processIdentifier: pid_t = 0
    /// The raw `waitpid` status once the child has been reaped.
    private let reaped = Mutex<Int32?>(nil)

    /// A child not yet started.
    public init() {}

    /// Starts `url` with `arguments`, sharing our standard streams.
    public static func run(_ url: URL, arguments: [String]) throws -> ChildProcess {
        let child = ChildProcess()
        child.executableURL = url
        child.arguments = arguments
        try child.run()
        return child
    }

    /// Starts the child. Pipe ends the child uses are closed here afterwards, as `Process` does,
    /// so reading a pipe to its end finishes when the child exits.
    public func run() throws {
        precondition(processIdentifier == 0, "a ChildProcess runs once")
        guard let path = executableURL?.path else { throw SpawnError(path: "(no executable)", code: ENOENT) }
        let input = Self.descriptor(standardInput, reading: true)
        let output = Self.descriptor(standardOutput, reading: false)
        let error = Self.descriptor(standardError, reading: false)
        let argv = ([path] + (arguments ?? [])).map { strdup($0) } + [nil]
        let variables = environment ?? ProcessInfo.processInfo.environment
        let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for p in argv + envp { free(p) } }
        var pid: pid_t = 0
        let rc = argv.withUnsafeBufferPointer { argvBuffer in
            envp.withUnsafeBufferPointer { envpBuffer in
                let cwd = currentDirectoryURL?.path
                return CPartySpawn_run(&pid, path, argvBuffer.baseAddress, envpBuffer.baseAddress, cwd,
                                       input.fd, output.fd, error.fd)
            }
        }
        guard rc == 0 else { throw SpawnError(path: path, code: rc) }
        processIdentifier = pid
        for end in [input.parentCloses, output.parentCloses, error.parentCloses] { try? end?.close() }
    }

    /// Whether the child has been started and not yet ended (reaps it when it has).
    public var isRunning: Bool {
        guard processIdentifier > 0 else { return false }
        return reaped.withLock { status in
            guard status == nil else { return false }
            var raw: Int32 = 0
            let result = waitpid(processIdentifier, &raw, WNOHANG)
            if result == processIdentifier {
                status = raw
                return false
            }
            if result < 0 && errno != EINTR {
                status = 0x7F00 // cannot be waited for: report it ended, with status 127
                return false
            }
            return true
        }
    }

    /// The exit status, or the signal's number when a signal ended it. Only after it ended.
    public var terminationStatus: Int32 {
        let raw = finishedStatus()
        return raw & 0x7F == 0 ? (raw >> 8) & 0xFF : raw & 0x7F
    }

    /// Whether it exited or a signal ended it. Only after it ended.
    public var terminationReason: TerminationReason {
        finishedStatus() & 0x7F == 0 ? .exit : .uncaughtSignal
    }

    /// Sends SIGTERM.
    public func terminate() {
        if isRunning { _ = kill(processIdentifier, SIGTERM) }
    }

    /// Blocks this thread until the child has ended.
    public func waitUntilExit() {
        while isRunning { usleep(5_000) }
    }

    /// Blocks this thread until the child has ended or `seconds` have passed.
    public func waitUntilExitBounded(seconds: Double) {
        let deadline = Date().addingTimeInterval(seconds)
        while isRunning && Date() < deadline { usleep(10_000) }
    }

    private func finishedStatus() -> Int32 {
        precondition(processIdentifier > 0 && !isRunning, "the child has not ended")
        return reaped.withLock { $0 ?? 0 }
    }

    /// The descriptor the child gets for `stream`, and the pipe end to close here once it runs.
    private static func descriptor(_ stream: Any?, reading: Bool) -> (fd: Int32, parentCloses: FileHandle?) {
        switch stream {
        case let pipe as Pipe:
            let end = reading ? pipe.fileHandleForReading : pipe.fileHandleForWriting
            return (end.fileDescriptor, end)
        case let handle as FileHandle where handle === FileHandle.nullDevice:
            return (-1, nil)
        case let handle as FileHandle:
            return (handle.fileDescriptor, nil)
        default:
            return (-1, nil)
        }
    }
}
