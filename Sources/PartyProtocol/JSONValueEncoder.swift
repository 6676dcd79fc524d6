/// Encodes an `Encodable` payload straight into a ``JSONValue`` tree — no bytes, no parsing —
/// so that text mode can render an event from the values the room already has instead of
/// decoding the JSON frame again for every text-mode member (``EventValue``). Gives the same
/// value that decoding ``WireEncoder``'s bytes would (tested).
public enum JSONValueEncoder {
    /// The value of `payload`.
    public static func value(_ payload: some Encodable) -> JSONValue {
        let root = Node()
        do {
            try payload.encode(to: NodeEncoder(node: root))
        } catch {
            preconditionFailure("unencodable server frame: \(error)")
        }
        return root.resolved
    }

    /// A value under construction; objects and arrays hold their children by reference.
    final class Node {
        enum Kind {
            case value(JSONValue)
            case object([String: Node])
            case array([Node])
        }
        var kind = Kind.value(.null)

        var resolved: JSONValue {
            switch kind {
            case let .value(v): v
            case let .object(members): .object(members.mapValues(\.resolved))
            case let .array(items): .array(items.map(\.resolved))
            }
        }

        func child(_ key: String) -> Node {
            let node = Node()
            if case var .object(members) = kind { members[key] = node; kind = .object(members) } else { kind = .object([key: node]) }
            return node
        }

        func appended() -> Node {
            let node = Node()
            if case var .array(items) = kind { items.append(node); kind = .array(items) } else { kind = .array([node]) }
            return node
        }
    }

    struct NodeEncoder: Encoder {
        let node: Node
        var codingPath: [any CodingKey] = []
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            if case .object = node.kind {} else { node.kind = .object([:]) }
            return KeyedEncodingContainer(Keyed<Key>(node: node, codingPath: codingPath))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            if case .array = node.kind {} else { node.kind = .array([]) }
            return Unkeyed(node: node, codingPath: codingPath)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer { Single(node: node, codingPath: codingPath) }
    }

    /// Sets `node` to `value`: scalars directly, anything else through its own `encode(to:)`.
    static func set(_ node: Node, _ value: some Encodable, path: [any CodingKey]) throws {
        switch value {
        case let s as String: node.kind = .value(.string(s))
        case let b as Bool: node.kind = .value(.bool(b))
        case let i as Int: node.kind = .value(.int(i))
        case let i as Int64: node.kind = .value(.int(Int(i)))
        case let i as Int32: node.kind = .value(.int(Int(i)))
        case let i as UInt64: node.kind = .value(Int(exactly: i).map(JSONValue.int) ?? .double(Double(i)))
        case let i as UInt32: node.kind = .value(.int(Int(i)))
        case let i as UInt8: node.kind = .value(.int(Int(i)))
        // A whole double is written as an integer on the wire, so it decodes as one: the same here.
        case let d as Double: node.kind = .value(d == d.rounded() && abs(d) < 1e15 ? .int(Int(d)) : .double(d))
        case let f as Float: try set(node, Double(f), path: path)
        case let v as JSONValue: node.kind = .value(v)
        default: try value.encode(to: NodeEncoder(node: node, codingPath: path))
        }
    }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let node: Node
        var codingPath: [any CodingKey]

        mutating func encodeNil(forKey key: Key) throws { node.child(key.stringValue).kind = .value(.null) }
        mutating func encode(_ value: some Encodable, forKey key: Key) throws {
            try JSONValueEncoder.set(node.child(key.stringValue), value, path: codingPath + [key])
        }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            NodeEncoder(node: node.child(key.stringValue), codingPath: codingPath + [key]).container(keyedBy: keyType)
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            NodeEncoder(node: node.child(key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
        }
        mutating func superEncoder() -> any Encoder { NodeEncoder(node: node.child("super"), codingPath: codingPath) }
        mutating func superEncoder(forKey key: Key) -> any Encoder { NodeEncoder(node: node.child(key.stringValue), codingPath: codingPath + [key]) }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let node: Node
        var codingPath: [any CodingKey]
        var count: Int { if case let .array(items) = node.kind { items.count } else { 0 } }

        mutating func encodeNil() throws { node.appended().kind = .value(.null) }
        mutating func encode(_ value: some Encodable) throws { try JSONValueEncoder.set(node.appended(), value, path: codingPath) }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            NodeEncoder(node: node.appended(), codingPath: codingPath).container(keyedBy: keyType)
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            NodeEncoder(node: node.appended(), codingPath: codingPath).unkeyedContainer()
        }
        mutating func superEncoder() -> any Encoder { NodeEncoder(node: node.appended(), codingPath: codingPath) }
    }

    struct Single: SingleValueEncodingContainer {
        let node: Node
        var codingPath: [any CodingKey]

        mutating func encodeNil() throws { node.kind = .value(.null) }
        mutating func encode(_ value: some Encodable) throws { try JSONValueEncoder.set(node, value, path: codingPath) }
    }
}
