/// Splits a byte stream into newline-terminated frames (NDJSON) with a hard size limit.
///
/// Feed bytes with ``append(_:)`` in any split, then call ``next()`` until it returns nil
/// ("need more data": nothing is consumed). `\r\n` is accepted; empty lines are skipped.
/// A frame longer than `maxFrameBytes` (without its line ending) throws
/// ``FrameError/frameTooLarge(limit:)``: the decoder never holds more than the limit for an
/// unfinished frame, so a client cannot make the server buffer an endless line.
public struct LineFrameDecoder: Sendable {
    /// The largest frame accepted, in bytes, excluding the line ending.
    public let maxFrameBytes: Int
    private var buffer: [UInt8] = []
    private var start = 0  // first unconsumed byte
    private var scanned = 0  // bytes after `start` already known to hold no newline

    /// Creates a decoder with the given frame limit.
    public init(maxFrameBytes: Int) {
        precondition(maxFrameBytes > 0)
        self.maxFrameBytes = maxFrameBytes
    }

    /// Number of bytes buffered and not yet returned as frames.
    public var bufferedByteCount: Int { buffer.count - start }

    /// Removes and returns the bytes buffered and not yet returned as frames (a partial line),
    /// for a connection that stops decoding and passes its stream on as it is.
    public mutating func takeBuffered() -> [UInt8] {
        defer {
            buffer.removeAll()
            start = 0
            scanned = 0
        }
        return Array(buffer[start...])
    }

    /// Adds bytes read from the connection.
    public mutating func append(_ bytes: some Sequence<UInt8>) {
        if start > 0 && start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next complete frame (without its line ending), or nil when more data is needed.
    /// - Throws: ``FrameError/frameTooLarge(limit:)`` when a frame exceeds the limit; the
    ///   stream cannot be resynchronised after that and the connection should be closed.
    public mutating func next() throws(FrameError) -> ArraySlice<UInt8>? {
        while true {
            let searchFrom = start + scanned
            guard let newline = buffer[searchFrom...].firstIndex(of: 0x0A) else {
                scanned = buffer.count - start
                // A trailing `\r` may be the first half of a `\r\n` split across reads: not frame data.
                let pendingCR = buffer.last == 0x0D ? 1 : 0
                if scanned - pendingCR > maxFrameBytes { throw .frameTooLarge(limit: maxFrameBytes) }
                return nil
            }
            var end = newline
            if end > start && buffer[end - 1] == 0x0D { end -= 1 }
            let frame = buffer[start..<end]
            start = newline + 1
            scanned = 0
            if frame.count > maxFrameBytes { throw .frameTooLarge(limit: maxFrameBytes) }
            if frame.isEmpty || frame.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
            return frame
        }
    }
}

/// Why the frame decoder gave up on a stream.
public enum FrameError: Error, Equatable, Sendable {
    /// A frame was longer than the configured limit.
    case frameTooLarge(limit: Int)
}
