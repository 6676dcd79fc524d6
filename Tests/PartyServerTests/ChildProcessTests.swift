import Foundation
import Glibc
import PartyTestSupport
import Testing

/// The tests' child programs: started whatever the number of open descriptors, none of which the
/// child inherits, with Foundation's `Process` semantics for status, signals, pipes and files.
@Suite struct ChildProcessTests {
    /// Runs `sh -c SCRIPT` to completion; returns the child and what it wrote to stdout.
    static func shell(_ script: String, configure: (ChildProcess) -> Void = { _ in }) throws -> (ChildProcess, String) {
        let child = ChildProcess()
        child.executableURL = URL(fileURLWithPath: "/bin/sh")
        child.arguments = ["-c", script]
        let pipe = Pipe()
        child.standardOutput = pipe
        child.standardError = nil
        configure(child)
        try child.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        child.waitUntilExit()
        return (child, output)
    }

    /// With some 2,000 descriptors open here (more than a `/proc/self/fd` listing fits in one
    /// directory buffer — what crashed `Process.run`), children still start, and see only their
    /// three standard streams.
    @Test func startsWithThousandsOfDescriptorsOpenAndPassesNoneOfThem() throws {
        var limit = rlimit()
        try #require(getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0)
        let wanted = rlim_t(4_096)
        if limit.rlim_cur < wanted && limit.rlim_max >= wanted {
            limit.rlim_cur = wanted
            _ = setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
            _ = getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        }
        let count = min(2_000, Int(limit.rlim_cur) - 500)
        try #require(count > 500, "the open-file limit (\(limit.rlim_cur)) leaves no room for the test")
        var extra: [Int32] = []
        defer { for fd in extra { close(fd) } }
        for _ in 0..<count {
            let fd = open("/dev/null", O_RDONLY)
            try #require(fd >= 0)
            extra.append(fd)
        }
        for _ in 0..<10 {
            // The listing itself opens one descriptor (ls's directory), so 0, 1, 2 and that one.
            let (child, output) = try Self.shell("ls /proc/self/fd | wc -l")
            #expect(child.terminationStatus == 0)
            #expect(Int(output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0 <= 4, "the child inherited descriptors: \(output)")
        }
    }

    @Test func reportsExitStatusAndSignals() throws {
        let (exited, _) = try Self.shell("exit 7")
        #expect(exited.terminationReason == .exit && exited.terminationStatus == 7)
        let (killed, _) = try Self.shell("kill -KILL $$")
        #expect(killed.terminationReason == .uncaughtSignal && killed.terminationStatus == SIGKILL)
    }

    @Test func terminateEndsARunningChildWhoseSignalMaskIsClear() throws {
        let child = ChildProcess()
        child.executableURL = URL(fileURLWithPath: "/bin/sleep")
        child.arguments = ["30"]
        try child.run()
        #expect(child.isRunning)
        child.terminate()
        child.waitUntilExitBounded(seconds: 10)
        #expect(!child.isRunning)
        #expect(child.terminationReason == .uncaughtSignal && child.terminationStatus == SIGTERM)
    }

    @Test func passesEnvironmentDirectoryAndStandardInput() throws {
        let directory = FileManager.default.temporaryDirectory.resolvingSymlinksInPath().path
        let input = Pipe()
        let (child, output) = try Self.shell(#"printf '%s %s ' "$GREETING" "$(pwd)"; cat"#) { child in
            child.environment = ["GREETING": "hello", "PATH": "/usr/bin:/bin"]
            child.currentDirectoryURL = URL(fileURLWithPath: directory)
            child.standardInput = input
            input.fileHandleForWriting.write(Data("from stdin".utf8))
            try? input.fileHandleForWriting.close()
        }
        #expect(child.terminationStatus == 0)
        #expect(output == "hello \(directory) from stdin")
    }

    @Test func aMissingProgramIsAnError() {
        let child = ChildProcess()
        child.executableURL = URL(fileURLWithPath: "/nonexistent/program")
        #expect(throws: ChildProcess.SpawnError.self) { try child.run() }
        #expect(!child.isRunning)
    }
}
