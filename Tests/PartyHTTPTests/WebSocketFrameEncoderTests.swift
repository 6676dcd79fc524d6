import Testing
@testable import PartyHTTP

@Suite("WebSocketFrameEncoder")
struct WebSocketFrameEncoderTests {
    @Test func headersUseTheShortestLength() {
        #expect(WebSocketFrameEncoder.header(.text, length: 0) == [0x81, 0])
        #expect(WebSocketFrameEncoder.header(.text, length: 125) == [0x81, 125])
        #expect(WebSocketFrameEncoder.header(.text, length: 126) == [0x81, 126, 0, 126])
        #expect(WebSocketFrameEncoder.header(.text, length: 65535) == [0x81, 126, 0xFF, 0xFF])
        #expect(WebSocketFrameEncoder.header(.text, length: 65536) == [0x81, 127, 0, 0, 0, 0, 0, 1, 0, 0])
        #expect(WebSocketFrameEncoder.header(.close, length: 2) == [0x88, 2])
    }

    @Test func anEncodedLineIsOnlyPrefixedWithAHeader() {
        let line = bytes("{\"type\":\"chat.message\",\"room\":\"ABCD\",\"seq\":3,\"text\":\"hé\"}\n")
        let frame = WebSocketFrameEncoder.textLine(line)
        let payload = Array(line.dropLast())
        #expect(frame == [0x81, UInt8(payload.count)] + payload)
        #expect(WebSocketFrameEncoder.textLine(bytes("{}\r\n")) == [0x81, 2] + bytes("{}"))
        #expect(WebSocketFrameEncoder.textLine(bytes("{}")) == [0x81, 2] + bytes("{}"))
        let big = [UInt8](repeating: 0x61, count: 300) + [0x0A]
        #expect(WebSocketFrameEncoder.textLine(big) == [0x81, 126, 1, 44] + big.dropLast())
    }

    @Test func aBufferOfLinesBecomesOneFramePerLine() {
        let big = [UInt8](repeating: 0x62, count: 200)
        let buffer = bytes("{\"a\":1}\n") + big + [0x0A] + bytes("{}\n")
        #expect(WebSocketFrameEncoder.textLines(buffer)
            == [0x81, 7] + bytes("{\"a\":1}") + [0x81, 126, 0, 200] + big + [0x81, 2] + bytes("{}"))
        #expect(WebSocketFrameEncoder.textLines(bytes("{}")) == [0x81, 2] + bytes("{}"))
        #expect(WebSocketFrameEncoder.textLines([]).isEmpty)
        let line = bytes("{\"type\":\"chat.message\"}\n")
        #expect(WebSocketFrameEncoder.textLines(line) == WebSocketFrameEncoder.textLine(line))
    }

    @Test func controlFrames() {
        #expect(WebSocketFrameEncoder.ping(bytes("x")) == [0x89, 1, 0x78])
        #expect(WebSocketFrameEncoder.pong(bytes("x")) == [0x8A, 1, 0x78])
        #expect(WebSocketFrameEncoder.pong([UInt8](repeating: 1, count: 200)).count == 2 + 125)
        #expect(WebSocketFrameEncoder.close(nil) == [0x88, 0])
        #expect(WebSocketFrameEncoder.close(.goingAway, reason: "bye") == [0x88, 5, 0x03, 0xE9] + bytes("bye"))
    }

    @Test func closeReasonIsCutOnACharacterBoundary() {
        let frame = WebSocketFrameEncoder.close(.protocolError, reason: String(repeating: "é", count: 100))
        #expect(frame.count <= 2 + 125)
        #expect(String(validating: frame[4...], as: UTF8.self) != nil)
        #expect(frame[1] == 2 + 122)
    }

    @Test func serverFramesDecodeWithTheClientRules() throws {
        // Re-mask a server frame as a client would send it: the decoder reads back what the encoder wrote.
        let frame = WebSocketFrameEncoder.text(bytes("héllo"))
        let remasked = clientFrame(frame[0] & 0x0F, Array(frame[2...]))
        var decoder = WebSocketFrameDecoder(maxMessageBytes: 64)
        decoder.append(remasked)
        #expect(try decoder.next() == .text(bytes("héllo")))
    }
}
