/// The part of a client's address a ban by address matches (contract §9, "Bans"): an IPv4
/// address exactly, an IPv6 address by its /64 (the network a home or phone gets; its last 64
/// bits change at will). An IPv4 address written as IPv6 (`::ffff:192.0.2.7`) is that IPv4
/// address. Pure text in, text out: no lookups.
public enum BanAddress {
    /// The key of `address` (an IP without port): `4:192.0.2.7`, or `6:` and the first four
    /// groups of an IPv6 address, in full lower-case hex (`6:2001:0db8:0000:0001`). Anything
    /// that is not an IP address (a Unix socket's peer name) is matched exactly, as `x:` and itself.
    public static func key(_ address: String) -> String {
        if let v4 = ipv4(Substring(address)) { return "4:" + v4.map(String.init).joined(separator: ".") }
        if let groups = ipv6(address) {
            if groups[0..<5].allSatisfy({ $0 == 0 }), groups[5] == 0xFFFF {
                let octets = [groups[6] >> 8, groups[6] & 0xFF, groups[7] >> 8, groups[7] & 0xFF]
                return "4:" + octets.map(String.init).joined(separator: ".")
            }
            return "6:" + groups[0..<4].map(hex4).joined(separator: ":")
        }
        return "x:" + address
    }

    /// The four octets of a dotted-quad IPv4 address, or nil.
    static func ipv4(_ text: Substring) -> [UInt16]? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return nil }
        var octets: [UInt16] = []
        for part in parts {
            guard (1...3).contains(part.count), part.allSatisfy({ $0.isASCII && $0.isNumber }),
                  let value = UInt16(part), value <= 255 else { return nil }
            octets.append(value)
        }
        return octets
    }

    /// The eight 16-bit groups of an IPv6 address (`::` shorthand, an IPv4 tail and a `%zone`
    /// suffix accepted), or nil.
    static func ipv6(_ address: String) -> [UInt16]? {
        let text = address.split(separator: "%", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        guard text.contains(":") else { return nil }
        let halves = splitOnDoubleColon(text)
        guard halves.count <= 2 else { return nil }
        guard let head = groups(halves[0]), let tail = halves.count == 2 ? groups(halves[1]) : [] else { return nil }
        if halves.count == 1 { return head.count == 8 ? head : nil }
        guard head.count + tail.count <= 7 else { return nil }
        return head + Array(repeating: 0, count: 8 - head.count - tail.count) + tail
    }

    /// `text` cut at each `::` (one piece when there is none).
    private static func splitOnDoubleColon(_ text: Substring) -> [Substring] {
        var pieces: [Substring] = []
        var start = text.startIndex
        var i = text.startIndex
        while i < text.endIndex {
            let next = text.index(after: i)
            if text[i] == ":", next < text.endIndex, text[next] == ":" {
                pieces.append(text[start..<i])
                start = text.index(after: next)
                i = start
            } else {
                i = next
            }
        }
        pieces.append(text[start...])
        return pieces
    }

    /// The groups of one side of `::` (empty text: none); the last may be an IPv4 tail (two groups).
    private static func groups(_ text: Substring) -> [UInt16]? {
        guard !text.isEmpty else { return [] }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        var out: [UInt16] = []
        for (index, part) in parts.enumerated() {
            if index == parts.count - 1, part.contains("."), let v4 = ipv4(part) {
                out += [v4[0] << 8 | v4[1], v4[2] << 8 | v4[3]]
                continue
            }
            guard (1...4).contains(part.count), let value = UInt16(part, radix: 16) else { return nil }
            out.append(value)
        }
        return out
    }

    private static func hex4(_ value: UInt16) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }
}
