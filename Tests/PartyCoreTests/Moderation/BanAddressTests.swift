import Testing
@testable import PartyCore

@Suite("Ban addresses: IPv4 exactly, IPv6 by its /64")
struct BanAddressTests {
    @Test("IPv4 addresses are their own key; IPv4 written as IPv6 is the same address")
    func ipv4() {
        #expect(BanAddress.key("192.0.2.7") == "4:192.0.2.7")
        #expect(BanAddress.key("::ffff:192.0.2.7") == "4:192.0.2.7")
        #expect(BanAddress.key("::ffff:c000:207") == "4:192.0.2.7")
        #expect(BanAddress.key("192.0.2.8") != BanAddress.key("192.0.2.7"))
    }

    @Test("IPv6 addresses in the same /64 share a key, whatever their spelling")
    func ipv6SameNetwork() {
        let key = BanAddress.key("2001:db8:0:1::5")
        #expect(key == "6:2001:0db8:0000:0001")
        for same in ["2001:db8:0:1:aaaa:bbbb:cccc:dddd", "2001:0DB8:0000:0001:0:0:0:1", "2001:db8:0:1::5%eth0",
                     "2001:db8:0:1:1:2:192.0.2.1"] {
            #expect(BanAddress.key(same) == key, "\(same)")
        }
        for other in ["2001:db8:0:2::5", "2001:db8::1", "::1"] {
            #expect(BanAddress.key(other) != key, "\(other)")
        }
        #expect(BanAddress.key("::1") == "6:0000:0000:0000:0000")
    }

    @Test("what is not an IP address is matched exactly", arguments: ["1.2.3", "1.2.3.256", "2001:db8::1::2", "12345::", "abc", ""])
    func notAnAddress(_ text: String) {
        #expect(BanAddress.key(text) == "x:" + text)
    }
}
