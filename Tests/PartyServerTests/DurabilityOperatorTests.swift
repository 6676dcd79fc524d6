import Foundation
import Glibc
import PartyClient
import PartyCore
import PartyProtocol
import PartyTestSupport
import Testing

/// Issue 8 point 5: `partyd stats`, `partyd reset-wyr`, `partyd health`, and a corrupt data file.
@Suite("Durability: operator commands", .serialized)
struct DurabilityOperatorTests {
    /// One Would You Rather round in a fresh room of a fresh `--seed 4242` server: both players vote,
    /// both leave (so no room is saved), SIGTERM. Returns the results frame.
    private static func oneVotedRound(_ box: DurabilitySandbox) async throws -> ServerFrame {
        let server = try await DurabilityProcess.startServer(dataDir: box.dataDir, logDir: box.logDir, extra: ["--seed", "4242"])
        defer { server.kill(SIGKILL) }
        let host = try await PartyClient.durableConnect(server.port)
        let guest = try await PartyClient.durableConnect(server.port)
        defer { host.close(); guest.close() }
        let created = try await host.request("room.create", ["name": .string("Olga"), "token": .string("durability-operator-host-0001")])
        let room = try #require(created[string: "room"])
        try await guest.request("room.join", ["room": .string(room), "name": .string("Otto"), "token": .string("durability-operator-guest-001")])
        try await host.request("game.start", ["game": .string("would_you_rather"), "vote_seconds": .int(60)])
        _ = try await host.next("wyr.question")
        try await host.request("wyr.vote", ["choice": .string("a")])
        try await guest.request("wyr.vote", ["choice": .string("a")])
        let results = try await host.next("wyr.results")
        try await guest.request("room.leave")
        try await host.request("room.leave")
        server.kill(SIGTERM)
        #expect(try await server.waitForExit(timeout: .seconds(15)) == 0)
        return results
    }

    @Test("stats counts votes; reset-wyr needs --confirm, then all_time starts from zero")
    func statsAndResetWyr() async throws {
        let box = try DurabilitySandbox("reset")
        defer { box.cleanUp() }

        let first = try await Self.oneVotedRound(box)
        #expect(first.durable("all_time")["a_votes"].int == 2)
        let before = try await box.stats()
        #expect(before["game_counters"] == 2 && before["game_records"] == 1 && before["profiles"] == 2, "stats: \(before)")
        #expect(before["room_snapshots"] == 0, "both players left, so no room is saved: \(before)")

        let refused = try await DurabilityProcess.run(["reset-wyr", "--data-dir", box.dataDir.path], logDir: box.logDir)
        #expect(refused.status != 0)
        #expect(refused.stderr.contains("--confirm"), "reset-wyr without --confirm should say why: \(refused.stderr)")
        #expect(try await box.stats()["game_counters"] == 2, "a refused reset must change nothing")

        let reset = try await DurabilityProcess.run(["reset-wyr", "--confirm", "--data-dir", box.dataDir.path], logDir: box.logDir)
        #expect(reset.status == 0, "reset-wyr --confirm failed: \(reset.stderr)")
        let after = try await box.stats()
        #expect(after["game_counters"] == 0 && after["game_records"] == 0, "stats after reset: \(after)")
        #expect(after["profiles"] == 2, "reset-wyr must only touch WYR tallies: \(after)")

        // Same seed, same steps: the same first question, whose all-time tally restarted at zero.
        let second = try await Self.oneVotedRound(box)
        let questionID = try #require(first[string: "question_id"])
        try #require(second[string: "question_id"] == questionID, "the seeded server should ask the same first question")
        #expect(second.durable("all_time")["a_votes"].int == 2, "all_time after reset: \(second)")
        #expect(second.durable("all_time")["b_votes"].int == 0)
    }

    @Test("a corrupt data file stops start-up with a message naming it, and stays byte-for-byte intact",
          arguments: [false, true])
    func corruptDataFile(keepSQLiteHeader: Bool) async throws {
        let box = try DurabilitySandbox("corrupt")
        defer { box.cleanUp() }
        try FileManager.default.createDirectory(at: box.dataDir, withIntermediateDirectories: true)
        var rng = SplitMix64(seed: 0xD0_0D)
        var garbage = Data((0..<8192).map { _ in UInt8.random(in: .min ... .max, using: &rng) })
        if keepSQLiteHeader {  // looks like SQLite at first sight, garbage after the 16-byte magic
            garbage.replaceSubrange(0..<16, with: Data("SQLite format 3\u{0}".utf8))
        }
        try garbage.write(to: box.dataFile)

        let port = try DurabilityEnv.freePort()
        let run = try await DurabilityProcess.run([
            "--host", "127.0.0.1", "--port", String(port), "--http-port", "0", "--data-dir", box.dataDir.path, "--log-level", "info",
        ], logDir: box.logDir, timeout: .seconds(10))
        #expect(run.status != 0, "partyd started on a corrupt file")
        #expect(run.stderr.contains("partyline.sqlite"), "stderr should name the file: \(run.stderr)")
        #expect(try Data(contentsOf: box.dataFile) == garbage, "the corrupt file was modified")

        // Operator commands refuse the file too, without touching it.
        let stats = try await DurabilityProcess.run(["stats", "--data-dir", box.dataDir.path], logDir: box.logDir)
        #expect(stats.status != 0 && stats.stderr.contains("partyline.sqlite"), "stats on a corrupt file: \(stats)")
        #expect(try Data(contentsOf: box.dataFile) == garbage)
    }

    @Test("partyd health: 0 against a running server, non-zero against a closed port")
    func health() async throws {
        let box = try DurabilitySandbox("health")
        defer { box.cleanUp() }
        let server = try await DurabilityProcess.startServer(dataDir: box.dataDir, logDir: box.logDir)
        defer { server.kill(SIGKILL) }
        let up = try await DurabilityProcess.run(["health", "--port", String(server.port)], logDir: box.logDir)
        #expect(up.status == 0, "health against a running server: \(up)")

        let closedPort = try DurabilityEnv.freePort()
        let down = try await DurabilityProcess.run(["health", "--port", String(closedPort)], logDir: box.logDir)
        #expect(down.status != 0, "health against a closed port: \(down)")
    }
}
