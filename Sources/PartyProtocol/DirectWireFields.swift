/// A payload on the hottest path (a chat line goes to every member of a room) that writes its
/// own fields instead of going through `Encodable`: `"key":value` pairs, comma-separated, keys
/// in sorted order, no braces — exactly what ``WireEncoder`` would produce for it (tested).
public protocol DirectWireFields: Encodable {
    /// Appends the fields (at least one) to `out`.
    func writeWireFields(to out: inout [UInt8])
}

/// Helpers for ``DirectWireFields`` implementations.
public enum WireFieldWriter {
    /// Appends `"key":"value"` (the value escaped as ``WireEncoder`` does).
    public static func string(_ key: StaticString, _ value: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        out.append(contentsOf: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
        out.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":")])
        WireNode.writeString(value, to: &out)
    }
}
