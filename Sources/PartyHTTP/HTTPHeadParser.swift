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
    /// The methods and bodies accepted (by default `GET` and `HEAD` without a body).
    public let rules: HTTPRequestRules
    private var buffer = ReadBuffer()
    private var scanned = 0  // unread bytes known to hold no head end

    /// Creates a parser; the defaults are 8 KiB, 100 fields, and `GET`/`HEAD` without bodies.
    public init(maxHeadBytes: Int = 8192, maxHeaderCount: Int = 100, rules: HTTPRequestRules = .readOnly) {
        precondition(maxHeadBytes > 0 && maxHeaderCount > 0)
        self.maxHeadBytes = maxHeadBytes
        self.maxHeaderCount = maxHeaderCount
        self.rules = rules
    }

    /// Bytes buffered and not yet returned as part of a head.
    public var bufferedByteCount: Int { buffer.count }

    /// Adds bytes read from the connection.
    public mutating func append(_ bytes: some Sequence<UInt8>) { buffer.append(bytes) }

    /// Removes and returns the next `count` buffered bytes (a request's body, after its head);
    /// nil, consuming nothing, while fewer are buffered.
    public mutating func take(_ count: Int) -> [UInt8]? {
        guard buffer.count >= count else { return nil }
        defer { buffer.consume(count); scanned = 0 }
        return Array(buffer.unread.prefix(count))
    }

    /// Removes and returns every buffered byte (what followed an upgrade request).
    public mutating func takeBuffered() -> [UInt8] {
        scanned = 0
        return buffer.takeAll()
    }

    /// The next complete, validated head, or nil when more data is needed.
    /// - Throws: ``HTTPRequestError``; the stream cannot be resynchronised after that and the
    ///   connection should get the error's status and be closed.
    public mutating func next() throws(HTTPRequestError) -> HTTPRequestHead? {
        // Empty lines before a request line are ignored (RFC 9112 §2.2).
        while let first = buffer.unread.first, first == 0x0A || (first == 0x0D && buffer.unread.dropFirst().first == 0x0A) {
            buffer.consume(first == 0x0A ? 1 : 2)
        }
        guard let end = findHeadEnd() else {
            if bufferedByteCount > maxHeadBytes { throw .headTooLarge(limit: maxHeadBytes) }
            return nil
        }
        let head = buffer.unread.prefix(end)
        buffer.consume(end)
        scanned = 0
        if head.count > maxHeadBytes { throw .headTooLarge(limit: maxHeadBytes) }
        return try HTTPHeadSyntax.parse(head, maxHeaderCount: maxHeaderCount, rules: rules)
    }

    /// How many unread bytes make up the head, up to its blank line (`\n\n` or `\n\r\n`), if buffered.
    private mutating func findHeadEnd() -> Int? {
        let bytes = buffer.unread
        var i = bytes.startIndex + max(0, scanned - 2)
        while i < bytes.endIndex {
            if bytes[i] == 0x0A {
                if i + 1 < bytes.endIndex && bytes[i + 1] == 0x0A { return i + 2 - bytes.startIndex }
                if i + 2 < bytes.endIndex && bytes[i + 1] == 0x0D && bytes[i + 2] == 0x0A { return i + 3 - bytes.startIndex }
            }
            i += 1
        }
        scanned = bytes.count
        return nil
    }
}
