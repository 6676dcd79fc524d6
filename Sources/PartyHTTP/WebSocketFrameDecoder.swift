/// Decodes client-to-server WebSocket frames (RFC 6455 §5) into whole messages, strictly.
///
/// Feed bytes with ``append(_:)`` in any split and call ``next()`` until it returns nil
/// ("need more data"). Data frames are reassembled; control frames may arrive between
/// fragments. Every rule violation throws the close code to send: unmasked frame, reserved
/// bits or opcode, a fragmented or long control frame, a stray or missing continuation → 1002;
/// binary (unless accepted) → 1003; invalid UTF-8, also split across fragments → 1007;
/// a message over the limit → 1009, decided from the frame header before its payload is read,
/// so the decoder never holds more than the limit plus one frame header.
public struct WebSocketFrameDecoder: Sendable {
    /// The largest message accepted (sum of its fragments), in bytes.
    public let maxMessageBytes: Int
    /// Whether binary messages are delivered (an echo test endpoint) or refused with 1003.
    public let acceptsBinary: Bool
    private var buffer = ReadBuffer()
    private var message: [UInt8] = []
    private var messageOpcode: WebSocketOpcode?
    private var utf8 = UTF8Validator()
    /// Payload bytes of the unfinished frame at the head of the buffer already UTF-8-checked.
    private var checked = 0

    /// Creates a decoder.
    public init(maxMessageBytes: Int, acceptsBinary: Bool = false) {
        precondition(maxMessageBytes > 0)
        self.maxMessageBytes = maxMessageBytes
        self.acceptsBinary = acceptsBinary
    }

    /// Bytes buffered and not yet decoded.
    public var bufferedByteCount: Int { buffer.count }

    /// Whether a message has begun and not ended: a frame partly received, or a fragmented
    /// message still waiting for its last fragment.
    public var hasUnfinishedMessage: Bool { buffer.count > 0 || messageOpcode != nil }

    /// Data frames decoded that were not the last of their message (each costs the reader as
    /// much as a message; the connection charges them to its ``FrameBudget``).
    public private(set) var fragmentsDecoded = 0

    /// Adds bytes read from the connection.
    public mutating func append(_ bytes: some Sequence<UInt8>) { buffer.append(bytes) }

    /// The next complete message or control frame, or nil when more data is needed.
    /// - Throws: ``WebSocketFailure`` with the close code to send; the connection is done.
    public mutating func next() throws(WebSocketFailure) -> WebSocketMessage? {
        while true {
            let unread = buffer.unread
            guard let header = try WebSocketFrameHeader.parse(unread) else { return nil }
            try check(header)
            guard unread.count - header.headerLength >= header.payloadLength else {
                try checkEarly(header, arrived: unread.dropFirst(header.headerLength))
                return nil
            }
            var payload = Array(unread.dropFirst(header.headerLength).prefix(header.payloadLength))
            buffer.consume(header.headerLength + header.payloadLength)
            header.unmask(&payload)
            if let control = try controlMessage(header, payload) { return control }
            if let done = try dataMessage(header, payload) { return done }
        }
    }

    private func check(_ header: WebSocketFrameHeader) throws(WebSocketFailure) {
        if header.opcode.isControl {
            if !header.fin { throw WebSocketFailure(.protocolError, "fragmented control frame") }
            if header.payloadLength > 125 { throw WebSocketFailure(.protocolError, "control frame over 125 bytes") }
            return
        }
        switch (header.opcode, messageOpcode) {
        case (.continuation, nil): throw WebSocketFailure(.protocolError, "continuation without a message")
        case (.text, .some), (.binary, .some): throw WebSocketFailure(.protocolError, "new message inside a fragmented one")
        case (.binary, nil) where !acceptsBinary: throw WebSocketFailure(.unsupportedData, "binary messages are not supported")
        default: break
        }
        if message.count + header.payloadLength > maxMessageBytes {
            throw WebSocketFailure(.messageTooBig, "message over \(maxMessageBytes) bytes")
        }
    }

    private func controlMessage(_ header: WebSocketFrameHeader, _ payload: [UInt8]) throws(WebSocketFailure) -> WebSocketMessage? {
        switch header.opcode {
        case .ping: return .ping(payload)
        case .pong: return .pong(payload)
        case .close:
            if payload.isEmpty { return .close(code: nil, reason: "") }
            if payload.count == 1 { throw WebSocketFailure(.protocolError, "close payload of one byte") }
            let code = WebSocketCloseCode(rawValue: UInt16(payload[0]) << 8 | UInt16(payload[1]))
            guard code.isValidOnWire else { throw WebSocketFailure(.protocolError, "invalid close code \(code)") }
            guard let reason = String(validating: payload[2...], as: UTF8.self) else {
                throw WebSocketFailure(.invalidPayload, "close reason is not UTF-8")
            }
            return .close(code: code, reason: reason)
        default: return nil
        }
    }

    /// Checks the UTF-8 of a text frame's payload as it arrives, so invalid text fails
    /// before the rest of a long frame is waited for.
    private mutating func checkEarly(_ header: WebSocketFrameHeader, arrived: ArraySlice<UInt8>) throws(WebSocketFailure) {
        guard !header.opcode.isControl, (messageOpcode ?? header.opcode) == .text, arrived.count > checked else { return }
        var chunk = Array(arrived.dropFirst(checked))
        header.unmask(&chunk, from: checked)
        guard utf8.feed(chunk) else { throw WebSocketFailure(.invalidPayload, "text is not UTF-8") }
        checked = arrived.count
    }

    private mutating func dataMessage(_ header: WebSocketFrameHeader, _ payload: [UInt8]) throws(WebSocketFailure) -> WebSocketMessage? {
        let opcode = messageOpcode ?? header.opcode
        defer { checked = 0 }
        if opcode == .text {
            guard utf8.feed(payload.dropFirst(checked)) else { throw WebSocketFailure(.invalidPayload, "text is not UTF-8") }
            if header.fin && !utf8.isComplete { throw WebSocketFailure(.invalidPayload, "text ends inside a UTF-8 sequence") }
        }
        guard header.fin else {
            fragmentsDecoded += 1
            messageOpcode = opcode
            message += payload
            return nil
        }
        let whole = message.isEmpty ? payload : message + payload
        message = []
        messageOpcode = nil
        utf8 = UTF8Validator()
        return opcode == .text ? .text(whole) : .binary(whole)
    }
}
