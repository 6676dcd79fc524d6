import Foundation
import Glibc
import PartyClient
import PartyTestSupport
import Testing

/// Issue 11, rules 6 and 7: one server per data folder, and the README's operator commands
/// work as written inside the image (`PARTYLINE_DATA_DIR`, any working directory).
@Suite("Durability: one server per data folder; operator commands as the README shows them", .serialized)
struct DurabilityDataDirTests {
    @Test("a second partyd on the same data folder refuses to start; operator commands see the server and work beside it")
    func oneServerPerDataFolder() async throws {
        let box = try DurabilitySandbox("lock")
        defer { box.cleanUp() }
        let server = try await DurabilityProcess.startServer(dataDir: box.dataDir, logDir: box.logDir)
        defer { server.kill(SIGKILL) }

        let second = try await DurabilityProcess.run([
            "--host", "127.0.0.1", "--port", String(try DurabilityEnv.freePort()), "--data-dir", box.dataDir.path,
        ], logDir: box.logDir, timeout: .seconds(10))
        #expect(second.status != 0, "a second server started on the same data folder")
        #expect(second.stderr.contains("already serving") && second.stderr.contains(box.dataDir.path)
                && second.stderr.contains("pid \(server.pid)"), "the refusal should say why: \(second.stderr)")
        #expect(server.process.isRunning)
        let client = try await PartyClient.durableConnect(server.port)
        try await client.request("room.create", ["name": .string("Lola")])
        client.close()

        let stats = try await DurabilityProcess.run(["stats", "--data-dir", box.dataDir.path], logDir: box.logDir)
        #expect(stats.status == 0 && stats.stdout.contains("server: running (pid \(server.pid))"), "stats: \(stats)")
        let reset = try await DurabilityProcess.run(["reset-wyr", "--confirm", "--data-dir", box.dataDir.path], logDir: box.logDir)
        #expect(reset.status == 0 && reset.stdout.contains("server is running"), "reset-wyr beside a server: \(reset)")

        server.kill(SIGTERM)
        #expect(try await server.waitForExit(timeout: .seconds(15)) == 0)
        let after = try await DurabilityProcess.run(["stats", "--data-dir", box.dataDir.path], logDir: box.logDir)
        #expect(after.stdout.contains("server: not running"), "stats after the stop: \(after)")
        // The lock went with the process: the folder serves again.
        let again = try await DurabilityProcess.startServer(dataDir: box.dataDir, logDir: box.logDir)
        again.kill(SIGTERM)
        #expect(try await again.waitForExit(timeout: .seconds(15)) == 0)
    }

    /// The README's `docker-compose exec partyd partyd ...` lines, as partyd arguments.
    private static func readmeOperatorCommands() throws -> [[String]] {
        let readme = try String(contentsOf: DurabilityEnv.repoRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let prefix = "docker-compose exec partyd partyd "
        return readme.split(separator: "\n").compactMap { line in
            let text = line.trimmingCharacters(in: .whitespaces)
            guard text.hasPrefix(prefix) else { return nil }
            return text.dropFirst(prefix.count).split(separator: " ").map(String.init)
        }
    }

    @Test("the README's operator commands run as written with PARTYLINE_DATA_DIR, from any working directory")
    func readmeOperatorCommandsAsWritten() async throws {
        let box = try DurabilitySandbox("readme-ops")
        defer { box.cleanUp() }
        let elsewhere = box.root.appendingPathComponent("elsewhere", isDirectory: true)  // like the image's WORKDIR: no ./data
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let env = ["PARTYLINE_DATA_DIR": box.dataDir.path]
        let commands = try Self.readmeOperatorCommands()
        #expect(Set(commands.compactMap(\.first)) == ["stats", "reset-wyr", "health"], "README commands: \(commands)")

        let server = try await DurabilityProcess.startServer(dataDir: box.dataDir, logDir: box.logDir)
        defer { server.kill(SIGKILL) }
        for command in commands {
            // health checks the image's port 7777; here the server has a free port of its own.
            let arguments = command.first == "health" ? command + ["--port", String(server.port)] : command
            let run = try await DurabilityProcess.run(arguments, logDir: box.logDir, environment: env, directory: elsewhere)
            #expect(run.status == 0, "partyd \(arguments.joined(separator: " ")): \(run)")
            if command.first == "stats" {
                #expect(run.stdout.contains("server: running") && DurabilityEnv.parseStats(run.stdout)["profiles"] != nil, "\(run)")
            }
        }
        // Without the variable the same command looks for ./data and says so.
        let lost = try await DurabilityProcess.run(["stats"], logDir: box.logDir, directory: elsewhere)
        #expect(lost.status != 0 && lost.stderr.contains("no data store"), "\(lost)")
        // serve honours the variable too: a second server with it (and no --data-dir) finds the folder taken.
        let second = try await DurabilityProcess.run(["--host", "127.0.0.1", "--port", String(try DurabilityEnv.freePort())],
                                                     logDir: box.logDir, timeout: .seconds(10), environment: env, directory: elsewhere)
        #expect(second.status != 0 && second.stderr.contains(box.dataDir.path), "\(second)")
    }
}
