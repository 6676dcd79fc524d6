import Foundation
import Glibc
import PartyClient
import PartyProtocol
import PartyTestSupport
import Testing

/// Contract §9: a room's settings, bans, moderators and held items are saved with the room; a
/// graceful restart and `kill -9` right after their `ok`s keep them.
@Suite("Durability: moderation survives restarts", .serialized)
struct DurabilityModerationTests {
    static func token(_ who: String) -> String { "durmod-\(who)-" + UUID().uuidString }

    /// What a room looks like before the stop: settings changed, a troll banned, a moderator
    /// seated, an item held. Returns the room code.
    static func prepare(_ port: Int, host: String, troll: String, mod: String, fan: String) async throws -> String {
        let h = try await PartyClient.durableConnect(port)
        let created = try await h.request("room.create", ["name": .string("Host"), "token": .string(host)])
        let code = try #require(created[string: "room"])
        let t = try await PartyClient.durableConnect(port)
        let trollSeat = try await t.request("room.join", ["room": .string(code), "name": .string("Troll"), "token": .string(troll),
                                                          "device": .string("troll-browser")])
        let f = try await PartyClient.durableConnect(port)
        _ = try await f.request("room.join", ["room": .string(code), "name": .string("Fan"), "token": .string(fan), "role": .string("audience")])
        let m = try await PartyClient.durableConnect(port)
        let invitation = try #require(try await h.request("room.mod_invite")[string: "mod_token"])
        _ = try await m.request("room.join", ["room": .string(code), "name": .string("Mo"), "role": .string("moderator"),
                                              "mod_token": .string(invitation), "token": .string(mod)])
        try await h.request("room.settings", ["review": .bool(true), "filter": .string("strict"), "hide_code": .bool(true)])
        let held = try await f.request("chat.send", ["text": .string("held over the restart")])
        #expect(held[bool: "held"] == true)
        let banned = try await m.request("room.ban", ["player_id": .string(try #require(trollSeat[string: "player_id"]))])
        #expect(banned[string: "ban_id"] == "b1")
        return code
    }

    /// After the restart: the settings, the ban (by token, name and device), the moderator's
    /// seat and the held item are all there.
    static func check(_ port: Int, code: String, host: String, troll: String, mod: String) async throws {
        let h = try await PartyClient.durableConnect(port)
        defer { h.close() }
        let resumed = try await h.request("room.resume", ["room": .string(code), "token": .string(host)])
        let settings = resumed.durable("snapshot")["settings"]
        #expect(settings["review"].bool == true && settings["filter"].string == "strict" && settings["hide_code"].bool == true)
        let bans = try await h.request("room.bans")
        #expect(bans.durable("bans").array.map { $0["name"].string } == ["Troll"])
        let t = try await PartyClient.durableConnect(port)
        defer { t.close() }
        for (type, params) in [("room.resume", ["room": JSONValue.string(code), "token": .string(troll)]),
                               ("room.join", ["room": .string(code), "name": .string("tr0ll")]),
                               ("room.join", ["room": .string(code), "name": .string("Friendly"), "device": .string("troll-browser")])] {
            do {
                _ = try await t.request(type, params)
                Issue.record("\(type) \(params) was accepted after the restart")
            } catch let error as ClientError {
                #expect(error.code == "banned", "\(type): \(error)")
            }
        }
        let m = try await PartyClient.durableConnect(port)
        defer { m.close() }
        let back = try await m.request("room.resume", ["room": .string(code), "token": .string(mod)])
        #expect(back[string: "player_id"] == "m1" && back[string: "role"] == "moderator")
        let pending = back.durable("snapshot")["pending"].array
        #expect(pending.map { $0["text"].string } == ["held over the restart"])
        try await m.request("mod.approve", ["item_id": .string(try #require(pending.first?["item_id"].string))])
    }

    /// Prepares a room, stops the server with `signal`, starts it again on the same data and checks.
    static func stopAndCheck(_ label: String, signal: Int32) async throws {
        let box = try DurabilitySandbox(label)
        defer { box.cleanUp() }
        let (host, troll, mod, fan) = (Self.token("h"), Self.token("t"), Self.token("m"), Self.token("f"))
        var server = try await DurabilityProcess.startServer(dataDir: box.dataDir, logDir: box.logDir)
        defer { server.kill(SIGKILL) }
        let code = try await Self.prepare(server.port, host: host, troll: troll, mod: mod, fan: fan)
        server.kill(signal)
        let status = try await server.waitForExit(timeout: .seconds(15))
        #expect(signal == SIGKILL ? server.endedBySignal : status == 0, "stderr: \(server.stderr)")
        server = try await DurabilityProcess.startServer(dataDir: box.dataDir, logDir: box.logDir)
        try await Self.check(server.port, code: code, host: host, troll: troll, mod: mod)
    }

    @Test("a graceful restart keeps settings, bans, moderators and held items")
    func graceful() async throws {
        try await Self.stopAndCheck("modgraceful", signal: SIGTERM)
    }

    @Test("kill -9 right after the ban's and the settings' ok keeps them (the held item rode the ban's save)")
    func killed() async throws {
        try await Self.stopAndCheck("modkill", signal: SIGKILL)
    }
}
