import Foundation
import Testing
@testable import PartyProtocol

private func read(_ text: String) throws(JSONReader.Failure) -> JSONValue { try JSONReader.parse(Array(text.utf8)) }

private func refused(_ text: String) -> Bool {
    do { _ = try read(text); return false } catch { return true }
}

@Suite("JSONReader")
struct JSONReaderTests {
    @Test func readsEveryKindOfValue() throws {
        let v = try read(#" {"s":"a\"b\\c\/d\n\u00e9\ud83d\ude00","i":-12,"z":0,"d":1.5,"e":2e3,"t":true,"f":false,"n":null,"a":[1,[],{}],"o":{"k":"v"}} "#)
        #expect(v == .object([
            "s": .string("a\"b\\c/d\né😀"), "i": .int(-12), "z": .int(0), "d": .double(1.5), "e": .double(2000),
            "t": .bool(true), "f": .bool(false), "n": .null,
            "a": .array([.int(1), .array([]), .object([:])]), "o": .object(["k": .string("v")]),
        ]))
    }

    @Test(arguments: [
        #"{"a":1,}"#, #"[1,2,]"#, #"{"a":[1,],"b":2}"#, "{,}", "[,]", "{'a':1}", #"{"a":01}"#, #"{"a":-}"#,
        #"{"a":1.}"#, #"{"a":.5}"#, #"{"a":1e}"#, #"{"a":+1}"#, #"{"a":NaN}"#, #"{"a":Infinity}"#,
        #"{"a":"x"#, "{\"a\":\"tab\there\"}", #"{"a":"\x"}"#, #"{"a":"\u12"}"#, #"{"a":"\ud800"}"#,
        #"{"a":"\udc00"}"#, #"{"a":"\ud800\u0041"}"#, #"{"a":tru}"#, #"{"a":nul}"#, #"{"a" 1}"#, #"{a:1}"#,
        "{\"a\":1} x", "{} {}", "", "   ", "/* c */{}", #"{"a":1}//"#, #"{"a":1e999}"#,
    ])
    func refusesWhatRFC8259Refuses(text: String) {
        #expect(refused(text), "accepted: \(text)")
    }

    @Test func refusesInvalidUTF8InStringsAndKeys() {
        let bad: [[UInt8]] = [
            Array(#"{"a":""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8),
            Array(#"{""#.utf8) + [0xFF] + Array(#"":1}"#.utf8),
            Array(#"{"a":"\n"#.utf8) + [0xED, 0xA0, 0x80] + Array(#""}"#.utf8),  // an encoded surrogate
        ]
        for bytes in bad {
            #expect(throws: JSONReader.Failure.self) { try JSONReader.parse(bytes) }
        }
    }

    @Test func depthIsLimitedBeforeTheWholeLineIsRead() {
        let deep = String(repeating: "[", count: 33) + String(repeating: "]", count: 33)
        #expect(throws: JSONReader.Failure.tooDeep(limit: 32)) { try read(deep) }
        let ok = String(repeating: "[", count: 32) + String(repeating: "]", count: 32)
        #expect((try? read(ok)) != nil)
        // A line of 64 KiB of open brackets is refused at the 33rd, not parsed to the end.
        let hostile = String(repeating: "[", count: 65_000)
        #expect(throws: JSONReader.Failure.tooDeep(limit: 32)) { try read(hostile) }
    }

    @Test func numbersKeepIntegersExact() throws {
        #expect(try read("9007199254740993") == .int(9_007_199_254_740_993))
        #expect(try read("-0") == .int(0))
        #expect(try read("1.0") == .double(1.0))
        #expect(try read("99999999999999999999") == .double(1e20))  // too big for Int: a double
        #expect(try read("-1.25e-2") == .double(-0.0125))
    }

    @Test func duplicateKeysKeepTheLast() throws {
        #expect(try read(#"{"a":1,"a":2}"#) == .object(["a": .int(2)]))
    }

    /// Everything Foundation reads the same way, the reader reads the same way (seeded documents).
    @Test(arguments: [1, 2, 3, 4])
    func agreesWithFoundationOnValidDocuments(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        for _ in 0..<200 {
            let doc = randomDocument(&rng, depth: 0)
            let text = String(decoding: try JSONSerialization.data(withJSONObject: doc, options: [.fragmentsAllowed]), as: UTF8.self)
            let ours = try read(text)
            let theirs = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
            #expect(ours == theirs, "\(text)")
        }
    }
}

/// A small deterministic generator for test documents.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

private func randomDocument(_ rng: inout SeededGenerator, depth: Int) -> Any {
    let pick = depth > 3 ? Int.random(in: 0..<4, using: &rng) : Int.random(in: 0..<6, using: &rng)
    switch pick {
    case 0: return Int.random(in: -1_000_000...1_000_000, using: &rng)
    case 1: return ["é", "a\"b", "tab\t", "😀", "x/y", "\\", "\u{1}", ""].randomElement(using: &rng)!
    case 2: return Bool.random(using: &rng)
    case 3: return NSNull()
    case 4: return (0..<Int.random(in: 0...4, using: &rng)).map { _ in randomDocument(&rng, depth: depth + 1) }
    default:
        var o: [String: Any] = [:]
        for k in 0..<Int.random(in: 0...4, using: &rng) { o["k\(k)"] = randomDocument(&rng, depth: depth + 1) }
        return o
    }
}
