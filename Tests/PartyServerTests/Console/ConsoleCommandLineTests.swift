import Foundation
import Glibc
import PartyClient
import PartyConsole
import PartyProtocol
import PartyTestSupport
import Testing

/// Issue 31: `partyd admin …` against a real `partyd --admin-port` (a table and `--json`),
/// the token partyd makes when none is given, and no token — right or wrong — in any log line.
@Suite("Operator console: partyd admin and the log", .serialized)
struct ConsoleCommandLineTests {
    /// A token file in `box` holding `token`.
    static func tokenFile(_ box: DurabilitySandbox, _ name: String, _ token: String) throws -> String {
        let file = box.root.appendingPathComponent(name)
        try (token + "\n").write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    /// `partyd admin ARGS --url … --token-file …` to completion.
    static func admin(_ args: [String], port: Int, tokenFile: String, box: DurabilitySandbox) async throws -> DurabilityToolRun {
        try await DurabilityProcess.run(["admin"] + args + ["--url", "http://127.0.0.1:\(port)", "--token-file", tokenFile],
                                        logDir: box.logDir, timeout: .seconds(60))
    }

    @Test("every command prints a table or its result, --json the answer as it came; refusals exit 1; the log never holds a token")
    func commandLineAndLog() async throws {
        let box = try DurabilitySandbox("console-cli")
        defer { box.cleanUp() }
        let token = "cli-secret-" + UUID().uuidString.replacingOccurrences(of: "-", with: "")
        let wrong = "cli-wrong-" + UUID().uuidString.replacingOccurrences(of: "-", with: "")
        let good = try Self.tokenFile(box, "admin.token", token)
        let bad = try Self.tokenFile(box, "wrong.token", wrong)
        let adminPort = try DurabilityEnv.freePort()
        let server = try await DurabilityProcess.startServer(dataDir: box.dataDir, logDir: box.logDir, extra: [
            "--admin-port", String(adminPort), "--admin-token-file", good, "--log-level", "debug",
        ])
        defer { server.kill(SIGKILL) }
        let ann = try await PartyClient.connect(host: "127.0.0.1", port: server.port)
        let ben = try await PartyClient.connect(host: "127.0.0.1", port: server.port)
        defer { ann.close(); ben.close() }
        let room = try #require(try await ann.request("room.create", ["name": .string("Ann")])[string: "room"])
        _ = try await ben.request("room.join", ["room": .string(room), "name": .string("Ben")])

        let rooms = try await Self.admin(["rooms"], port: adminPort, tokenFile: good, box: box)
        #expect(rooms.status == 0, "\(rooms.stderr)")
        let lines = rooms.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("CODE  NODE") == true && lines.first?.contains("PLAYERS  AUDIENCE") == true)
        #expect(lines.contains { $0.hasPrefix(room) && $0.contains(" 2 ") }, "\(rooms.stdout)")
        #expect(lines.last == "1 room")

        let json = try await Self.admin(["rooms", "--json"], port: adminPort, tokenFile: good, box: box)
        let parsed = try JSONReader.parse(Array(json.stdout.utf8))
        #expect(parsed.roomsByCode[room]?["players"]?.int == 2)

        let detail = try await Self.admin(["room", room.lowercased()], port: adminPort, tokenFile: good, box: box)
        #expect(detail.status == 0 && detail.stdout.contains("PLAYER  NAME") && detail.stdout.contains("p2      Ben"), "\(detail.stdout)")
        let stats = try await Self.admin(["stats"], port: adminPort, tokenFile: good, box: box)
        #expect(stats.stdout.contains("rooms: 1") && stats.stdout.contains("members: 2") && stats.stdout.contains("store: ok"))

        let notice = try await Self.admin(["notice", "Back in 5"], port: adminPort, tokenFile: good, box: box)
        #expect(notice.status == 0 && notice.stdout.contains("notice sent to 2"))
        #expect(try await ben.next("server.notice")[string: "text"] == "Back in 5")
        let on = try await Self.admin(["maintenance", "on"], port: adminPort, tokenFile: good, box: box)
        #expect(on.status == 0 && on.stdout.contains("maintenance on"))
        _ = try await Self.admin(["maintenance", "off"], port: adminPort, tokenFile: good, box: box)

        let refused = try await Self.admin(["rooms"], port: adminPort, tokenFile: bad, box: box)
        #expect(refused.status != 0 && refused.stderr.contains("refused the token") && refused.stdout.isEmpty)
        let drain = try await Self.admin(["drain"], port: adminPort, tokenFile: good, box: box)
        #expect(drain.status != 0 && drain.stderr.contains("not_a_cluster"))
        let typo = try await Self.admin(["room", "AB1"], port: adminPort, tokenFile: good, box: box)
        #expect(typo.status != 0 && typo.stderr.contains("not a room code"))
        let nobody = try await DurabilityProcess.run(["admin", "stats", "--url", "http://127.0.0.1:\(try DurabilityEnv.freePort())", "--token-file", good],
                                                     logDir: box.logDir)
        #expect(nobody.status != 0 && nobody.stderr.contains("nothing answers"))
        let console = ConsoleClient(url: try ConsoleURL("http://127.0.0.1:\(adminPort)"), token: nil)
        #expect(try await console.call("GET", "/admin/api/rooms?token=\(token)").0.status == 401)

        let close = try await Self.admin(["close", room, "Closed for the night"], port: adminPort, tokenFile: good, box: box)
        #expect(close.status == 0 && close.stdout.contains("room \(room) closed"))
        let closed = try await ann.next("room.closed")
        #expect(closed[string: "message"] == "Closed for the night")

        server.kill(SIGTERM)
        #expect(try await server.waitForExit(timeout: .seconds(30)) == 0)
        let log = server.stderr + server.stdout
        #expect(log.contains("console action") && log.contains("admin.action=close") && log.contains("room.code=\(room)"), "\(log.suffix(3000))")
        #expect(log.contains("console request refused: wrong token"))
        #expect(!log.contains(token), "the admin token appeared in partyd's output")
        #expect(!log.contains(wrong), "a presented (wrong) token appeared in partyd's output")
    }

    @Test("without a token partyd makes one, prints it once on standard output and never logs it; it opens the console")
    func generatedToken() async throws {
        let box = try DurabilitySandbox("console-made")
        defer { box.cleanUp() }
        let adminPort = try DurabilityEnv.freePort()
        let server = try await DurabilityProcess.startServer(dataDir: box.dataDir, logDir: box.logDir, extra: [
            "--admin-port", String(adminPort), "--log-level", "debug",
        ])
        defer { server.kill(SIGKILL) }
        let printed = try await eventually(within: .seconds(10)) { server.stdout.contains("admin token") }
        #expect(printed)
        let line = try #require(server.stdout.split(separator: "\n").first { $0.contains("admin token") })
        let token = String(try #require(line.split(separator: " ").last))
        #expect(token.count == 64 && token.allSatisfy(\.isHexDigit))
        #expect(line.contains("http://127.0.0.1:\(adminPort)/admin"))
        let console = ConsoleClient(url: try ConsoleURL("http://127.0.0.1:\(adminPort)"), token: token)
        #expect(try await console.call("GET", "/admin/api/stats").0.status == 200)
        server.kill(SIGTERM)
        _ = try await server.waitForExit(timeout: .seconds(30))
        #expect(server.stdout.components(separatedBy: token).count == 2, "printed exactly once")
        #expect(!server.stderr.contains(token), "never in the log")
    }

    @Test("a token file that is too short or unreadable stops partyd with a clear line")
    func badTokenFiles() async throws {
        let box = try DurabilitySandbox("console-bad")
        defer { box.cleanUp() }
        let short = try Self.tokenFile(box, "short.token", "tiny")
        let run = try await DurabilityProcess.run(["--admin-port", "0", "--admin-token-file", short, "--data-dir", box.dataDir.path],
                                                  logDir: box.logDir)
        #expect(run.status != 0 && run.stderr.contains("--admin-token-file: the token must be 16–512 printable characters"))
        let missing = try await DurabilityProcess.run(["--admin-port", "0", "--admin-token-file", box.root.appendingPathComponent("none").path,
                                                       "--data-dir", box.dataDir.path], logDir: box.logDir)
        #expect(missing.status != 0 && missing.stderr.contains("cannot read"))
    }
}
