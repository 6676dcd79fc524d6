/// A compact JSON encoder for server frames: keys sorted, slashes not escaped — the same
/// text as Foundation's `JSONEncoder` with `[.sortedKeys, .withoutEscapingSlashes]`, without
/// its per-frame set-up and intermediate object tree. Frames are encoded once per room event
/// and then shared by every member, so this sits on the fan-out path.
///
/// Payloads are plain structs of strings, numbers, booleans, arrays and nested structs
/// (`Encodable` as synthesized or written by hand); non-finite doubles are not JSON and trap.
enum WireEncoder {
    /// The JSON text of `value`.
    static func encode(_ value: some Encodable) -> [UInt8] {
        let root = WireNode.Box()
        let encoder = NodeEncoder(box: root)
        do {
            try value.encode(to: encoder)
        } catch {
            preconditionFailure("unencodable server frame: \(error)")
        }
        var out: [UInt8] = []
        out.reserveCapacity(128)
        root.node.write(to: &out)
        return out
    }
}

/// An encoded value under construction.
enum WireNode {
    case empty
    case scalar([UInt8])
    case object(ObjectBox)
    case array(ArrayBox)

    /// A mutable slot a container writes its value into.
    final class Box { var node = WireNode.empty }
    /// The members of an object, in the order they were encoded (sorted when written).
    final class ObjectBox { var members: [(key: String, value: Box)] = [] }
    /// The elements of an array.
    final class ArrayBox { var elements: [Box] = [] }

    func write(to out: inout [UInt8]) {
        switch self {
        case .empty: out += Array("{}".utf8)
        case let .scalar(bytes): out += bytes
        case let .array(box):
            out.append(UInt8(ascii: "["))
            for (n, element) in box.elements.enumerated() {
                if n > 0 { out.append(UInt8(ascii: ",")) }
                element.node.write(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case let .object(box):
            out.append(UInt8(ascii: "{"))
            var first = true
            let members = box.members
            let order = members.indices.sorted { a, b in
                let (ka, kb) = (members[a].key, members[b].key)
                return ka == kb ? a < b : ka.utf8.lexicographicallyPrecedes(kb.utf8)
            }
            for (n, index) in order.enumerated() {
                let member = members[index]
                // A key written twice keeps its last value, as in JSONEncoder.
                if n + 1 < order.count, members[order[n + 1]].key == member.key { continue }
                if !first { out.append(UInt8(ascii: ",")) }
                first = false
                WireNode.writeString(member.key, to: &out)
                out.append(UInt8(ascii: ":"))
                member.value.node.write(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// A JSON string literal: `"` and `\` escaped, control characters as short or `\u00XX`
    /// escapes, everything else (slashes and non-ASCII included) as it is.
    static func writeString(_ s: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for b in s.utf8 {
            switch b {
            case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0x0A: out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0D: out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case 0x09: out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0x08: out += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
            case 0x0C: out += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
            case ..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out += Array("\\u00".utf8)
                out.append(hex[Int(b >> 4)])
                out.append(hex[Int(b & 0xF)])
            default: out.append(b)
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    static func scalar(_ s: String) -> WireNode {
        var out: [UInt8] = []
        writeString(s, to: &out)
        return .scalar(out)
    }

    static func scalar(_ d: Double) -> WireNode {
        precondition(d.isFinite, "a server frame cannot carry a non-finite number")
        if d == d.rounded(), abs(d) < 1e15 { return .scalar(Array(String(Int64(d)).utf8)) }
        return .scalar(Array(d.description.utf8))
    }
}
