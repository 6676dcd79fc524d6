import PartyCore
import PartyTestSupport
import Testing
@testable import PartyProtocol

extension LineFrameDecoder: ByteStreamDecoder {}

/// The line decoder with `limit`, checked by the shared ``DecoderVerifier``.
private func verifier(limit: Int = 1024) -> DecoderVerifier<LineFrameDecoder> {
    DecoderVerifier { LineFrameDecoder(maxFrameBytes: limit) }
}

/// Feeds `chunks` to a fresh decoder, draining frames after every chunk.
private func decodeAll(_ chunks: [[UInt8]], limit: Int = 1024) throws(FrameError) -> [String] {
    try verifier(limit: limit).decode(chunks).map { String(decoding: $0, as: UTF8.self) }
}

@Suite("LineFrameDecoder")
struct LineFrameDecoderTests {
    static let streamText: String =
        "{\"type\":\"ping\",\"id\":1}\n"
        + "\n"                                   // empty line: skipped
        + "{\"type\":\"chat.send\",\"text\":\"héllo wörld 🎉\"}\r\n"
        + "   \n"                                // blank line: skipped
        + "create Alice\r\n"
        + "\r\n"
        + "say one two three\n"
        + "{\"type\":\"room.join\",\"room\":\"ABCD\",\"name\":\"Bob\"}\n"
    static let stream = Array(streamText.utf8)
    static let expected = [
        "{\"type\":\"ping\",\"id\":1}",
        "{\"type\":\"chat.send\",\"text\":\"héllo wörld 🎉\"}",
        "create Alice",
        "say one two three",
        "{\"type\":\"room.join\",\"room\":\"ABCD\",\"name\":\"Bob\"}",
    ]

    @Test("all at once, a byte at a time and random splits give the same frames")
    func everySplitGivesTheSameFrames() {
        let mismatches = verifier().mismatches(Self.stream, expecting: Self.expected) { String(decoding: $0, as: UTF8.self) }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    @Test func carriageReturnIsStrippedOnlyBeforeNewline() throws {
        #expect(try decodeAll([Array("a\rb\r\n\rc\n".utf8)]) == ["a\rb", "\rc"])
    }

    @Test func incompleteFrameWaitsWithoutConsuming() throws {
        var decoder = LineFrameDecoder(maxFrameBytes: 64)
        decoder.append(Array("{\"type\":".utf8))
        #expect(try decoder.next() == nil)
        #expect(try decoder.next() == nil)
        #expect(decoder.bufferedByteCount == 8)
        decoder.append(Array("\"ping\"}\n".utf8))
        let frame = try #require(try decoder.next())
        #expect(String(decoding: frame, as: UTF8.self) == "{\"type\":\"ping\"}")
        #expect(decoder.bufferedByteCount == 0)
    }

    @Test func onlyEmptyLinesGiveNoFrames() throws {
        #expect(try decodeAll([Array("\n\r\n\n  \n\t\n".utf8)]).isEmpty)
    }

    @Test func frameExactlyAtTheLimitPasses() throws {
        let limit = 100
        let line = [UInt8](repeating: UInt8(ascii: "x"), count: limit)
        let expected = [String(repeating: "x", count: limit)]
        #expect(try decodeAll([line + [0x0A]], limit: limit) == expected)
        #expect(try decodeAll((line + [0x0A]).map { [$0] }, limit: limit) == expected)
        #expect(try decodeAll([line + [0x0D, 0x0A]], limit: limit) == expected)
    }

    @Test
    func frameAtTheLimitWithSplitCRLFPasses() throws {
        let line = [UInt8](repeating: UInt8(ascii: "x"), count: 100)
        #expect(try decodeAll([line + [0x0D], [0x0A]], limit: 100) == [String(repeating: "x", count: 100)])
    }

    @Test func frameOneOverTheLimitThrowsWithNewline() {
        let line = [UInt8](repeating: UInt8(ascii: "x"), count: 101) + [0x0A]
        #expect(throws: FrameError.frameTooLarge(limit: 100)) { try decodeAll([line], limit: 100) }
    }

    @Test(arguments: [1, 7, 64, 1000])
    func oversizeFrameThrowsAndNeverBuffersMoreThanTheLimit(chunkSize: Int) {
        let limit = 256
        var decoder = LineFrameDecoder(maxFrameBytes: limit)
        var fed = 0
        var threw = false
        let chunk = [UInt8](repeating: UInt8(ascii: "y"), count: chunkSize)
        while fed < 100_000 {
            decoder.append(chunk)
            fed += chunkSize
            #expect(decoder.bufferedByteCount <= limit + chunkSize)
            do {
                #expect(try decoder.next() == nil)
            } catch {
                #expect(error == .frameTooLarge(limit: limit))
                threw = true
                break
            }
            #expect(decoder.bufferedByteCount <= limit)
        }
        #expect(threw)
        #expect(fed <= limit + chunkSize)
    }

    @Test func framesBeforeAnOversizeFrameAreDelivered() throws {
        var decoder = LineFrameDecoder(maxFrameBytes: 16)
        decoder.append(Array("short\n".utf8) + [UInt8](repeating: 0x41, count: 40))
        let frame = try decoder.next()
        #expect(frame.map { String(decoding: $0, as: UTF8.self) } == "short")
        #expect(throws: FrameError.frameTooLarge(limit: 16)) { try decoder.next() }
    }

    @Test func bufferIsCompactedOverManyFrames() throws {
        var decoder = LineFrameDecoder(maxFrameBytes: 64)
        for i in 0..<10_000 {
            decoder.append(Array("frame \(i)\n".utf8))
            let frame = try #require(try decoder.next())
            #expect(String(decoding: frame, as: UTF8.self) == "frame \(i)")
            #expect(decoder.bufferedByteCount == 0)
        }
    }

    @Test("takeBuffered hands over the unfinished line and leaves the decoder empty")
    func takeBufferedPassesThePartialLineOn() throws {
        var decoder = LineFrameDecoder(maxFrameBytes: 64)
        decoder.append(Array("one\ntwo\nthr".utf8))
        #expect(try decoder.next().map { String(decoding: $0, as: UTF8.self) } == "one")
        #expect(Array(try #require(try decoder.next())) == Array("two".utf8))
        #expect(decoder.takeBuffered() == Array("thr".utf8))
        #expect(decoder.bufferedByteCount == 0)
        decoder.append(Array("ee\n".utf8))
        #expect(try decoder.next().map { String(decoding: $0, as: UTF8.self) } == "ee")
    }
}
