import Foundation
import Glibc
import PartyClient
import PartyProtocol
import PartyTestSupport
import Testing

/// Contract §9: a paused game stays paused over a restart — graceful (SIGTERM) and a crash
/// (kill -9, from the crash snapshots) — with the same time left, and no timer fires while it is
/// paused; a round waiting for its guesser waits on after a restart until the guesser is back.
@Suite("Durability: a paused game stays paused over restarts", .serialized)
struct DurabilityPauseTests {
    static func token(_ who: String) -> String { "durpause-\(who)-" + UUID().uuidString }

    /// Reconnects to `port` and resumes `token`'s seat in `room`: the client and the game in its snapshot.
    static func resume(_ port: Int, _ room: String, _ token: String) async throws -> (PartyClient, DurabilityJSON) {
        let client = try await PartyClient.durableConnect(port)
        let ok = try await client.request("room.resume", ["room": .string(room), "token": .string(token)])
        return (client, ok.durable("snapshot")["game"])
    }

    @Test("host pause over SIGTERM and kill -9, a guesser's wait over SIGTERM: still paused, same remaining_ms, then it goes on")
    func pausedOverRestarts() async throws {
        let box = try DurabilitySandbox("pause")
        defer { box.cleanUp() }
        let (hostToken, guestToken) = (Self.token("host"), Self.token("guest"))
        var server = try await DurabilityProcess.startServer(dataDir: box.dataDir, logDir: box.logDir)
        defer { server.kill(SIGKILL) }

        var host = try await PartyClient.durableConnect(server.port)
        var guest = try await PartyClient.durableConnect(server.port)
        let room = try #require(try await host.request("room.create", ["name": .string("Paula"), "token": .string(hostToken)])[string: "room"])
        try await guest.request("room.join", ["room": .string(room), "name": .string("Gene"), "token": .string(guestToken)])
        try await host.request("game.start", ["game": .string("guess_or_pass"), "guesser": .string("p2"), "round_seconds": .int(120),
                                              "countdown_seconds": .int(0)])
        _ = try await host.next("gop.card")

        // 1. The host pauses; SIGTERM; after the restart the round is still paused with the same time left.
        try await host.request("game.pause")
        let left = try #require(try await host.next("game.paused")[int: "remaining_ms"])
        server.kill(SIGTERM)
        #expect(try await server.waitForExit(timeout: .seconds(15)) == 0)
        host.close(); guest.close()
        server = try await DurabilityProcess.startServer(dataDir: box.dataDir, logDir: box.logDir)
        var game: DurabilityJSON
        (host, game) = try await Self.resume(server.port, room, hostToken)
        #expect(game["paused"].value == .bool(true) && game["pause_reason"].string == "host", "\(game.value)")
        #expect(game["remaining_ms"].int == left, "the restart took no time off the round")
        #expect(game["phase"].string == "round")
        do {
            _ = try await host.request("gop.pass", ["index": .int(0)])
            Issue.record("a move was accepted while paused")
        } catch let error as ClientError {
            #expect(error.code == "wrong_phase")
        }
        try await host.request("game.resume")
        let resumedAt = DurabilityEnv.nowMs
        let endsAt = try #require(try await host.next("game.resumed")[int: "ends_at_ms"])
        #expect((resumedAt - 5_000)...(DurabilityEnv.nowMs + 5_000) ~= endsAt - left, "ends_at_ms = now + the time left")

        // 2. Paused again, then kill -9: the crash snapshot holds the pause (its ok came after it was saved).
        try await host.request("game.pause")
        let leftAgain = try #require(try await host.next("game.paused")[int: "remaining_ms"])
        #expect(leftAgain <= left)
        server.kill(SIGKILL)
        _ = try await server.waitForExit(timeout: .seconds(15))
        #expect(server.endedBySignal)
        host.close()
        server = try await DurabilityProcess.startServer(dataDir: box.dataDir, logDir: box.logDir)
        (host, game) = try await Self.resume(server.port, room, hostToken)
        #expect(game["paused"].value == .bool(true) && game["remaining_ms"].int == leftAgain, "\(game.value)")

        // 3. The guesser comes back and drops: the round waits for them, over a SIGTERM too.
        try await host.request("game.resume")
        _ = try await host.next("game.resumed")
        (guest, game) = try await Self.resume(server.port, room, guestToken)
        #expect(!game.has("paused"))
        guest.close()
        let waiting = try await host.next("game.paused")
        #expect(waiting[string: "reason"] == "guesser_away" && waiting[string: "waiting_for"] == "p2")
        let waitLeft = try #require(waiting[int: "remaining_ms"])
        try await host.syncPoint(1)  // the wait is saved (a durable write comes after it)
        server.kill(SIGTERM)
        #expect(try await server.waitForExit(timeout: .seconds(15)) == 0)
        host.close()
        server = try await DurabilityProcess.startServer(dataDir: box.dataDir, logDir: box.logDir)
        (host, game) = try await Self.resume(server.port, room, hostToken)
        defer { host.close() }
        #expect(game["pause_reason"].string == "guesser_away" && game["waiting_for"].string == "p2", "\(game.value)")
        #expect(game["remaining_ms"].int == waitLeft)
        (guest, game) = try await Self.resume(server.port, room, guestToken)
        defer { guest.close() }
        #expect(!game.has("paused"), "the guesser's return ends the wait: \(game.value)")
        let back = try await host.next("game.resumed")
        #expect(try #require(back[int: "ends_at_ms"]) - DurabilityEnv.nowMs <= waitLeft)
    }
}
