import Foundation
import Glibc
import PartyClient
import PartyProtocol
import PartyTestSupport
import Testing

/// Issue 34: a restored room (after `kill -9`, as after a takeover) lists the wheels of every
/// member — Protocol 12.2, "wheels of every member of the room" — including members whose seat
/// came back from the snapshot but who have not resumed yet; and anyone may spin them.
@Suite("Durability: a restored room lists every member's wheels", .serialized)
struct DurabilityRestoredWheelsTests {
    @Test("after kill -9 and a restart, the first member back lists and spins the wheel of a member not resumed yet")
    func wheelsOfSeatsNotResumedYet() async throws {
        let box = try DurabilitySandbox("wheels")
        defer { box.cleanUp() }
        let hostToken = "durwheel-host-" + UUID().uuidString
        let guestToken = "durwheel-guest-" + UUID().uuidString
        var server = try await DurabilityProcess.startServer(dataDir: box.dataDir, logDir: box.logDir)
        let host = try await PartyClient.durableConnect(server.port)
        let guest = try await PartyClient.durableConnect(server.port)
        let code = try #require(try await host.request("room.create", ["name": .string("Host"), "token": .string(hostToken)])[string: "room"])
        try await guest.request("room.join", ["room": .string(code), "name": .string("Guest"), "token": .string(guestToken)])
        let options: JSONValue = .array([.object(["label": .string("tea")]), .object(["label": .string("coffee")])])
        // The ok comes once the wheel and the room (with the guest's seat) are committed.
        let made = try await guest.request("wheel.create", ["name": .string("Drinks"), "options": options])
        let wheelID = try #require(made[string: "wheel_id"])
        server.kill(SIGKILL)
        try await server.waitForExit(timeout: .seconds(15))
        host.close()
        guest.close()

        server = try await DurabilityProcess.startServer(dataDir: box.dataDir, logDir: box.logDir)
        defer { server.kill(SIGKILL) }
        let back = try await PartyClient.durableConnect(server.port)
        defer { back.close() }
        try await back.request("room.resume", ["room": .string(code), "token": .string(hostToken)])
        let wheels = try await back.request("wheel.list").durable("wheels").array
        #expect(wheels.map { $0["wheel_id"].string } == [wheelID], "the guest has not resumed: \(wheels)")
        #expect(wheels.first?["owner"].string == "p2")
        try await back.request("wheel.spin", ["wheel": .string("Drinks")])
        #expect(try await back.next("wheel.spun")[string: "wheel_id"] == wheelID)
    }
}
