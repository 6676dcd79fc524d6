import PartyTestSupport
import Testing
@testable import PartyHTTP

/// The frame decoder with `limit`, checked by the shared ``DecoderVerifier``.
private func verifier(limit: Int = 1024, binary: Bool = false) -> DecoderVerifier<WebSocketFrameDecoder> {
    DecoderVerifier { WebSocketFrameDecoder(maxMessageBytes: limit, acceptsBinary: binary) }
}

/// Feeds `chunks` to a fresh decoder, collecting messages after every chunk.
private func decodeAll(_ chunks: [[UInt8]], limit: Int = 1024, binary: Bool = false) throws(WebSocketFailure) -> [WebSocketMessage] {
    try verifier(limit: limit, binary: binary).decode(chunks)
}

/// The close code a stream fails with, in every split (nil if it does not fail).
private func failureCode(_ stream: [UInt8], limit: Int = 1024) -> WebSocketCloseCode? {
    let outcomes = verifier(limit: limit).outcomes(of: stream)
    var codes: Set<UInt16> = []
    var failed = 0
    for case let .failure(error) in outcomes {
        codes.insert(error.code.rawValue)
        failed += 1
    }
    #expect(failed == 0 || failed == outcomes.count, "fails only in some splits")
    #expect(codes.count <= 1, "different codes in different splits: \(codes)")
    return codes.first.map(WebSocketCloseCode.init(rawValue:))
}

@Suite("WebSocketFrameDecoder")
struct WebSocketFrameDecoderTests {
    static let long = String(repeating: "é", count: 200)  // 400 bytes: 16-bit length
    static let stream: [UInt8] =
        clientText("{\"type\":\"ping\",\"id\":1}")
        + clientFrame(0x9, bytes("hi"))
        + clientText("{\"type\":\"chat.send\",", fin: false)
        + clientFrame(0xA, [])                                  // control frame between fragments
        + clientFrame(0x0, bytes("\"text\":\"h") + [0xC3], fin: false)
        + clientFrame(0x0, [0xA9] + bytes("llo 🎉\"}"))         // é split across fragments
        + clientText(long)
        + clientFrame(0x8, [0x03, 0xE8] + bytes("bye"))

    @Test func everySplitGivesTheSameMessages() throws {
        let expected: [WebSocketMessage] = [
            .text(bytes("{\"type\":\"ping\",\"id\":1}")),
            .ping(bytes("hi")),
            .pong([]),
            .text(bytes("{\"type\":\"chat.send\",\"text\":\"héllo 🎉\"}")),
            .text(bytes(Self.long)),
            .close(code: .normal, reason: "bye"),
        ]
        let mismatches = verifier().mismatches(Self.stream, expecting: expected)
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    @Test func sixtyFourBitLengthsAndEmptyMessages() throws {
        let big = [UInt8](repeating: UInt8(ascii: "x"), count: 70_000)
        #expect(try decodeAll([clientFrame(0x1, big)], limit: 70_000) == [.text(big)])
        #expect(try decodeAll([clientFrame(0x1, [])]) == [.text([])])
        #expect(try decodeAll([clientFrame(0x1, [], fin: false), clientFrame(0x0, [])]) == [.text([])])
        #expect(try decodeAll([clientFrame(0x8, [])]) == [.close(code: nil, reason: "")])
    }

    @Test func incompleteFrameWaits() throws {
        var decoder = WebSocketFrameDecoder(maxMessageBytes: 64)
        let frame = clientText("hello")
        decoder.append(frame.dropLast())
        #expect(try decoder.next() == nil)
        #expect(decoder.bufferedByteCount == frame.count - 1)
        decoder.append(frame.suffix(1))
        #expect(try decoder.next() == .text(bytes("hello")))
        #expect(decoder.bufferedByteCount == 0)
    }

    @Test func unmaskedClientFrameIs1002() {
        #expect(failureCode(clientFrame(0x1, bytes("hi"), masked: false)) == .protocolError)
        #expect(failureCode(clientFrame(0x9, [], masked: false)) == .protocolError)
    }

    @Test(arguments: [1, 2, 4, 7] as [UInt8])
    func reservedBitsAre1002(rsv: UInt8) {
        #expect(failureCode(clientFrame(0x1, bytes("hi"), rsv: rsv)) == .protocolError)
    }

    @Test(arguments: [0x3, 0x4, 0x5, 0x6, 0x7, 0xB, 0xC, 0xD, 0xE, 0xF] as [UInt8])
    func reservedOpcodesAre1002(opcode: UInt8) {
        #expect(failureCode(clientFrame(opcode, bytes("hi"))) == .protocolError)
    }

    @Test func controlFrameRules() {
        #expect(failureCode(clientFrame(0x9, [UInt8](repeating: 1, count: 126))) == .protocolError)
        #expect(failureCode(clientFrame(0x9, [UInt8](repeating: 1, count: 125))) == nil)
        #expect(failureCode(clientFrame(0x9, bytes("x"), fin: false)) == .protocolError)
        #expect(failureCode(clientFrame(0x8, [0x03])) == .protocolError)                  // one-byte close payload
        #expect(failureCode(clientFrame(0x8, [0x03, 0xED])) == .protocolError)            // 1005 is never sent
        #expect(failureCode(clientFrame(0x8, [0x03, 0xEE])) == .protocolError)            // 1006
        #expect(failureCode(clientFrame(0x8, [0x03, 0xE7])) == .protocolError)            // 999
        #expect(failureCode(clientFrame(0x8, [0x0F, 0xA0])) == nil)                       // 4000: private use
        #expect(failureCode(clientFrame(0x8, [0x13, 0x88])) == .protocolError)            // 5000
        #expect(failureCode(clientFrame(0x8, [0x03, 0xE8, 0xC3, 0x28])) == .invalidPayload) // bad UTF-8 reason
    }

    @Test func fragmentationRules() {
        #expect(failureCode(clientFrame(0x0, bytes("x"))) == .protocolError)                               // stray continuation
        #expect(failureCode(clientText("a", fin: false) + clientText("b")) == .protocolError)               // new message mid-way
        #expect(failureCode(clientText("a", fin: false) + clientFrame(0x2, [1])) == .protocolError)
        #expect(failureCode(clientText("a", fin: false) + clientFrame(0x0, bytes("b"))) == nil)
    }

    @Test func binaryIs1003UnlessAccepted() throws {
        #expect(failureCode(clientFrame(0x2, [1, 2, 3])) == .unsupportedData)
        #expect(try decodeAll([clientFrame(0x2, [1, 2], fin: false), clientFrame(0x0, [3])], binary: true) == [.binary([1, 2, 3])])
    }

    @Test func invalidUTF8Is1007IncludingAcrossFragments() {
        #expect(failureCode(clientFrame(0x1, [0xC3, 0x28])) == .invalidPayload)
        #expect(failureCode(clientFrame(0x1, [0xED, 0xA0, 0x80])) == .invalidPayload)              // surrogate
        #expect(failureCode(clientFrame(0x1, [0xC0, 0xAF])) == .invalidPayload)                    // overlong
        #expect(failureCode(clientFrame(0x1, [0xF4, 0x90, 0x80, 0x80])) == .invalidPayload)        // past U+10FFFF
        #expect(failureCode(clientFrame(0x1, [0xE2, 0x82])) == .invalidPayload)                    // ends mid-sequence
        #expect(failureCode(clientFrame(0x1, [0xE2], fin: false) + clientFrame(0x0, [0x82, 0xAC])) == nil)
        #expect(failureCode(clientFrame(0x1, [0xE2], fin: false) + clientFrame(0x0, [0x28])) == .invalidPayload)
    }

    @Test func invalidUTF8FailsAtTheFirstBadFragment() throws {
        var decoder = WebSocketFrameDecoder(maxMessageBytes: 64)
        decoder.append(clientFrame(0x1, [0xCE, 0xBA, 0xE1], fin: false))
        #expect(try decoder.next() == nil)
        decoder.append(clientFrame(0x0, [0xBD, 0xB9, 0xCF, 0x83, 0xCE, 0xBC, 0xCE, 0xB5, 0xED, 0xA0, 0x80], fin: false))
        #expect(throws: WebSocketFailure(.invalidPayload, "text is not UTF-8")) { try decoder.next() }
    }

    @Test func invalidUTF8FailsBeforeTheRestOfALongFrameArrives() throws {
        var decoder = WebSocketFrameDecoder(maxMessageBytes: 4096)
        let frame = clientFrame(0x1, bytes("{\"text\":\"") + [0xCE, 0xBA, 0xC0, 0xAF] + [UInt8](repeating: 0x61, count: 1000))
        decoder.append(frame.prefix(8 + 9 + 2))  // header and mask, `{"text":"` and one good character
        #expect(try decoder.next() == nil)
        decoder.append(frame.dropFirst(19).prefix(2))  // an overlong sequence
        #expect(throws: WebSocketFailure(.invalidPayload, "text is not UTF-8")) { try decoder.next() }
    }

    @Test func messageOverTheLimitIs1009BeforeItsPayloadArrives() throws {
        #expect(failureCode(clientFrame(0x1, [UInt8](repeating: 0x61, count: 101)), limit: 100) == .messageTooBig)
        #expect(failureCode(clientFrame(0x1, [UInt8](repeating: 0x61, count: 100)), limit: 100) == nil)
        let fragments = clientFrame(0x1, [UInt8](repeating: 0x61, count: 60), fin: false)
            + clientFrame(0x0, [UInt8](repeating: 0x61, count: 41))
        #expect(failureCode(fragments, limit: 100) == .messageTooBig)
        var decoder = WebSocketFrameDecoder(maxMessageBytes: 100)
        decoder.append(Array(clientFrame(0x1, [UInt8](repeating: 0x61, count: 1_000_000)).prefix(14)))
        #expect(throws: WebSocketFailure.self) { try decoder.next() }
    }

    @Test func lengthWithTheTopBitSetIs1002() {
        let frame: [UInt8] = [0x81, 0xFF, 0x80, 0, 0, 0, 0, 0, 0, 1, 1, 2, 3, 4]
        #expect(failureCode(frame) == .protocolError)
    }
}
