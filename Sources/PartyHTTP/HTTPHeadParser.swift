/// An incremental, strict HTTP/1.x request-head parser with a hard size limit.
///
/// Feed bytes with ``append(_:)`` in any split, then call ``next()`` until it returns nil
/// ("need more data": nothing is consumed). Requests may be pipelined: bytes after one head
/// stay buffered for the next, and ``takeBuffered()`` hands them over after a protocol
/// upgrade. The parser never holds more than the limit for an unfinished head.
public struct HTTPHeadParser: Sendable {
    /// The largest head accepted (request line, headers and the blank line), in bytes.
    public let maxHeadBytes: Int
    /// The most header fields accepted in one head.
    public let maxHeaderCount: Int
    private var buffer: [UInt8] = []
    private var start = 0
    private var scanned = 0  // bytes after `start` known to hold no head end

    /// Creates a parser; the defaults are 8 KiB and 100 fields.
    public init(maxHeadBytes: Int = 8192, maxHeaderCount: Int = 100) {
        precondition(maxHeadBytes > 0 && maxHeaderCount > 0)
        self.maxHeadBytes = maxHeadBytes
        self.maxHeaderCount = maxHeaderCount
    }

    /// Bytes buffered and not yet returned as part of a head.
    public var bufferedByteCount: Int { buffer.count - start }

    /// Adds bytes read from the connection.
    public mutating func append(_ bytes: some Sequence<UInt8>) {
        if start > 0 && start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// Removes and returns every buffered byte (what followed an upgrade request).
    public mutating func takeBuffered() -> [UInt8] {
        defer { buffer = []; start = 0; scanned = 0 }
        return Array(buffer[start...])
    }

    /// The next complete, validated head, or nil when more data is needed.
    /// - Throws: ``HTTPRequestError``; the stream cannot be resynchronised after that and the
    ///   connection should get the error's status and be closed.
    public mutating func next() throws(HTTPRequestError) -> HTTPRequestHead? {
        // Empty lines before a request line are ignored (RFC 9112 §2.2).
        while start < buffer.count, buffer[start] == 0x0A || (buffer[start] == 0x0D && start + 1 < buffer.count && buffer[start + 1] == 0x0A) {
            start += buffer[start] == 0x0A ? 1 : 2
        }
        guard let end = findHeadEnd() else {
            if bufferedByteCount > maxHeadBytes { throw .headTooLarge(limit: maxHeadBytes) }
            return nil
        }
        let head = buffer[start..<end]
        start = end
        scanned = 0
        if head.count > maxHeadBytes { throw .headTooLarge(limit: maxHeadBytes) }
        return try HTTPHeadSyntax.parse(head, maxHeaderCount: maxHeaderCount)
    }

    /// The index just past the blank line ending the head (`\n\n` or `\n\r\n`), if buffered.
    private mutating func findHeadEnd() -> Int? {
        var i = start + max(0, scanned - 2)
        while i < buffer.count {
            if buffer[i] == 0x0A {
                if i + 1 < buffer.count && buffer[i + 1] == 0x0A { return i + 2 }
                if i + 2 < buffer.count && buffer[i + 1] == 0x0D && buffer[i + 2] == 0x0A { return i + 3 }
            }
            i += 1
        }
        scanned = buffer.count - start
        return nil
    }
}
