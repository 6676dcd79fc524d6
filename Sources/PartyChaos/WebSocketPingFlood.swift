import Glibc

/// A bare WebSocket client for one attack: it upgrades on `/ws`, sends a flood of pings in one
/// write and reads what comes back until the server closes. Blocking socket calls with a
/// receive deadline; loopback or LAN only (a chaos run's server).
struct WebSocketPingFlood {
    /// What the server did about the flood.
    struct Outcome: Sendable {
        /// Pongs received before the close.
        var pongs = 0
        /// The server's close code (nil when the socket closed without a close frame).
        var closeCode: Int?
    }

    let host: String
    let port: Int

    /// Sends `pings` pings (one write) and reads until the server closes or `seconds` pass.
    func run(pings: Int, seconds: Int = 5) throws -> Outcome {
        let fd = try connect()
        defer { close(fd) }
        let key = "cGFydHlsaW5lLWNoYW9zIQ=="
        try send(fd, Array(("GET /ws HTTP/1.1\r\nHost: \(host):\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                            + "Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: \(key)\r\n\r\n").utf8))
        var buffer: [UInt8] = []
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        while buffer.firstRange(of: Array("\r\n\r\n".utf8)) == nil {
            guard try receive(fd, into: &buffer) else { throw ChaosProblem("ping flood: no handshake answer") }
        }
        let head = buffer.firstRange(of: Array("\r\n\r\n".utf8))!
        guard buffer.starts(with: Array("HTTP/1.1 101".utf8)) else { throw ChaosProblem("ping flood: upgrade refused") }
        buffer.removeSubrange(..<head.upperBound)
        let ping: [UInt8] = [0x89, 0x81, 1, 2, 3, 4, UInt8(ascii: "p") ^ 1]  // masked, one byte of payload
        _ = try? send(fd, Array((0..<pings).map { _ in ping }.joined()))  // the server may close mid-write
        var outcome = Outcome()
        while true {
            while let (opcode, payload, length) = Self.frame(in: buffer) {
                buffer.removeSubrange(..<length)
                if opcode == 0xA { outcome.pongs += 1 }
                if opcode == 0x8 {
                    outcome.closeCode = payload.count >= 2 ? Int(payload[0]) << 8 | Int(payload[1]) : nil
                    return outcome
                }
            }
            guard (try? receive(fd, into: &buffer)) == true else { return outcome }
        }
    }

    private func connect() throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_port = in_port_t(UInt16(port).bigEndian)
        addr.sin_addr.s_addr = inet_addr(host == "localhost" ? "127.0.0.1" : host)
        let rc = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard rc == 0 else {
            close(fd)
            throw ChaosProblem("ping flood: cannot connect to \(host):\(port)")
        }
        return fd
    }

    private func send(_ fd: Int32, _ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard n > 0 else { throw ChaosProblem("ping flood: send failed") }
            offset += n
        }
    }

    /// Reads what is there into `buffer`; false at end of stream.
    private func receive(_ fd: Int32, into buffer: inout [UInt8]) throws -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        if n < 0 { throw ChaosProblem("ping flood: no answer in time") }
        buffer += chunk[..<n]
        return n > 0
    }

    /// One unmasked server frame at the start of `bytes`: opcode, payload, total length.
    static func frame(in bytes: [UInt8]) -> (UInt8, [UInt8], Int)? {
        guard bytes.count >= 2 else { return nil }
        var length = Int(bytes[1] & 0x7F)
        var at = 2
        if length == 126 {
            guard bytes.count >= 4 else { return nil }
            length = Int(bytes[2]) << 8 | Int(bytes[3])
            at = 4
        } else if length == 127 {
            guard bytes.count >= 10 else { return nil }
            length = (0..<8).reduce(0) { $0 << 8 | Int(bytes[2 + $1]) }
            at = 10
        }
        guard bytes.count >= at + length else { return nil }
        return (bytes[0] & 0x0F, Array(bytes[at..<(at + length)]), at + length)
    }
}
