/// One key a person pressed, decoded from the terminal's byte stream.
public enum Keypress: Sendable, Equatable {
    /// A printable character.
    case char(Character)
    /// Enter / Return.
    case enter
    /// Backspace (DEL or ^H).
    case backspace
    /// Delete (forward).
    case delete
    /// Tab.
    case tab
    /// Escape on its own.
    case escape
    /// Arrow keys.
    case up, down, left, right
    /// Home and End.
    case home, end
    /// Ctrl+C.
    case interrupt
    /// Ctrl+D.
    case endOfInput
    /// Ctrl+U: clear the line.
    case clearLine
    /// Ctrl+L: redraw.
    case redraw
}

/// Turns raw terminal bytes into ``Keypress`` values. Keeps an incomplete UTF-8 character or
/// escape sequence until the rest arrives; a lone ESC is reported by ``flush()``.
public struct KeyDecoder: Sendable {
    private var buffer: [UInt8] = []

    /// Creates an empty decoder.
    public init() {}

    /// Whether bytes are waiting for the rest of a sequence.
    public var hasPending: Bool { !buffer.isEmpty }

    /// Feeds bytes and returns every complete key.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [Keypress] {
        buffer.append(contentsOf: bytes)
        var keys: [Keypress] = []
        while !buffer.isEmpty {
            guard let (key, used) = Self.decode(buffer[...]) else { break }
            buffer.removeFirst(used)
            if let key { keys.append(key) }
        }
        return keys
    }

    /// Reports what is still buffered (a lone ESC becomes ``Keypress/escape``).
    public mutating func flush() -> [Keypress] {
        defer { buffer.removeAll() }
        return buffer.first == 0x1B ? [.escape] : []
    }

    /// One key from the front of `b`, and how many bytes it used; nil when more bytes are needed.
    static func decode(_ b: ArraySlice<UInt8>) -> (Keypress?, Int)? {
        let first = b[b.startIndex]
        switch first {
        case 0x1B: return decodeEscape(b)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x09: return (.tab, 1)
        case 0x03: return (.interrupt, 1)
        case 0x04: return (.endOfInput, 1)
        case 0x15: return (.clearLine, 1)
        case 0x0C: return (.redraw, 1)
        case 0x01: return (.home, 1)
        case 0x05: return (.end, 1)
        case 0x00..<0x20: return (nil, 1)
        default: break
        }
        let length = first < 0x80 ? 1 : first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 1
        guard b.count >= length else { return nil }
        let text = String(decoding: b.prefix(length), as: UTF8.self)
        guard let c = text.first, text.unicodeScalars.first != "\u{FFFD}" || first < 0x80 else { return (nil, length) }
        return (.char(c), length)
    }

    private static func decodeEscape(_ b: ArraySlice<UInt8>) -> (Keypress?, Int)? {
        guard b.count >= 2 else { return nil }
        let second = b[b.startIndex + 1]
        guard second == UInt8(ascii: "[") || second == UInt8(ascii: "O") else {
            return (.escape, 1)
        }
        var i = b.startIndex + 2
        while i < b.endIndex {
            let c = b[i]
            if (0x40...0x7E).contains(c) {
                let params = String(decoding: b[(b.startIndex + 2)..<i], as: UTF8.self)
                return (key(final: c, params: params), i - b.startIndex + 1)
            }
            i += 1
        }
        return nil
    }

    private static func key(final: UInt8, params: String) -> Keypress? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "~"):
            switch params {
            case "1", "7": .home
            case "4", "8": .end
            case "3": .delete
            default: nil
            }
        default: nil
        }
    }
}
