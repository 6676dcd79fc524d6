import PartyHTTP

/// A bare WebSocket client over ``RawSocket`` for end-to-end tests: it sends exactly the
/// frames a test builds (malformed ones too) and reads the server's frames byte by byte.
/// Its bytes are not recorded in ``FrameLog`` (they are not JSON lines).
///
/// `@unchecked Sendable`: one test task uses it at a time.
public final class WebSocketTestClient: @unchecked Sendable {
    /// A frame from the server.
    public struct Frame: Equatable {
        public var opcode: UInt8
        public var payload: [UInt8]
        /// The payload as text.
        public var text: String { String(decoding: payload, as: UTF8.self) }
        /// The close code of a close frame.
        public var closeCode: Int? { opcode == 0x8 && payload.count >= 2 ? Int(payload[0]) << 8 | Int(payload[1]) : nil }

        /// A frame with `opcode` and `payload`.
        public init(opcode: UInt8, payload: [UInt8]) {
            self.opcode = opcode
            self.payload = payload
        }
    }

    /// The raw socket.
    public let socket: RawSocket
    /// The handshake response head (status line and fields).
    public private(set) var head = ""
    private var cursor = 0

    /// The status code of the handshake response.
    public var status: Int { Int(head.dropFirst(9).prefix(3)) ?? 0 }

    /// Connects to `port` and sends an upgrade request for `path` with the browser's usual
    /// fields, `fields` replacing or (with nil) removing them; waits for the response head.
    public init(port: Int, path: String = "/ws", fields: [String: String?] = [:]) async throws {
        socket = try RawSocket(port: port)
        var all: [(String, String?)] = [
            ("Host", "127.0.0.1:\(port)"), ("Upgrade", "websocket"), ("Connection", "Upgrade"),
            ("Sec-WebSocket-Version", "13"), ("Sec-WebSocket-Key", "dGhlIHNhbXBsZSBub25jZQ=="),
            ("Origin", "http://127.0.0.1:\(port)"), ("Sec-WebSocket-Protocol", "partyline.v1"),
        ]
        all = all.map { name, value in (name, fields.keys.contains(name) ? fields[name]! : value) }
        var request = "GET \(path) HTTP/1.1\r\n"
        for case let (name, value?) in all { request += "\(name): \(value)\r\n" }
        socket.send(request + "\r\n")
        let deadline = RawSocket.now() + 10
        while true {
            _ = socket.peerClosed
            if let end = socket.received.firstRange(of: Array("\r\n\r\n".utf8)) {
                head = String(decoding: socket.received[..<end.lowerBound], as: UTF8.self)
                cursor = end.upperBound
                return
            }
            if RawSocket.now() >= deadline { throw RawSocket.Failure.timeout("the handshake response") }
            try await Task.sleep(for: .milliseconds(5))
        }
    }

    /// Sends a frame built by `WebSocketFrameEncoder.clientFrame` (masked unless `masked` is false).
    public func send(_ opcode: UInt8, _ payload: [UInt8], fin: Bool = true, masked: Bool = true, rsv: UInt8 = 0) {
        socket.send(WebSocketFrameEncoder.clientFrame(opcode, payload, fin: fin, rsv: rsv, mask: masked ? [1, 2, 3, 4] : nil))
    }

    /// Sends a text message (one protocol frame).
    public func send(_ text: String) { send(0x1, Array(text.utf8)) }

    /// The next frame, or nil when the server closed the socket first.
    public func nextFrame(timeout: Double = 10) async throws -> Frame? {
        let deadline = RawSocket.now() + timeout
        while true {
            let open = !socket.peerClosed
            if let (frame, length) = Self.parse(socket.received[cursor...]) {
                cursor += length
                return frame
            }
            if !open { return nil }
            if RawSocket.now() >= deadline { throw RawSocket.Failure.timeout("a WebSocket frame") }
            try await Task.sleep(for: .milliseconds(5))
        }
    }

    /// The next text message whose text contains `needle`, skipping others and control frames.
    public func nextText(containing needle: String = "", timeout: Double = 10) async throws -> String {
        let deadline = RawSocket.now() + timeout
        while let frame = try await nextFrame(timeout: max(0.01, deadline - RawSocket.now())) {
            if frame.opcode == 0x1 && (needle.isEmpty || frame.text.contains(needle)) { return frame.text }
        }
        throw RawSocket.Failure.closed("a text message containing \(needle)")
    }

    /// Reads until the server's close frame and returns its code (nil if the socket closed without one).
    public func closeCode(timeout: Double = 10) async throws -> Int? {
        let deadline = RawSocket.now() + timeout
        while let frame = try await nextFrame(timeout: max(0.01, deadline - RawSocket.now())) {
            if frame.opcode == 0x8 { return frame.closeCode ?? 1005 }
        }
        return nil
    }

    /// One unmasked server frame at the start of `bytes` and its length, if complete.
    private static func parse(_ bytes: ArraySlice<UInt8>) -> (Frame, Int)? {
        let s = bytes.startIndex
        guard bytes.count >= 2 else { return nil }
        var length = Int(bytes[s + 1] & 0x7F)
        var at = 2
        if length == 126 {
            guard bytes.count >= 4 else { return nil }
            length = Int(bytes[s + 2]) << 8 | Int(bytes[s + 3])
            at = 4
        } else if length == 127 {
            guard bytes.count >= 10 else { return nil }
            length = (0..<8).reduce(0) { $0 << 8 | Int(bytes[s + 2 + $1]) }
            at = 10
        }
        guard bytes.count >= at + length else { return nil }
        return (Frame(opcode: bytes[s] & 0x0F, payload: Array(bytes[(s + at)..<(s + at + length)])), at + length)
    }

    /// Closes the socket.
    public func close() { socket.close() }
}
