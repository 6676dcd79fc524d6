import Foundation
import PartyTestSupport
import Testing

/// Issue 16: an open-file limit below `--max-connections` used to leave clients hanging with
/// neither welcome nor `server_full` while the accept loop spun. Runs a real `partyd` under a
/// small `ulimit -n`.
@Suite("Hardening: open-file limit", .serialized)
struct HardeningFileLimitTests {
    @Test func clientsBeyondTheFileLimitGetServerFullAndTheServerSaysWhy() async throws {
        let root = try DurabilityEnv.makeTempDir("fdlimit")
        defer { try? FileManager.default.removeItem(at: root) }
        let port = try DurabilityEnv.freePort()
        let stderrURL = root.appendingPathComponent("partyd.err")
        _ = FileManager.default.createFile(atPath: stderrURL.path, contents: nil)
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // Soft and hard limit 40: partyd cannot raise it to what 10,000 connections need.
        process.arguments = ["-c", #"ulimit -n 40 && exec "$0" "$@""#, try DurabilityEnv.partydPath(),
                             "--host", "127.0.0.1", "--port", String(port), "--http-port", "0",
                             "--data-dir", root.appendingPathComponent("data").path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: stderrURL)
        try process.run()
        defer { process.terminate(); process.waitUntilExit() }

        var sockets: [RawSocket] = []
        let deadline = ContinuousClock.now + .seconds(30)
        while sockets.isEmpty && process.isRunning && ContinuousClock.now < deadline {
            if let s = try? RawSocket(port: port) { sockets.append(s) } else { try await Task.sleep(for: .milliseconds(50)) }
        }
        let startLog = (try? String(contentsOf: stderrURL, encoding: .utf8)) ?? ""
        try #require(!sockets.isEmpty, "partyd did not start (running: \(process.isRunning)): \(startLog)")
        for _ in 0..<59 { sockets.append(try RawSocket(port: port)) }
        var welcomed = 0
        var refused = 0
        for socket in sockets {
            let line = (try? await socket.readLine(timeout: 5)) ?? nil ?? ""
            if line.contains("welcome") { welcomed += 1 } else if line.contains("server_full") { refused += 1 }
        }
        #expect(welcomed + refused == sockets.count, "every client got a welcome or server_full: \(welcomed) + \(refused)")
        #expect(welcomed > 0 && refused > 0)
        let log = (try? String(contentsOf: stderrURL, encoding: .utf8)) ?? ""
        #expect(log.contains("open-file limit"), "start-up warns that the limit is too low")
        #expect(log.contains("out of file descriptors"), "running out is logged")
        // Closing clients frees descriptors: a newcomer is served again.
        for socket in sockets { socket.close() }
        var served = false
        var seen: [String] = []
        for _ in 0..<20 where !served {
            try await Task.sleep(for: .milliseconds(100))
            if let s = try? RawSocket(port: port) {
                let line: String
                do { line = try await s.readLine(timeout: 2) ?? "(closed)" } catch { line = "(timeout)" }
                seen.append(String(line.prefix(40)))
                served = line.contains("welcome")
                s.close()
            } else { seen.append("(connect failed)") }
        }
        #expect(served, "\(seen) \((try? String(contentsOf: stderrURL, encoding: .utf8)) ?? "")")
    }
}
