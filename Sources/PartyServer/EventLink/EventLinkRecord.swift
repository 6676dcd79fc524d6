/// What the owner node sends to a relaying node over their shared event link (see
/// ``EventLinkSender``): binary records, little-endian, each whole before the next.
///
///     frame:  'F'  count: u16  vid: u32 × count  length: u32  payload: length bytes
///     close:  'C'  vid: u32
///
/// A frame record carries bytes (whole protocol lines) for every member it names — a room event
/// goes to a node once, with the ids of all its members that get it; a close record says the
/// owner closed that member's session (after everything sent before it).
enum EventLinkRecord: Equatable, Sendable {
    case frame(vids: [UInt32], payload: [UInt8])
    case close(vid: UInt32)

    static let frameTag: UInt8 = 0x46  // "F"
    static let closeTag: UInt8 = 0x43  // "C"
    /// Most members one frame record names.
    static let maxVids = Int(UInt16.max)
    /// Longest payload accepted (a member's write buffer is far smaller).
    static let maxPayload = 16 << 20

    /// Appends a frame record for `vids` (1 ... ``maxVids``) carrying `payload`.
    static func appendFrame(vids: ArraySlice<UInt32>, payload: [UInt8], to out: inout [UInt8]) {
        precondition(!vids.isEmpty && vids.count <= maxVids)
        out.reserveCapacity(out.count + 7 + 4 * vids.count + payload.count)
        out.append(frameTag)
        appendU16(UInt16(vids.count), to: &out)
        for vid in vids { appendU32(vid, to: &out) }
        appendU32(UInt32(payload.count), to: &out)
        out.append(contentsOf: payload)
    }

    /// Appends a close record for `vid`.
    static func appendClose(vid: UInt32, to out: inout [UInt8]) {
        out.append(closeTag)
        appendU32(vid, to: &out)
    }

    /// This record's bytes.
    var encoded: [UInt8] {
        var out: [UInt8] = []
        switch self {
        case let .frame(vids, payload): Self.appendFrame(vids: vids[...], payload: payload, to: &out)
        case let .close(vid): Self.appendClose(vid: vid, to: &out)
        }
        return out
    }

    private static func appendU16(_ value: UInt16, to out: inout [UInt8]) {
        out.append(UInt8(truncatingIfNeeded: value))
        out.append(UInt8(truncatingIfNeeded: value >> 8))
    }

    private static func appendU32(_ value: UInt32, to out: inout [UInt8]) {
        for shift in stride(from: 0, to: 32, by: 8) { out.append(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
    }
}

/// Reads ``EventLinkRecord``s from the event link's byte stream, which may cut a record anywhere.
struct EventLinkDecoder: Sendable {
    /// The stream broke the format: the link is closed.
    struct Malformed: Error, Equatable { let why: String }

    private var buffer: [UInt8] = []
    private var start = 0

    /// Takes `bytes` and calls `body` with each record they complete, in order: a frame's member
    /// ids and payload (valid during the call), or a close.
    mutating func feed(_ bytes: [UInt8], _ body: (EventLinkDecoder.Item) -> Void) throws(Malformed) {
        if start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
        }
        buffer.append(contentsOf: bytes)
        defer {
            if start == buffer.count { buffer.removeAll(keepingCapacity: buffer.capacity <= 1 << 16); start = 0 }
            else if start > 1 << 16 { buffer.removeFirst(start); start = 0 }
        }
        while start < buffer.count {
            let available = buffer.count - start
            switch buffer[start] {
            case EventLinkRecord.closeTag:
                guard available >= 5 else { return }
                body(.close(vid: u32(at: start + 1)))
                start += 5
            case EventLinkRecord.frameTag:
                guard available >= 3 else { return }
                let count = Int(buffer[start + 1]) | Int(buffer[start + 2]) << 8
                guard count > 0 else { throw Malformed(why: "a frame record for no member") }
                let lengthAt = start + 3 + 4 * count
                guard buffer.count >= lengthAt + 4 else { return }
                let length = Int(u32(at: lengthAt))
                guard length <= EventLinkRecord.maxPayload else { throw Malformed(why: "a frame record of \(length) bytes") }
                let payloadAt = lengthAt + 4
                guard buffer.count >= payloadAt + length else { return }
                let vids = (0..<count).map { u32(at: start + 3 + 4 * $0) }
                body(.frame(vids: vids, payload: buffer[payloadAt ..< payloadAt + length]))
                start = payloadAt + length
            case let tag:
                throw Malformed(why: "unknown record tag \(tag)")
            }
        }
    }

    /// A decoded record; the payload is a view of the decoder's buffer.
    enum Item {
        case frame(vids: [UInt32], payload: ArraySlice<UInt8>)
        case close(vid: UInt32)
    }

    private func u32(at i: Int) -> UInt32 {
        UInt32(buffer[i]) | UInt32(buffer[i + 1]) << 8 | UInt32(buffer[i + 2]) << 16 | UInt32(buffer[i + 3]) << 24
    }
}
