/// An ordered, ad-hoc payload: `Fields(["room": code, "player_id": id])`.
///
/// Handy for small replies; larger payloads are dedicated `Encodable` structs.
public struct Fields: Encodable, Sendable {
    private var items: [(String, any Encodable & Sendable)]

    /// Creates a payload from ordered key/value pairs; nil values are omitted.
    public init(_ items: KeyValuePairs<String, (any Encodable & Sendable)?>) {
        self.items = items.compactMap { key, value in value.map { (key, $0) } }
    }

    /// Adds or replaces a field.
    public mutating func set(_ key: String, _ value: (any Encodable & Sendable)?) {
        items.removeAll { $0.0 == key }
        if let value { items.append((key, value)) }
    }

    /// Encodes the fields in order.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: WireKey.self)
        for (key, value) in items { try c.encode(value, forKey: WireKey(key)) }
    }
}
