import Foundation
import Glibc
import PartyClient
import PartyProtocol

/// Failures of the durability harness itself (not of the server under test).
public enum DurabilityHarnessError: Error, CustomStringConvertible {
    /// The `partyd` executable is not in the build folder.
    case missingExecutable(String)
    /// The server did not come up.
    case startFailed(String)
    /// A `partyd` subcommand failed.
    case toolFailed(String)
    /// Something did not happen in time.
    case timeout(String)

    public var description: String {
        switch self {
        case let .missingExecutable(path):
            "partyd executable not found at \(path): run `swift build` (swift test builds it) before these tests"
        case let .startFailed(why): "partyd did not start: \(why)"
        case let .toolFailed(why): "partyd failed: \(why)"
        case let .timeout(what): "timed out: \(what)"
        }
    }
}

/// Read-only navigation in a ``JSONValue`` (names prefixed so they cannot clash with other test files).
public struct DurabilityJSON: Sendable {
    /// The wrapped value (`.null` when a path step was missing).
    public let value: JSONValue

    public init(_ value: JSONValue?) { self.value = value ?? .null }

    public subscript(_ key: String) -> DurabilityJSON {
        if case let .object(o) = value { DurabilityJSON(o[key]) } else { DurabilityJSON(nil) }
    }

    public var string: String? { if case let .string(s) = value { s } else { nil } }
    public var int: Int? { if case let .int(i) = value { i } else { nil } }
    public var bool: Bool? { if case let .bool(b) = value { b } else { nil } }
    public var array: [DurabilityJSON] { if case let .array(a) = value { a.map(DurabilityJSON.init) } else { [] } }
    public var isNull: Bool { value == .null }
    /// Whether the object has `key` at all.
    public func has(_ key: String) -> Bool { if case let .object(o) = value { o[key] != nil } else { false } }
}

extension ServerFrame {
    /// The frame's field `key` for navigation.
    public func durable(_ key: String) -> DurabilityJSON { DurabilityJSON(fields[key]) }
}

/// Paths and helpers shared by the durability tests.
public enum DurabilityEnv {
    /// The package root, found from this file's location.
    public static var repoRoot: URL { URL(fileURLWithPath: RepoPaths.root) }

    /// `<root>/.build/debug/partyd`, or an error that says how to get it.
    public static func partydPath() throws -> String {
        let path = repoRoot.appendingPathComponent(".build/debug/partyd").path
        guard FileManager.default.isExecutableFile(atPath: path) else { throw DurabilityHarnessError.missingExecutable(path) }
        return path
    }

    /// A fresh, empty temporary folder.
    public static func makeTempDir(_ label: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("partyline-\(label)-\(UUID().uuidString.prefix(8))", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A port nobody listens on right now (bind to 0, read the number, close).
    public static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw DurabilityHarnessError.startFailed("socket() failed") }
        defer { close(fd) }
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_port = 0
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &addr) { p in
            p.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0 else { throw DurabilityHarnessError.startFailed("bind() failed") }
        var out = sockaddr_in()
        var len = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &out) { p in
            p.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &len) }
        }
        return Int(UInt16(bigEndian: out.sin_port))
    }

    /// Unix milliseconds now (same clock as the server on this machine).
    public static var nowMs: Int { Int(Date().timeIntervalSince1970 * 1000) }

    /// Sleeps until Unix time `ms` (plus `margin`).
    public static func sleep(untilMs ms: Int, margin: Int = 30) async throws {
        let wait = ms + margin - nowMs
        if wait > 0 { try await Task.sleep(for: .milliseconds(wait)) }
    }

    /// Parses `partyd stats` output (`name: count` per line).
    public static func parseStats(_ text: String) -> [String: Int] {
        var out: [String: Int] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count == 2, let n = Int(parts[1]) { out[parts[0]] = n }
        }
        return out
    }
}

/// The result of running a `partyd` subcommand to completion.
public struct DurabilityToolRun: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
}

/// A `partyd` process (server or subcommand) with its output captured to files.
public final class DurabilityProcess: @unchecked Sendable {
    public let process = ChildProcess()
    public let stdoutURL: URL
    public let stderrURL: URL
    /// The plain port the server was told to use (0 for subcommands).
    public let port: Int

    private init(arguments: [String], port: Int, logDir: URL, environment: [String: String] = [:], directory: URL? = nil) throws {
        process.executableURL = URL(fileURLWithPath: try DurabilityEnv.partydPath())
        process.arguments = arguments
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        if let directory { process.currentDirectoryURL = directory }
        let tag = UUID().uuidString.prefix(8)
        stdoutURL = logDir.appendingPathComponent("partyd-\(tag).out")
        stderrURL = logDir.appendingPathComponent("partyd-\(tag).err")
        guard FileManager.default.createFile(atPath: stdoutURL.path, contents: nil),
              FileManager.default.createFile(atPath: stderrURL.path, contents: nil) else {
            throw DurabilityHarnessError.startFailed("cannot create log files in \(logDir.path)")
        }
        process.standardOutput = try FileHandle(forWritingTo: stdoutURL)
        process.standardError = try FileHandle(forWritingTo: stderrURL)
        process.standardInput = FileHandle.nullDevice
        self.port = port
        try process.run()
    }

    public var stdout: String { (try? String(contentsOf: stdoutURL, encoding: .utf8)) ?? "" }
    public var stderr: String { (try? String(contentsOf: stderrURL, encoding: .utf8)) ?? "" }
    public var pid: pid_t { process.processIdentifier }

    /// Starts `partyd` serving on a free port over `dataDir`, and waits until it accepts clients.
    /// Retries with another port when the chosen one was taken meanwhile.
    public static func startServer(dataDir: URL, logDir: URL, extra: [String] = []) async throws -> DurabilityProcess {
        var lastError = ""
        for _ in 0..<3 {
            let port = try DurabilityEnv.freePort()
            let server = try DurabilityProcess(arguments: [
                "--host", "127.0.0.1", "--port", String(port), "--http-port", "0", "--data-dir", dataDir.path, "--log-level", "info",
            ] + extra, port: port, logDir: logDir)
            let deadline = ContinuousClock.now + .seconds(15)
            while ContinuousClock.now < deadline {
                guard server.process.isRunning else { break }
                if let probe = try? await PartyClient.connect(host: "127.0.0.1", port: port, timeout: .seconds(2)) {
                    probe.close()
                    return server
                }
                try await Task.sleep(for: .milliseconds(50))
            }
            lastError = "exit \(server.process.isRunning ? "none (still running)" : String(server.process.terminationStatus)); stderr: \(server.stderr)"
            server.kill(SIGKILL)
            _ = try? await server.waitForExit(timeout: .seconds(15))
        }
        throw DurabilityHarnessError.startFailed(lastError)
    }

    /// Runs `partyd ARGS` to completion (at most `timeout`), with `environment` added to this
    /// process's and in `directory` (default: this process's working directory).
    public static func run(_ arguments: [String], logDir: URL, timeout: Duration = .seconds(20),
                    environment: [String: String] = [:], directory: URL? = nil) async throws -> DurabilityToolRun {
        let tool = try DurabilityProcess(arguments: arguments, port: 0, logDir: logDir, environment: environment, directory: directory)
        let status = try await tool.waitForExit(timeout: timeout)
        return DurabilityToolRun(status: status, stdout: tool.stdout, stderr: tool.stderr)
    }

    /// Sends `signal` to the process.
    public func kill(_ signal: Int32) {
        if process.isRunning { _ = Glibc.kill(pid, signal) }
    }

    /// Waits (without blocking a thread) for the process to exit; returns its status.
    /// Kills it and throws when it does not exit in time.
    @discardableResult
    public func waitForExit(timeout: Duration) async throws -> Int32 {
        guard try await eventually(within: timeout, { !process.isRunning }) else {
            kill(SIGKILL)
            throw DurabilityHarnessError.timeout("partyd \(process.arguments ?? []) did not exit within \(timeout)")
        }
        return process.terminationStatus
    }

    /// Whether the process ended because of a signal (not a normal exit).
    public var endedBySignal: Bool { process.terminationReason == .uncaughtSignal }
}

/// A temporary folder with a data dir and a log dir, removed by ``cleanUp()``.
public struct DurabilitySandbox {
    public let root: URL
    public var dataDir: URL { root.appendingPathComponent("data", isDirectory: true) }
    public var logDir: URL { root }
    public var dataFile: URL { dataDir.appendingPathComponent("partyline.sqlite") }

    public init(_ label: String) throws {
        root = try DurabilityEnv.makeTempDir(label)
    }

    /// `partyd stats` on this sandbox's data dir, parsed.
    public func stats() async throws -> [String: Int] {
        let run = try await DurabilityProcess.run(["stats", "--data-dir", dataDir.path], logDir: logDir)
        guard run.status == 0 else { throw DurabilityHarnessError.toolFailed("stats: \(run.stderr)") }
        return DurabilityEnv.parseStats(run.stdout)
    }

    public func cleanUp() { try? FileManager.default.removeItem(at: root) }
}

/// Small client conveniences for the durability tests.
extension PartyClient {
    /// Connects to a local server on `port`.
    public static func durableConnect(_ port: Int) async throws -> PartyClient {
        try await PartyClient.connect(host: "127.0.0.1", port: port)
    }

    /// A request whose reply waits for a durable write (saving wheel `sync <n>`): everything
    /// the room did before it is then committed too (the snapshot goes ahead of any durable write).
    public func syncPoint(_ n: Int) async throws {
        try await request("wheel.create", ["name": .string("sync \(n)"), "options": .array([
            .object(["label": .string("a"), "weight": .int(1)]), .object(["label": .string("b"), "weight": .int(1)]),
        ])])
    }

    /// Retries `type` while the server answers `dice_rolling` (the settle time is a server clock).
    @discardableResult
    public func durableRequestSettled(_ type: String, _ params: [String: JSONValue] = [:]) async throws -> ServerFrame {
        for _ in 0..<100 {
            do { return try await request(type, params) } catch let error as ClientError where error.code == "dice_rolling" {
                try await Task.sleep(for: .milliseconds(50))
            }
        }
        throw DurabilityHarnessError.timeout("\(type) kept getting dice_rolling")
    }
}
