import PartyProtocol

/// libFuzzer target: the NDJSON line decoder (`Sources/PartyProtocol/LineFrameDecoder.swift`).
///
/// The first byte picks the frame limit (1–64 bytes, so limits are hit often); the rest is the
/// stream. It is decoded twice, all at once and in small pieces whose sizes come from the data,
/// and both must give the same frames (and the same failure). Every frame fits the limit and
/// holds no newline; between reads the decoder never holds more than the limit plus a `\r`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLineDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard size > 0 else { return 0 }
    let limit = Int(data[0] % 64) + 1
    let stream = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    var pieces: [Int] = []
    var offset = 0
    while offset < stream.count {
        let piece = Int(stream[offset] % 7) + 1
        pieces.append(piece)
        offset += piece
    }
    let whole = DecodedStream(stream, limit: limit, pieces: [max(1, stream.count)])
    let split = DecodedStream(stream, limit: limit, pieces: pieces)
    precondition(whole == split, "whole \(whole) != split \(split)")
    return 0
}

/// What a decoder made of a stream fed in pieces.
struct DecodedStream: Equatable {
    var frames: [[UInt8]] = []
    var failed = false

    init(_ stream: [UInt8], limit: Int, pieces: [Int]) {
        var decoder = LineFrameDecoder(maxFrameBytes: limit)
        var offset = 0
        for piece in pieces where offset < stream.count {
            let end = min(stream.count, offset + piece)
            decoder.append(stream[offset..<end])
            offset = end
            do {
                while let frame = try decoder.next() {
                    precondition(frame.count <= limit, "frame of \(frame.count) bytes over the limit \(limit)")
                    precondition(!frame.contains(0x0A), "frame holds a newline")
                    frames.append(Array(frame))
                }
            } catch {
                failed = true
                return
            }
            precondition(decoder.bufferedByteCount <= limit + 1, "holds \(decoder.bufferedByteCount) bytes, limit \(limit)")
        }
    }
}
