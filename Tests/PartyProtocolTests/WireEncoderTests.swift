import Foundation
import Testing
@testable import PartyProtocol

private struct Inner: Encodable { var z: Int; var a: String? }
private struct Sample: Encodable {
    var text: String
    var count: Int
    var ratio: Double
    var flag: Bool
    var missing: String?
    var list: [Inner]
    var nested: [String: Int]
    var ids: [RequestID]
}

private func foundation(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
}

private func ours(_ value: some Encodable) -> String { String(decoding: WireEncoder.encode(value), as: UTF8.self) }

@Suite("WireEncoder")
struct WireEncoderTests {
    @Test(arguments: [
        "plain", "quote\" back\\slash /slash", "tab\tnl\ncr\r\u{8}\u{c}", "\u{1}\u{1f}\u{7f}", "é 😀 中文", "",
    ])
    func stringsMatchFoundation(text: String) throws {
        let s = Sample(text: text, count: -3, ratio: 0.25, flag: true, missing: nil,
                       list: [Inner(z: 1, a: "x"), Inner(z: 2, a: nil)], nested: ["b": 2, "a": 1, "B": 0, "a_b": 3],
                       ids: [.int(4), .string("x/1")])
        #expect(try ours(s) == foundation(s))
    }

    @Test(arguments: [0.0, 1.0, -2.0, 0.5, 123.456, 359.999, 1e-7, 1e21, 270.00000000001])
    func doublesMatchFoundation(value: Double) throws {
        #expect(try ours(["v": value]) == foundation(["v": value]))
    }

    @Test func fieldsAndNoFieldsMatchFoundation() throws {
        #expect(try ours(NoFields()) == foundation(NoFields()))
        let f = Fields(["room": "ABCD", "seq": 3, "players": ["p1", "p2"], "nothing": nil as Int?])
        #expect(try ours(f) == foundation(f))
    }
}
