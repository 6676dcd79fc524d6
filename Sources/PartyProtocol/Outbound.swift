/// Encodes server frames: one JSON object per line, envelope fields first.
///
/// Payloads are any `Encodable` whose `encode(to:)` writes flat keyed fields; the envelope
/// (`type`, `re`, `room`, `seq`, `code`, `message`) is merged into the same object.
public enum Outbound {
    /// `{"type":"ok","re":<id>, ...payload}`.
    public static func reply(re id: RequestID, _ payload: some Encodable = NoFields()) -> [UInt8] {
        encode(Envelope(type: "ok", re: id, payload: payload))
    }

    /// `{"type":"error","re":<id>?,"code":...,"message":...}`.
    public static func error(_ error: WireError, re id: RequestID?) -> [UInt8] {
        encode(Envelope(type: "error", re: id, payload: ErrorFields(code: error.code.rawValue, message: error.message, field: error.field)))
    }

    /// A room event: `{"type":<type>,"room":<code>,"seq":<n>, ...payload}`.
    public static func event(_ type: String, room: String, seq: Int, _ payload: some Encodable = NoFields()) -> [UInt8] {
        encode(Envelope(type: type, room: room, seq: seq, payload: payload))
    }

    /// A frame that is not a room event (welcome, pong, room.replaced): no `seq`; `room` (when
    /// given) sits in the envelope after `type`.
    public static func frame(_ type: String, re id: RequestID? = nil, room: String? = nil, _ payload: some Encodable = NoFields()) -> [UInt8] {
        encode(Envelope(type: type, re: id, room: room, payload: payload))
    }

    /// The frame's bytes: envelope fields first (`type`, `re`, `room`, `seq`), then the
    /// payload's fields in sorted order, then a newline. Deterministic for a given frame.
    static func encode<P: Encodable>(_ envelope: Envelope<P>) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(160)
        out += #"{"type":"#.utf8
        WireNode.writeString(envelope.type, to: &out)
        switch envelope.re {
        case nil: break
        case let .int(i)?: out += #","re":"#.utf8; out += String(i).utf8
        case let .string(s)?: out += #","re":"#.utf8; WireNode.writeString(s, to: &out)
        }
        if let room = envelope.room { out += #","room":"#.utf8; WireNode.writeString(room, to: &out) }
        if let seq = envelope.seq { out += #","seq":"#.utf8; out += String(seq).utf8 }
        if let direct = envelope.payload as? any DirectWireFields {
            out.append(UInt8(ascii: ","))
            direct.writeWireFields(to: &out)
        } else {
            let body = json(envelope.payload)
            if body.count > 2 && body.first == UInt8(ascii: "{") {
                out.append(UInt8(ascii: ","))
                out += body[1..<(body.count - 1)]
            }
        }
        out += "}\n".utf8
        return out
    }

    /// Compact JSON with sorted keys and unescaped slashes.
    static func json(_ value: some Encodable) -> [UInt8] {
        WireEncoder.encode(value)
    }
}

/// A payload with no fields.
public struct NoFields: Encodable, Sendable {
    /// Creates an empty payload.
    public init() {}
    /// Encodes an empty object.
    public func encode(to encoder: any Encoder) throws {
        _ = encoder.container(keyedBy: WireKey.self)
    }
}

/// Field names used in frame envelopes and ad-hoc payloads.
public struct WireKey: CodingKey, ExpressibleByStringLiteral {
    /// The field name.
    public var stringValue: String
    /// Always nil: wire keys are names.
    public var intValue: Int? { nil }
    /// Creates a key.
    public init(_ name: String) { stringValue = name }
    /// Creates a key.
    public init(stringLiteral value: String) { stringValue = value }
    /// Creates a key.
    public init?(stringValue: String) { self.stringValue = stringValue }
    /// Wire keys are never integers.
    public init?(intValue: Int) { nil }
}

struct ErrorFields: Encodable {
    var code: String
    var message: String
    var field: String?
}

/// The fields every frame starts with, and its payload.
struct Envelope<Payload: Encodable> {
    var type: String
    var re: RequestID? = nil
    var room: String? = nil
    var seq: Int? = nil
    var payload: Payload
}
