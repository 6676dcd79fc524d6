import Foundation
import Logging
import PartyClient
import PartyProtocol
import PartyServer
import PartyStore
import Synchronization
import Testing

/// Issue 34: a restarted server answered `room_not_found` for a room it had restored, when its
/// start-up took longer than the resume grace (seen under load): the graces ran from the restore,
/// before the server accepted anyone, and every seat expired unseen. They now start once the
/// server serves.
@Suite("Restored rooms: resume graces start when the server serves")
struct RestoreGraceTests {
    /// Long enough for a connect and a resume inside a full parallel test run on a machine loaded
    /// to 40 (1 s and 4 s were not: the graces, rightly started once the server served, ended
    /// before the test's resume arrived).
    private static let graceSeconds = 10

    private static func config() -> ServerConfig {
        var config = ServerConfig()
        config.host = "127.0.0.1"
        config.port = 0
        config.seed = 7
        config.resumeGraceSeconds = graceSeconds
        return config
    }

    private static func quietLogger() -> Logger {
        var logger = Logger(label: "partyd.test")
        logger.logLevel = .critical
        return logger
    }

    @Test("a start-up slower than the grace still lets members resume, and the grace applies after it")
    func slowStartKeepsTheRoom() async throws {
        let memory = MemoryStore()
        let (hostToken, guestToken) = ("restore-grace-host-" + UUID().uuidString, "restore-grace-guest-" + UUID().uuidString)

        // A room of two, saved by a graceful stop.
        let first = GameServer(config: Self.config(), logger: Self.quietLogger(), store: memory)
        try first.start()
        let host = try await PartyClient.connect(host: "127.0.0.1", port: first.port, timeout: .seconds(10))
        let guest = try await PartyClient.connect(host: "127.0.0.1", port: first.port, timeout: .seconds(10))
        let created = try await host.request("room.create", ["name": .string("Hana"), "token": .string(hostToken)])
        let room = try #require(created[string: "room"])
        try await guest.request("room.join", ["room": .string(room), "name": .string("Gil"), "token": .string(guestToken)])
        first.shutdown(timeout: .seconds(2))
        host.close()
        guest.close()
        #expect(try memory.loadRoomSnapshots().map(\.code) == [room])

        // The next start re-saves the restored rooms on a disk slow enough that the start-up
        // outlasts the grace twice over (a loaded machine, a slow disk).
        let slowedOnce = Atomic<Bool>(false)
        let slow = RecordingStore(memory) { writes in
            let restoring = writes.contains { if case .replaceRoomSnapshots = $0 { true } else { false } }
            guard restoring, !slowedOnce.exchange(true, ordering: .relaxed) else { return }
            Thread.sleep(forTimeInterval: Double(Self.graceSeconds) * 2.5)
        }
        let second = GameServer(config: Self.config(), logger: Self.quietLogger(), store: slow)
        try second.start()
        defer { second.shutdown(timeout: .seconds(2)) }
        let slowed = slowedOnce.load(ordering: .relaxed)
        #expect(slowed, "the restore's re-save was not slowed: the test proves nothing")

        // The room exists: its host gets the seat back, not room_not_found.
        let back = try await PartyClient.connect(host: "127.0.0.1", port: second.port, timeout: .seconds(10))
        defer { back.close() }
        let resumed = try await back.request("room.resume", ["room": .string(room), "token": .string(hostToken)])
        #expect(resumed.type == "ok")
        // The guest, who never comes back, still loses the seat one grace after the server served.
        let left = try await back.next("room.player_left", timeout: .seconds(60))
        #expect(left[string: "reason"] == "timeout")
    }
}
