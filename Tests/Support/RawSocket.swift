import Glibc

/// A bare TCP client over Glibc sockets for what `PartyClient` must not do: text mode, bytes
/// that are not lines, never reading, silence. Waiting polls without blocking the task's thread.
///
/// `@unchecked Sendable`: one test task uses it at a time; it is only handed to the
/// `ServerHarness` for recording after that task is done with it.
public final class RawSocket: @unchecked Sendable {
    /// Why a wait ended early.
    public enum Failure: Error, CustomStringConvertible {
        case connect(Int32)
        case timeout(String)
        case closed(String)
        public var description: String {
            switch self {
            case .connect(let e): "connect failed: \(String(cString: strerror(e)))"
            case .timeout(let what): "timed out waiting for \(what)"
            case .closed(let what): "connection closed while waiting for \(what)"
            }
        }
    }

    private let fd: Int32
    private var pending: [UInt8] = []
    private var pendingStart = 0  // first unread byte of `pending`
    private var isClosedByPeer = false
    private var isClosedLocally = false
    /// Every byte received so far.
    public private(set) var received: [UInt8] = []

    /// Connects to 127.0.0.1:`port`; `receiveBuffer` shrinks SO_RCVBUF before connecting.
    public init(port: Int, receiveBuffer: Int32? = nil) throws {
        fd = try Self.connectLoopback(port: port, receiveBuffer: receiveBuffer)
    }

    /// A blocking TCP socket connected to 127.0.0.1:`port` (`receiveBuffer` shrinks SO_RCVBUF
    /// before connecting); throws ``Failure/connect(_:)`` with errno, the socket closed.
    public static func connectLoopback(port: Int, receiveBuffer: Int32? = nil) throws(Failure) -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        if var size = receiveBuffer {
            setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_port = in_port_t(UInt16(port).bigEndian)
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        let rc = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        if rc != 0 {
            let e = errno
            Glibc.close(fd)
            throw Failure.connect(e)
        }
        return fd
    }

    deinit { if !isClosedLocally { Glibc.close(fd) } }

    /// Sends all bytes; false when the peer is gone (EPIPE/ECONNRESET) or the socket buffer
    /// stays full for `timeout` seconds.
    @discardableResult
    public func send(_ bytes: [UInt8], timeout: Double = 5) -> Bool {
        var offset = 0
        let deadline = Self.now() + timeout
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) }
            if n > 0 { offset += n; continue }
            if n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) && Self.now() < deadline {
                var p = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                _ = poll(&p, 1, 20)
                continue
            }
            return false
        }
        return true
    }

    /// Sends a string as UTF-8.
    @discardableResult
    public func send(_ text: String) -> Bool { send(Array(text.utf8)) }

    /// Reads what is available without waiting; returns false once the peer has closed.
    private func drain() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65536)
        while !isClosedByPeer {
            let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if n > 0 {
                pending += chunk[0..<n]
                received += chunk[0..<n]
            } else if n == 0 {
                isClosedByPeer = true
            } else if errno == EAGAIN || errno == EWOULDBLOCK {
                return true
            } else {
                isClosedByPeer = true  // ECONNRESET and friends
            }
        }
        return false
    }

    /// The next line (without its line ending), or nil when the peer closed first.
    public func readLine(timeout: Double = 5) async throws -> String? {
        let deadline = Self.now() + timeout
        while true {
            let open = drain()
            if let nl = pending[pendingStart...].firstIndex(of: 0x0A) {
                var line = pending[pendingStart..<nl]
                pendingStart = nl + 1
                if pendingStart > 65536 && pendingStart * 2 > pending.count {
                    pending.removeFirst(pendingStart)
                    pendingStart = 0
                }
                if line.last == 0x0D { line = line.dropLast() }
                return String(decoding: line, as: UTF8.self)
            }
            if !open { return nil }
            if Self.now() >= deadline { throw Failure.timeout("a line") }
            try await Task.sleep(for: .milliseconds(5))
        }
    }

    /// Reads lines until one matches `predicate`; returns it. Throws on timeout or close.
    public func readLine(timeout: Double = 5, until predicate: (String) -> Bool) async throws -> String {
        let deadline = Self.now() + timeout
        while true {
            guard let line = try await readLine(timeout: max(0.01, deadline - Self.now())) else { throw Failure.closed("a matching line") }
            if predicate(line) { return line }
        }
    }

    /// Waits until the peer closes the connection (EOF or reset), reading and keeping what
    /// arrives. Returns the seconds it took; throws on timeout.
    @discardableResult
    public func waitUntilClosed(timeout: Double = 5) async throws -> Double {
        let start = Self.now()
        guard try await eventually(within: .milliseconds(Int(timeout * 1000)), every: .milliseconds(5), { !drain() }) else {
            throw Failure.timeout("the server to close the connection")
        }
        return Self.now() - start
    }

    /// Whether the peer has closed (checks without waiting).
    public var peerClosed: Bool { !drain() }

    /// Complete lines that have arrived and were not read yet (consumes them).
    public func unreadLines() -> [String] {
        _ = drain()
        var lines: [String] = []
        while let nl = pending[pendingStart...].firstIndex(of: 0x0A) {
            lines.append(String(decoding: pending[pendingStart..<nl], as: UTF8.self))
            pendingStart = nl + 1
        }
        return lines
    }

    /// Reads and forgets what has arrived (a member that must not stall but whose lines do
    /// not matter); forgotten bytes are not recorded either.
    public func discardReceived() {
        _ = drain()
        pending = []
        pendingStart = 0
        received = []
    }

    /// Closes the socket.
    public func close() {
        guard !isClosedLocally else { return }
        isClosedLocally = true
        Glibc.close(fd)
    }

    /// Monotonic seconds.
    public static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
