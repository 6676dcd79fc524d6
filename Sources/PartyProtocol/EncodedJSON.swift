/// A JSON value already encoded (compact, keys sorted, as ``WireEncoder`` writes it), placed
/// into a frame as it is: a part of a frame that many frames share (a large room's member list)
/// is encoded once, not once per frame.
public struct EncodedJSON: Encodable, Sendable, Equatable {
    /// The JSON text.
    public let bytes: [UInt8]

    /// Wraps JSON text that the caller encoded with ``encode(_:)`` or by joining such parts.
    public init(bytes: [UInt8]) { self.bytes = bytes }

    /// The wire encoding of `value`.
    public static func encode(_ value: some Encodable) -> EncodedJSON { EncodedJSON(bytes: WireEncoder.encode(value)) }

    /// A JSON array of already-encoded elements.
    public static func array(_ elements: [[UInt8]]) -> EncodedJSON {
        var out: [UInt8] = [UInt8(ascii: "[")]
        out.reserveCapacity(elements.reduce(2) { $0 + $1.count + 1 })
        for (n, element) in elements.enumerated() {
            if n > 0 { out.append(UInt8(ascii: ",")) }
            out += element
        }
        out.append(UInt8(ascii: "]"))
        return EncodedJSON(bytes: out)
    }

    /// Encoders other than the wire's (which copies ``bytes`` as they are) get the value parsed back.
    public func encode(to encoder: any Encoder) throws {
        try JSONReader.parse(bytes).encode(to: encoder)
    }
}
