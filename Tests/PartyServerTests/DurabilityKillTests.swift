import Foundation
import Glibc
import PartyClient
import PartyProtocol
import PartyTestSupport
import Testing

/// Issue 8 point 3: a write that a reply or event reported as done survives `kill -9`.
@Suite("Durability: SIGKILL loses nothing acknowledged", .serialized)
struct DurabilityKillTests {
    private static func wheelOptions(_ n: Int) -> JSONValue {
        .array([
            .object(["label": .string("yes \(n)"), "weight": .int(1)]),
            .object(["label": .string("no \(n)"), "weight": .int(n + 1)]),
        ])
    }

    @Test("wheels, dice turn history and WYR all-time tallies survive kill -9 right after their acks")
    func killAfterBurst() async throws {
        let box = try DurabilitySandbox("kill")
        defer { box.cleanUp() }
        let hostToken = "durkill-host-" + UUID().uuidString
        let guestToken = "durkill-guest-" + UUID().uuidString

        var server = try await DurabilityProcess.startServer(dataDir: box.dataDir, logDir: box.logDir)
        let host = try await PartyClient.durableConnect(server.port)
        let guest = try await PartyClient.durableConnect(server.port)
        let created = try await host.request("room.create", ["name": .string("Host"), "token": .string(hostToken)])
        let code = try #require(created[string: "room"])
        try await guest.request("room.join", ["room": .string(code), "name": .string("Guest"), "token": .string(guestToken)])

        // Dice in turns mode: roll, wait for the settle time, end the turn; three turns.
        try await host.request("dice.config", ["mode": .string("turns"), "count": .int(2), "sides": .int(6)])
        var turnTotals: [Int] = []
        for turn in 0..<3 {
            let roller = turn % 2 == 0 ? host : guest
            try await roller.durableRequestSettled("dice.roll")
            let rolled = try await roller.next("dice.rolled")
            turnTotals.append(try #require(rolled[int: "total"]))
            try await DurabilityEnv.sleep(untilMs: try #require(rolled[int: "settles_at_ms"]))
            try await roller.durableRequestSettled("dice.end_turn")
        }

        // Would You Rather: both vote; the results event means the all-time tally is committed.
        try await host.request("game.start", ["game": .string("would_you_rather"), "vote_seconds": .int(60)])
        _ = try await host.next("wyr.question")
        try await host.request("wyr.vote", ["choice": .string("a")])
        try await guest.request("wyr.vote", ["choice": .string("b")])
        let results = try await host.next("wyr.results")
        #expect(results.durable("all_time")["a_votes"].int == 1)
        #expect(results.durable("all_time")["b_votes"].int == 1)

        // The burst: 20 wheel.create pipelined; every ok received, then kill -9 at once.
        let wheelIDs = try await withThrowingTaskGroup(of: String.self) { group in
            for n in 0..<20 {
                group.addTask {
                    let ok = try await host.request("wheel.create", ["name": .string("Wheel \(n)"), "options": Self.wheelOptions(n)])
                    return try #require(ok[string: "wheel_id"])
                }
            }
            var ids: [String] = []
            for try await id in group { ids.append(id) }
            return ids
        }
        server.kill(SIGKILL)
        try await server.waitForExit(timeout: .seconds(15))
        #expect(server.endedBySignal, "partyd should have died from SIGKILL")
        host.close()
        guest.close()
        #expect(Set(wheelIDs).count == 20)

        // With the server down: the store (recovered from its WAL) has every acknowledged write.
        let stats = try await box.stats()
        #expect(stats["wheels"] == 20, "stats after kill -9: \(stats)")
        #expect(stats["dice_entries"] == 3, "stats after kill -9: \(stats)")
        #expect(stats["game_counters"] == 2, "stats after kill -9: \(stats)")
        #expect(stats["game_records"] == 1, "stats after kill -9: \(stats)")
        #expect(stats["profiles"] == 2, "stats after kill -9: \(stats)")
        #expect(stats["room_snapshots"] == 1, "the live room rides the group commits: \(stats)")

        // Restart on the same data: the same token's profile still owns all 20 wheels.
        server = try await DurabilityProcess.startServer(dataDir: box.dataDir, logDir: box.logDir)
        defer { server.kill(SIGKILL) }
        let back = try await PartyClient.durableConnect(server.port)
        defer { back.close() }
        try await back.request("room.create", ["name": .string("Host"), "token": .string(hostToken)])
        let list = try await back.request("wheel.list")
        let wheels = list.durable("wheels").array
        #expect(Set(wheels.compactMap { $0["wheel_id"].string }) == Set(wheelIDs))
        #expect(Set(wheels.compactMap { $0["name"].string }) == Set((0..<20).map { "Wheel \($0)" }))
        let wheel7 = try #require(wheels.first { $0["name"].string == "Wheel 7" })
        #expect(wheel7["options"].array.map { $0["weight"].int } == [1, 8])

        // A graceful stop after the restart keeps every count.
        server.kill(SIGTERM)
        #expect(try await server.waitForExit(timeout: .seconds(15)) == 0)
        let after = try await box.stats()
        #expect(after["dice_entries"] == 3 && after["game_counters"] == 2 && after["wheels"] == 20, "stats after restart: \(after)")
    }
}
