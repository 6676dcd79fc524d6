import Synchronization

/// One room event's fields as values (`type`, `room`, `seq` and the payload's), made at most
/// once however many text-mode members receive the event, from the payload the room already
/// holds — not by decoding the frame's bytes again per member. Safe from any queue.
public final class EventValue: Sendable {
    private let make: @Sendable () -> [String: JSONValue]
    private let cache = Mutex<[String: JSONValue]?>(nil)

    /// The fields of event `type` #`seq` in `room` with `payload`.
    public init<P: Encodable & Sendable>(_ type: String, room: String, seq: Int, _ payload: P) {
        make = {
            var fields: [String: JSONValue] = [:]
            if case let .object(body) = JSONValueEncoder.value(payload) { fields = body }
            fields["type"] = .string(type)
            fields["room"] = .string(room)
            fields["seq"] = .int(seq)
            return fields
        }
    }

    /// The fields, made on first use.
    public var fields: [String: JSONValue] {
        cache.withLock { cached in
            if let cached { return cached }
            let made = make()
            cached = made
            return made
        }
    }
}
