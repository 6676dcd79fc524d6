/// A strict (RFC 8259), allocation-light JSON reader for one client line.
///
/// It refuses everything the RFC refuses — trailing commas, single quotes, comments, leading
/// zeros, bare control characters in strings, unpaired surrogate escapes, invalid UTF-8 —
/// and stops at `maxDepth` nested arrays/objects, so its cost is linear in the line's length
/// and a hostile line cannot make it recurse without bound. Integers that fit `Int` become
/// ``JSONValue/int(_:)``; any other number becomes ``JSONValue/double(_:)``.
public struct JSONReader {
    /// Why a line could not be read.
    public enum Failure: Error, Equatable, Sendable {
        /// The text is not JSON; `offset` is the byte where reading stopped.
        case syntax(offset: Int)
        /// Arrays and objects are nested deeper than the limit.
        case tooDeep(limit: Int)
    }

    /// The deepest nesting of arrays and objects accepted by default.
    public static let defaultMaxDepth = 32

    private let bytes: UnsafeBufferPointer<UInt8>
    private let maxDepth: Int
    private var i = 0
    private var depth = 0

    private init(_ bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    /// Reads exactly one JSON value (surrounded by optional white space) from `input`.
    public static func parse(_ input: some Collection<UInt8>, maxDepth: Int = defaultMaxDepth) throws(Failure) -> JSONValue {
        let result: Result<JSONValue, Failure>? = input.withContiguousStorageIfAvailable { buffer in
            read(buffer, maxDepth: maxDepth)
        }
        if let result { return try result.get() }
        let copy = Array(input)
        return try copy.withUnsafeBufferPointer { read($0, maxDepth: maxDepth) }.get()
    }

    private static func read(_ buffer: UnsafeBufferPointer<UInt8>, maxDepth: Int) -> Result<JSONValue, Failure> {
        var reader = JSONReader(buffer, maxDepth: maxDepth)
        do throws(Failure) {
            reader.skipSpace()
            let value = try reader.value()
            reader.skipSpace()
            guard reader.i == buffer.count else { throw .syntax(offset: reader.i) }
            return .success(value)
        } catch {
            return .failure(error)
        }
    }

    // MARK: - Grammar

    private mutating func value() throws(Failure) -> JSONValue {
        guard i < bytes.count else { throw .syntax(offset: i) }
        switch bytes[i] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        default: return try number()
        }
    }

    private mutating func object() throws(Failure) -> JSONValue {
        try enter()
        i += 1  // {
        var fields: [String: JSONValue] = [:]
        skipSpace()
        if peek(UInt8(ascii: "}")) { i += 1; depth -= 1; return .object(fields) }
        while true {
            guard peek(UInt8(ascii: "\"")) else { throw .syntax(offset: i) }
            let key = try string()
            skipSpace()
            try expect(UInt8(ascii: ":"))
            skipSpace()
            fields[key] = try value()
            skipSpace()
            if peek(UInt8(ascii: ",")) { i += 1; skipSpace(); continue }  // a `}` here is a trailing comma: refused above
            try expect(UInt8(ascii: "}"))
            depth -= 1
            return .object(fields)
        }
    }

    private mutating func array() throws(Failure) -> JSONValue {
        try enter()
        i += 1  // [
        var items: [JSONValue] = []
        skipSpace()
        if peek(UInt8(ascii: "]")) { i += 1; depth -= 1; return .array(items) }
        while true {
            items.append(try value())
            skipSpace()
            if peek(UInt8(ascii: ",")) {
                i += 1
                skipSpace()
                if peek(UInt8(ascii: "]")) { throw .syntax(offset: i) }  // trailing comma
                continue
            }
            try expect(UInt8(ascii: "]"))
            depth -= 1
            return .array(items)
        }
    }

    private mutating func enter() throws(Failure) {
        depth += 1
        if depth > maxDepth { throw .tooDeep(limit: maxDepth) }
    }

    private mutating func literal(_ word: StaticString) throws(Failure) {
        let count = word.utf8CodeUnitCount
        guard bytes.count - i >= count else { throw .syntax(offset: i) }
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: count)
        for k in 0..<count where bytes[i + k] != expected[k] { throw .syntax(offset: i + k) }
        i += count
    }

    // MARK: - Numbers

    private mutating func number() throws(Failure) -> JSONValue {
        let start = i
        var integral = true
        if peek(UInt8(ascii: "-")) { i += 1 }
        guard i < bytes.count, isDigit(bytes[i]) else { throw .syntax(offset: i) }
        if bytes[i] == UInt8(ascii: "0") {
            i += 1
            if i < bytes.count, isDigit(bytes[i]) { throw .syntax(offset: i) }  // leading zero
        } else {
            while i < bytes.count, isDigit(bytes[i]) { i += 1 }
        }
        if peek(UInt8(ascii: ".")) {
            integral = false
            i += 1
            try digits()
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            integral = false
            i += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { i += 1 }
            try digits()
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
        if integral, let n = Int(text) { return .int(n) }
        guard let d = Double(text), d.isFinite else { throw .syntax(offset: start) }
        return .double(d)
    }

    private mutating func digits() throws(Failure) {
        guard i < bytes.count, isDigit(bytes[i]) else { throw .syntax(offset: i) }
        while i < bytes.count, isDigit(bytes[i]) { i += 1 }
    }

    private func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    // MARK: - Strings

    private mutating func string() throws(Failure) -> String {
        i += 1  // opening quote
        let start = i
        // Fast path: no escapes. Scan to the closing quote, then validate the UTF-8 once — unless
        // every byte was ASCII (most keys and values), which is valid UTF-8 as it stands.
        var ascii = true
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                let raw = UnsafeBufferPointer(rebasing: bytes[start..<i])
                i += 1
                if ascii { return String(decoding: raw, as: UTF8.self) }
                guard let s = String(validating: raw, as: UTF8.self) else { throw .syntax(offset: start) }
                return s
            }
            if b == UInt8(ascii: "\\") { break }
            if b < 0x20 { throw .syntax(offset: i) }
            if b >= 0x80 { ascii = false }
            i += 1
        }
        return try escapedString(from: start)
    }

    /// The slow path: a string with escapes, decoded into a byte buffer from `start`.
    private mutating func escapedString(from start: Int) throws(Failure) -> String {
        var out = Array(UnsafeBufferPointer(rebasing: bytes[start..<i]))
        while i < bytes.count {
            let b = bytes[i]
            switch b {
            case UInt8(ascii: "\""):
                i += 1
                guard let s = String(validating: out, as: UTF8.self) else { throw .syntax(offset: start) }
                return s
            case UInt8(ascii: "\\"):
                i += 1
                try escape(into: &out)
            case ..<0x20:
                throw .syntax(offset: i)
            default:
                out.append(b)
                i += 1
            }
        }
        throw .syntax(offset: i)
    }

    private mutating func escape(into out: inout [UInt8]) throws(Failure) {
        guard i < bytes.count else { throw .syntax(offset: i) }
        let c = bytes[i]
        i += 1
        switch c {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(c)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hex4()
            if (0xD800...0xDBFF).contains(scalar) {  // a high surrogate must be followed by a low one
                guard bytes.count - i >= 6, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
                    throw .syntax(offset: i)
                }
                i += 2
                let low = try hex4()
                guard (0xDC00...0xDFFF).contains(low) else { throw .syntax(offset: i) }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(scalar) {
                throw .syntax(offset: i)
            }
            guard let u = Unicode.Scalar(scalar) else { throw .syntax(offset: i) }
            out.append(contentsOf: UTF8.encode(u)!)
        default:
            throw .syntax(offset: i - 1)
        }
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard bytes.count - i >= 4 else { throw .syntax(offset: i) }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[i]
            let d: UInt8
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = b - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = b - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = b - UInt8(ascii: "A") + 10
            default: throw .syntax(offset: i)
            }
            v = v << 4 | UInt32(d)
            i += 1
        }
        return v
    }

    // MARK: - Helpers

    private mutating func skipSpace() {
        while i < bytes.count {
            switch bytes[i] {
            case 0x20, 0x09, 0x0A, 0x0D: i += 1
            default: return
            }
        }
    }

    private func peek(_ b: UInt8) -> Bool { i < bytes.count && bytes[i] == b }

    private mutating func expect(_ b: UInt8) throws(Failure) {
        guard peek(b) else { throw .syntax(offset: i) }
        i += 1
    }
}
