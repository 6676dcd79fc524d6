/// The `Encoder` behind ``WireEncoder``: writes into a ``WireNode/Box``.
struct NodeEncoder: Encoder {
    let box: WireNode.Box
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let object: WireNode.ObjectBox
        if case let .object(existing) = box.node { object = existing } else {
            object = WireNode.ObjectBox()
            box.node = .object(object)
        }
        return KeyedEncodingContainer(KeyedNodeContainer<Key>(object: object, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let array: WireNode.ArrayBox
        if case let .array(existing) = box.node { array = existing } else {
            array = WireNode.ArrayBox()
            box.node = .array(array)
        }
        return UnkeyedNodeContainer(array: array, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleNodeContainer(box: box, codingPath: codingPath)
    }
}

/// Encodes any value into a fresh box (the shared path of every container).
private func encoded(_ value: some Encodable, at path: [any CodingKey]) throws -> WireNode.Box {
    let box = WireNode.Box()
    switch value {
    case let s as String: box.node = WireNode.scalar(s)
    case let i as Int: box.node = .scalar(Array(String(i).utf8))
    case let b as Bool: box.node = .scalar(Array((b ? "true" : "false").utf8))
    case let d as Double: box.node = WireNode.scalar(d)
    case let json as EncodedJSON: box.node = .scalar(json.bytes)  // encoded once, shared
    default: try value.encode(to: NodeEncoder(box: box, codingPath: path))
    }
    return box
}

private let nullBytes = Array("null".utf8)

struct KeyedNodeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let object: WireNode.ObjectBox
    var codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws {
        let box = WireNode.Box()
        box.node = .scalar(nullBytes)
        object.members.append((key.stringValue, box))
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        object.members.append((key.stringValue, try encoded(value, at: codingPath + [key])))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let box = WireNode.Box()
        object.members.append((key.stringValue, box))
        return NodeEncoder(box: box, codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let box = WireNode.Box()
        object.members.append((key.stringValue, box))
        return NodeEncoder(box: box, codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let box = WireNode.Box()
        object.members.append(("super", box))
        return NodeEncoder(box: box, codingPath: codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        let box = WireNode.Box()
        object.members.append((key.stringValue, box))
        return NodeEncoder(box: box, codingPath: codingPath + [key])
    }
}

struct UnkeyedNodeContainer: UnkeyedEncodingContainer {
    let array: WireNode.ArrayBox
    var codingPath: [any CodingKey]
    var count: Int { array.elements.count }

    mutating func encodeNil() throws {
        let box = WireNode.Box()
        box.node = .scalar(nullBytes)
        array.elements.append(box)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        array.elements.append(try encoded(value, at: codingPath))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let box = WireNode.Box()
        array.elements.append(box)
        return NodeEncoder(box: box, codingPath: codingPath).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let box = WireNode.Box()
        array.elements.append(box)
        return NodeEncoder(box: box, codingPath: codingPath).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let box = WireNode.Box()
        array.elements.append(box)
        return NodeEncoder(box: box, codingPath: codingPath)
    }
}

struct SingleNodeContainer: SingleValueEncodingContainer {
    let box: WireNode.Box
    var codingPath: [any CodingKey]

    mutating func encodeNil() throws { box.node = .scalar(nullBytes) }
    mutating func encode(_ value: Bool) throws { box.node = .scalar(Array((value ? "true" : "false").utf8)) }
    mutating func encode(_ value: String) throws { box.node = WireNode.scalar(value) }
    mutating func encode(_ value: Double) throws { box.node = WireNode.scalar(value) }
    mutating func encode(_ value: Float) throws { box.node = WireNode.scalar(Double(value)) }
    mutating func encode(_ value: Int) throws { box.node = .scalar(Array(String(value).utf8)) }
    mutating func encode(_ value: Int8) throws { box.node = .scalar(Array(String(value).utf8)) }
    mutating func encode(_ value: Int16) throws { box.node = .scalar(Array(String(value).utf8)) }
    mutating func encode(_ value: Int32) throws { box.node = .scalar(Array(String(value).utf8)) }
    mutating func encode(_ value: Int64) throws { box.node = .scalar(Array(String(value).utf8)) }
    mutating func encode(_ value: UInt) throws { box.node = .scalar(Array(String(value).utf8)) }
    mutating func encode(_ value: UInt8) throws { box.node = .scalar(Array(String(value).utf8)) }
    mutating func encode(_ value: UInt16) throws { box.node = .scalar(Array(String(value).utf8)) }
    mutating func encode(_ value: UInt32) throws { box.node = .scalar(Array(String(value).utf8)) }
    mutating func encode(_ value: UInt64) throws { box.node = .scalar(Array(String(value).utf8)) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        box.node = try encoded(value, at: codingPath).node
    }
}
