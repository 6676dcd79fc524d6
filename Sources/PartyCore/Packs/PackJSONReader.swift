/// A strict (RFC 8259) JSON reader for pack files that remembers the line of every value.
///
/// It refuses what the RFC refuses (trailing commas, comments, single quotes, leading zeros,
/// control characters in strings, lone surrogate escapes, invalid UTF-8), and also duplicate
/// keys in one object and nesting deeper than ``maxDepth``. Every refusal names its line.
public struct PackJSONReader {
    /// Why a text is not a JSON value.
    public struct Failure: Error, Equatable, Sendable {
        /// The line (from 1) where reading stopped.
        public var line: Int
        /// What was wrong, in words.
        public var message: String
    }

    /// The deepest nesting of arrays and objects accepted.
    public static let maxDepth = 16

    private let bytes: [UInt8]
    private var i = 0
    private var line = 1
    private var depth = 0

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Reads exactly one JSON value (white space around it allowed) from `text`.
    public static func parse(_ text: String) throws(Failure) -> PackJSON {
        var reader = PackJSONReader(Array(text.utf8))
        if reader.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.i = 3 }  // a byte order mark
        reader.skipSpace()
        let value = try reader.value()
        reader.skipSpace()
        guard reader.i == reader.bytes.count else { throw reader.fail("unexpected text after the JSON value") }
        return value
    }

    private func fail(_ message: String) -> Failure { Failure(line: line, message: message) }

    private var current: UInt8? { i < bytes.count ? bytes[i] : nil }

    private mutating func value() throws(Failure) -> PackJSON {
        let start = line
        switch current {
        case UInt8(ascii: "{")?: return PackJSON(value: try object(), line: start)
        case UInt8(ascii: "[")?: return PackJSON(value: try array(), line: start)
        case UInt8(ascii: "\"")?: return PackJSON(value: .string(try string()), line: start)
        case UInt8(ascii: "t")?: try word("true"); return PackJSON(value: .bool(true), line: start)
        case UInt8(ascii: "f")?: try word("false"); return PackJSON(value: .bool(false), line: start)
        case UInt8(ascii: "n")?: try word("null"); return PackJSON(value: .null, line: start)
        case nil: throw fail("the text ends where a value was expected")
        default: return PackJSON(value: .number(try number()), line: start)
        }
    }

    private mutating func object() throws(Failure) -> PackJSON.Value {
        try nest()
        var members: [PackJSON.Member] = []
        if try closes(UInt8(ascii: "}")) { return .object(members) }
        repeat {
            skipSpace()
            guard current == UInt8(ascii: "\"") else { throw fail("expected a \"key\" in double quotes") }
            let key = try string()
            if members.contains(where: { $0.key == key }) { throw fail("duplicate key \"\(key)\"") }
            skipSpace()
            guard current == UInt8(ascii: ":") else { throw fail("expected ':' after the key \"\(key)\"") }
            i += 1
            skipSpace()
            members.append(PackJSON.Member(key: key, value: try value()))
        } while try continues(closing: UInt8(ascii: "}"), what: "an object")
        return .object(members)
    }

    private mutating func array() throws(Failure) -> PackJSON.Value {
        try nest()
        var items: [PackJSON] = []
        if try closes(UInt8(ascii: "]")) { return .array(items) }
        repeat {
            skipSpace()
            items.append(try value())
        } while try continues(closing: UInt8(ascii: "]"), what: "an array")
        return .array(items)
    }

    /// Steps into `{` or `[`, refusing nesting deeper than ``maxDepth``.
    private mutating func nest() throws(Failure) {
        depth += 1
        guard depth <= Self.maxDepth else { throw fail("arrays and objects nested deeper than \(Self.maxDepth)") }
        i += 1
    }

    private mutating func closes(_ end: UInt8) throws(Failure) -> Bool {
        skipSpace()
        guard current == end else { return false }
        i += 1
        depth -= 1
        return true
    }

    /// After a member or item: true after a `,` (refusing a trailing one), false after the closing bracket.
    private mutating func continues(closing end: UInt8, what: String) throws(Failure) -> Bool {
        skipSpace()
        if current == UInt8(ascii: ",") {
            let comma = line
            i += 1
            skipSpace()
            if current == end { throw Failure(line: comma, message: "trailing comma before the end of \(what)") }
            return true
        }
        guard current == end else {
            throw fail("expected ',' or '\(Character(Unicode.Scalar(end)))' in \(what) (a missing comma?)")
        }
        i += 1
        depth -= 1
        return false
    }

    private mutating func word(_ text: String) throws(Failure) {
        for expected in text.utf8 {
            guard current == expected else { throw fail("unknown word (only true, false and null are allowed unquoted)") }
            i += 1
        }
    }

    private mutating func number() throws(Failure) -> String {
        let start = i
        if current == UInt8(ascii: "-") { i += 1 }
        guard let first = current, isDigit(first) else { throw fail("unexpected character (strings need double quotes)") }
        i += 1
        if first == UInt8(ascii: "0"), let next = current, isDigit(next) { throw fail("a number must not start with 0") }
        skipDigits()
        if current == UInt8(ascii: ".") { i += 1; try requireDigits() }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            i += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { i += 1 }
            try requireDigits()
        }
        return String(decoding: bytes[start..<i], as: UTF8.self)
    }

    private func isDigit(_ b: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) }

    private mutating func skipDigits() { while let b = current, isDigit(b) { i += 1 } }

    private mutating func requireDigits() throws(Failure) {
        guard let b = current, isDigit(b) else { throw fail("a digit is missing in a number") }
        skipDigits()
    }

    private mutating func string() throws(Failure) -> String {
        i += 1  // the opening quote
        var out: [UInt8] = []
        while let b = current {
            i += 1
            switch b {
            case UInt8(ascii: "\""):
                guard let text = String(validating: out, as: UTF8.self) else { throw fail("a string is not valid UTF-8") }
                return text
            case UInt8(ascii: "\\"): try unescape(into: &out)
            case 0x0A: throw fail("a string runs past the end of its line (a missing closing quote?)")
            case ..<0x20: throw fail("a control character in a string (write it as an escape)")
            default: out.append(b)
            }
        }
        throw fail("the text ends inside a string")
    }

    private mutating func unescape(into out: inout [UInt8]) throws(Failure) {
        guard let c = current else { throw fail("the text ends inside a string") }
        i += 1
        let simple: [UInt8: UInt8] = [0x22: 0x22, 0x5C: 0x5C, 0x2F: 0x2F, 0x62: 0x08, 0x66: 0x0C, 0x6E: 0x0A, 0x72: 0x0D, 0x74: 0x09]
        if let byte = simple[c] { out.append(byte); return }
        guard c == UInt8(ascii: "u") else { throw fail("unknown escape \\\(Character(Unicode.Scalar(c)))") }
        var code = try hexQuad()
        if (0xD800...0xDBFF).contains(code) {
            guard current == UInt8(ascii: "\\"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "u") else {
                throw fail("a \\u surrogate escape is not followed by its pair")
            }
            i += 2
            let low = try hexQuad()
            guard (0xDC00...0xDFFF).contains(low) else { throw fail("a \\u surrogate escape is not followed by its pair") }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(code) else { throw fail("a lone \\u surrogate escape") }
        out.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    private mutating func hexQuad() throws(Failure) -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard let b = current, let digit = Character(Unicode.Scalar(b)).hexDigitValue else {
                throw fail("\\u needs four hex digits")
            }
            code = code << 4 | UInt32(digit)
            i += 1
        }
        return code
    }

    private mutating func skipSpace() {
        while let b = current {
            switch b {
            case 0x0A: line += 1; i += 1
            case 0x20, 0x09, 0x0D: i += 1
            default: return
            }
        }
    }
}
