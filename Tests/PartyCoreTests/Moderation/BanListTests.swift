import Foundation
import Testing
@testable import PartyCore

@Suite("Ban list: recognising a banned person again")
struct BanListTests {
    func list(address: String? = "198.51.100.4") throws -> (BanList, Ban) {
        var bans = BanList()
        let ban = try bans.add(name: "Troll", profileKey: "key-troll", deviceKey: DeviceKey.key("browser-1"), address: address,
                               at: 1_000, limit: 10)
        return (bans, ban)
    }

    @Test("a ban recognises the token, any name of the same skeleton, the device and (if asked) the address")
    func matching() throws {
        let (bans, ban) = try list()
        #expect(ban.id == "b1" && ban.byAddress)
        #expect(bans.ban(matching: Entrant(profileKey: "key-troll"))?.id == "b1")
        for name in ["Troll", "troll", "TROLL", "Tr0ll", "TrоII", "Ｔｒｏｌｌ", "T\u{200B}roll"] {
            #expect(bans.ban(matching: Entrant(name: name)) != nil, "\(name)")
        }
        #expect(bans.ban(matching: Entrant(deviceKey: DeviceKey.key("browser-1"))) != nil)
        #expect(bans.ban(matching: Entrant(address: "198.51.100.4")) != nil)
        #expect(bans.ban(matching: Entrant(address: "::ffff:198.51.100.4")) != nil)
        let stranger = Entrant(name: "Trolley", profileKey: "key-other", deviceKey: DeviceKey.key("browser-2"), address: "198.51.100.5")
        #expect(bans.ban(matching: stranger) == nil, "a longer name, another token, device and address are someone else")
    }

    @Test("without address: true the address is not banned")
    func noAddress() throws {
        let (bans, ban) = try list(address: nil)
        #expect(!ban.byAddress)
        #expect(bans.ban(matching: Entrant(name: "Ann", address: "198.51.100.4")) == nil)
    }

    @Test("an IPv6 ban covers the /64")
    func ipv6() throws {
        var bans = BanList()
        _ = try bans.add(name: "Six", profileKey: nil, deviceKey: nil, address: "2001:db8:1:2::77", at: 0, limit: 5)
        #expect(bans.ban(matching: Entrant(address: "2001:db8:1:2:ffff::1")) != nil)
        #expect(bans.ban(matching: Entrant(address: "2001:db8:1:3::77")) == nil)
    }

    @Test("lifting a ban forgets every key of it; ids are never reused; an unknown id is not_found")
    func lift() throws {
        var (bans, _) = try list()
        _ = try bans.add(name: "Other", profileKey: "key-2", deviceKey: nil, address: nil, at: 2_000, limit: 10)
        try bans.lift("b1")
        #expect(bans.ban(matching: Entrant(name: "Troll", profileKey: "key-troll", address: "198.51.100.4")) == nil)
        #expect(bans.ban(matching: Entrant(name: "other"))?.id == "b2")
        #expect(throws: RuleViolation.notFound("ban b1")) { try bans.lift("b1") }
        let third = try bans.add(name: "Third", profileKey: nil, deviceKey: nil, address: nil, at: 3_000, limit: 10)
        #expect(third.id == "b3")
    }

    @Test("past the limit a ban is limit_reached and nothing changes")
    func limit() throws {
        var bans = BanList()
        _ = try bans.add(name: "One", profileKey: nil, deviceKey: nil, address: nil, at: 0, limit: 1)
        #expect(throws: RuleViolation.self) { try bans.add(name: "Two", profileKey: nil, deviceKey: nil, address: nil, at: 0, limit: 1) }
        #expect(bans.bans.count == 1)
        #expect(bans.ban(matching: Entrant(name: "Two")) == nil)
    }

    @Test("a saved list comes back with its index and its counter")
    func coding() throws {
        let (bans, _) = try list()
        var decoded = try JSONDecoder().decode(BanList.self, from: JSONEncoder().encode(bans))
        #expect(decoded == bans)
        #expect(decoded.ban(matching: Entrant(name: "tr0ll")) != nil)
        #expect(decoded.ban(matching: Entrant(address: "198.51.100.4")) != nil)
        #expect(try decoded.add(name: "Next", profileKey: nil, deviceKey: nil, address: nil, at: 0, limit: 10).id == "b2")
        let json = String(decoding: try JSONEncoder().encode(bans), as: UTF8.self)
        #expect(!json.contains("browser-1"), "the device itself is never kept")
    }
}

@Suite("Device keys")
struct DeviceKeyTests {
    @Test("a device is 1–64 characters without control characters; the room keeps only its hash")
    func validation() throws {
        let key = try DeviceKey.validated("7f1e6c0a-browser")
        #expect(key.count == 16 && key == DeviceKey.key("7f1e6c0a-browser"))
        #expect(key != DeviceKey.key("7f1e6c0a-browses"))
        _ = try DeviceKey.validated(String(repeating: "é", count: 64))
        for bad in ["", String(repeating: "x", count: 65), "a\u{7}b"] {
            #expect(throws: RuleViolation.self, "\(bad.count)") { try DeviceKey.validated(bad) }
        }
    }
}
