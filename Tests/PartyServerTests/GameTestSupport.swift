import Foundation
import PartyClient
import PartyCore
import PartyFair
import PartyProtocol
import PartyServer
import PartyStore
import PartyTestSupport
import Synchronization
import Testing

/// Read-only access to nested JSON of frames (`frame.json["snapshot"]["game"]["phase"].string`).
struct GameJSON: Sendable, Equatable {
    let value: JSONValue?

    init(_ value: JSONValue?) { self.value = value }

    subscript(key: String) -> GameJSON {
        if case let .object(o)? = value { return GameJSON(o[key]) }
        return GameJSON(nil)
    }

    subscript(index: Int) -> GameJSON {
        if case let .array(a)? = value, a.indices.contains(index) { return GameJSON(a[index]) }
        return GameJSON(nil)
    }

    var string: String? { if case let .string(s)? = value { s } else { nil } }
    var int: Int? { if case let .int(i)? = value { i } else { nil } }
    var bool: Bool? { if case let .bool(b)? = value { b } else { nil } }
    var double: Double? {
        switch value {
        case let .double(d)?: d
        case let .int(i)?: Double(i)
        default: nil
        }
    }
    var array: [GameJSON] { if case let .array(a)? = value { a.map(GameJSON.init) } else { [] } }
    var isNull: Bool { value == nil || value == .null }
    /// Present in its object (even if `null`).
    var exists: Bool { value != nil }
}

extension ServerFrame {
    /// The whole frame as navigable JSON.
    var json: GameJSON { GameJSON(.object(fields)) }
    /// The raw line as text.
    var text: String { String(decoding: raw, as: UTF8.self) }
}

/// Helpers over recorded byte streams.
enum GameStream {
    /// The lines of a raw stream as text (without newlines), in arrival order.
    static func lines(_ bytes: [UInt8]) -> [String] {
        bytes.split(separator: 0x0A, omittingEmptySubsequences: true).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Parses one line into a frame (nil for anything that is not a JSON object with a type).
    static func frame(_ line: String) -> ServerFrame? { ServerFrame(line: Array(line.utf8)) }

    /// Waits for the next `type` frame at every bot and checks they are byte-identical.
    static func same(_ bots: [GameBot], _ type: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> ServerFrame {
        var frames: [ServerFrame] = []
        for bot in bots { frames.append(try await bot.client.next(type)) }
        for f in frames.dropFirst() {
            #expect(f.raw == frames[0].raw, "\(type) differs between members", sourceLocation: sourceLocation)
        }
        return frames[0]
    }
}

/// Shorthands for building request parameters.
enum GameParam {
    static func s(_ v: String) -> JSONValue { .string(v) }
    static func i(_ v: Int) -> JSONValue { .int(v) }
    static func b(_ v: Bool) -> JSONValue { .bool(v) }
    static func strings(_ v: [String]) -> JSONValue { .array(v.map(JSONValue.string)) }
}

extension Int {
    /// Unix milliseconds.
    var gameMillis: Int64 { Int64(self) }
}

extension GameStream {
    /// True when `line` carries `word`: as a JSON string anywhere in the frame (any field, any
    /// depth, ignoring case), or quoted in text that does not parse.
    static func mentions(_ line: String, _ word: String) -> Bool {
        if line.lowercased().contains("\"\(word.lowercased())\"") { return true }
        guard let frame = frame(line) else { return false }
        return strings(in: .object(frame.fields)).contains { $0.lowercased().contains(word.lowercased()) && isWordMatch($0, word) }
    }

    /// Every string value (not keys) inside `value`.
    static func strings(in value: JSONValue) -> [String] {
        switch value {
        case let .string(s): [s]
        case let .array(a): a.flatMap(strings(in:))
        case let .object(o): o.values.flatMap(strings(in:))
        default: []
        }
    }

    /// `word` occurs in `text` as a whole word (not inside a longer word such as "cat" in "category").
    static func isWordMatch(_ text: String, _ word: String) -> Bool {
        let t = Array(text.lowercased()), w = Array(word.lowercased())
        guard w.count <= t.count, !w.isEmpty else { return false }
        for start in 0...(t.count - w.count) where Array(t[start..<start + w.count]) == w {
            let before = start == 0 || !t[start - 1].isLetter
            let after = start + w.count == t.count || !t[start + w.count].isLetter
            if before && after { return true }
        }
        return false
    }
}
