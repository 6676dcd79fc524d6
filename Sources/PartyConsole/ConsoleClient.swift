import Foundation
import Glibc

/// A blocking HTTP/1.1 client for the console's API (`partyd admin`, and tests): one request
/// per connection (`Connection: close`), the token in `Authorization: Bearer` only.
public struct ConsoleClient: Sendable {
    /// Where the console listens.
    public var url: ConsoleURL
    /// The admin token (nil sends none: for tests of refusals).
    public var token: String?
    /// The longest a request may take, connect to close.
    public var timeoutSeconds: Int

    /// What went wrong on the way (never an HTTP status: those come back as responses).
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// A client for `url` with `token`.
    public init(url: ConsoleURL, token: String?, timeoutSeconds: Int = 150) {
        self.url = url
        self.token = token
        self.timeoutSeconds = timeoutSeconds
    }

    /// Sends `method path` with a JSON `body` (and `headers`, which may replace the default
    /// `Authorization`) and returns the response.
    public func send(_ method: String, _ path: String, json body: String? = nil, headers: [(String, String)] = []) throws(Failure) -> ConsoleResponse {
        var fields: [(String, String)] = [("Host", url.hostHeader), ("Connection", "close"), ("Accept", "application/json")]
        if let token, !headers.contains(where: { $0.0.lowercased() == "authorization" }) { fields.append(("Authorization", "Bearer \(token)")) }
        let payload = Array((body ?? "").utf8)
        if body != nil { fields += [("Content-Type", "application/json"), ("Content-Length", String(payload.count))] }
        fields += headers
        var request = Array("\(method) \(path) HTTP/1.1\r\n".utf8)
        for (name, value) in fields { request += Array("\(name): \(value)\r\n".utf8) }
        request += Array("\r\n".utf8) + payload
        let raw = try exchange(request)
        guard let response = ConsoleResponse.parse(raw) else { throw Failure(description: "the answer from \(url.hostHeader) is not HTTP") }
        return response
    }

    /// Connects, writes `request`, reads until the server closes.
    private func exchange(_ request: [UInt8]) throws(Failure) -> [UInt8] {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(url.host, String(url.port), &hints, &list) == 0, let first = list else {
            throw Failure(description: "cannot resolve \(url.host)")
        }
        defer { freeaddrinfo(list) }
        var fd: Int32 = -1
        var entry: UnsafeMutablePointer<addrinfo>? = first
        while let e = entry {
            fd = socket(e.pointee.ai_family, e.pointee.ai_socktype, e.pointee.ai_protocol)
            if fd >= 0 {
                var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
                setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
                setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
                if connect(fd, e.pointee.ai_addr, e.pointee.ai_addrlen) == 0 { break }
                close(fd)
                fd = -1
            }
            entry = e.pointee.ai_next
        }
        guard fd >= 0 else { throw Failure(description: "nothing answers at \(url.hostHeader) (is partyd running with --admin-port \(url.port)?)") }
        defer { close(fd) }
        var sent = 0
        while sent < request.count {
            let n = request[sent...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard n > 0 else { throw Failure(description: "the connection to \(url.hostHeader) broke while sending") }
            sent += n
        }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = recv(fd, &buffer, buffer.count, 0)
            if n == 0 { break }
            guard n > 0 else { throw Failure(description: "no complete answer from \(url.hostHeader) within \(timeoutSeconds) s") }
            received += buffer[..<n]
        }
        return received
    }
}
