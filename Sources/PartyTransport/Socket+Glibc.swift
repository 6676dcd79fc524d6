import Glibc

/// Thin, typed wrappers over the socket syscalls the transport needs. Errors carry errno text.
public enum Socket {
    /// A syscall failure.
    struct Failure: Error, CustomStringConvertible {
        var call: String
        var errno: Int32
        var description: String { "\(call): \(Socket.errorText(errno))" }
    }

    /// Ignores SIGPIPE process-wide: writes to a closed peer return EPIPE instead of killing us.
    static func ignoreSIGPIPE() { _ = signal(SIGPIPE, SIG_IGN) }

    /// A non-blocking listening socket bound to `host:port` (port 0 picks a free port).
    static func listen(host: String, port: Int, backlog: Int32 = 1024) throws(Failure) -> (fd: Int32, port: Int) {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        var list: UnsafeMutablePointer<addrinfo>?
        let rc = getaddrinfo(host, String(port), &hints, &list)
        guard rc == 0, let info = list else { throw Failure(call: "getaddrinfo(\(host))", errno: EINVAL) }
        defer { freeaddrinfo(list) }
        let fd = socket(info.pointee.ai_family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw Failure(call: "socket", errno: errno) }
        var one: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        guard bind(fd, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0 else {
            let e = errno; close(fd); throw Failure(call: "bind(\(host):\(port))", errno: e)
        }
        guard Glibc.listen(fd, backlog) == 0 else { let e = errno; close(fd); throw Failure(call: "listen", errno: e) }
        return (fd, localPort(fd))
    }

    /// The local port a socket is bound to.
    static func localPort(_ fd: Int32) -> Int {
        var storage = sockaddr_storage()
        var len = socklen_t(MemoryLayout<sockaddr_storage>.size)
        _ = withUnsafeMutablePointer(to: &storage) { p in
            p.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &len) }
        }
        return port(of: storage)
    }

    /// Accepts one pending connection as a non-blocking fd, or nil when none is pending.
    static func accept(_ listener: Int32) throws(Failure) -> (fd: Int32, peer: String)? {
        var storage = sockaddr_storage()
        var len = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let fd = withUnsafeMutablePointer(to: &storage) { p in
            p.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.accept(listener, $0, &len)
            }
        }
        if fd < 0 {
            if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR || errno == ECONNABORTED { return nil }
            throw Failure(call: "accept4", errno: errno)
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        var one: Int32 = 1
        setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        // Keepalive finds peers that vanished without a FIN (seated members have no idle limit):
        // first probe after 60 s of silence, then every 20 s, give up after 5 misses.
        keepalive(fd, idleSeconds: 60, intervalSeconds: 20, probes: 5)
        return (fd, describe(storage))
    }

    /// Makes a silent peer fail fast: keepalive probes after `idleSeconds` of silence, every
    /// `intervalSeconds`, `probes` of them; and data left unacknowledged `userTimeoutMillis` fails
    /// the connection (`TCP_USER_TIMEOUT`).
    static func failFast(_ fd: Int32, idleSeconds: Int32, intervalSeconds: Int32, probes: Int32, userTimeoutMillis: UInt32) {
        keepalive(fd, idleSeconds: idleSeconds, intervalSeconds: intervalSeconds, probes: probes)
        var user = userTimeoutMillis
        setsockopt(fd, Int32(IPPROTO_TCP), TCP_USER_TIMEOUT, &user, socklen_t(MemoryLayout<UInt32>.size))
    }

    /// Turns on keepalive: probes after `idleSeconds` of silence, every `intervalSeconds`, and
    /// the connection fails after `probes` unanswered ones.
    static func keepalive(_ fd: Int32, idleSeconds: Int32, intervalSeconds: Int32, probes: Int32) {
        var one: Int32 = 1, idle = idleSeconds, interval = intervalSeconds, count = probes
        let size = socklen_t(MemoryLayout<Int32>.size)
        setsockopt(fd, SOL_SOCKET, SO_KEEPALIVE, &one, size)
        setsockopt(fd, Int32(IPPROTO_TCP), TCP_KEEPIDLE, &idle, size)
        setsockopt(fd, Int32(IPPROTO_TCP), TCP_KEEPINTVL, &interval, size)
        setsockopt(fd, Int32(IPPROTO_TCP), TCP_KEEPCNT, &count, size)
    }

    /// Outcome of a non-blocking read or write.
    enum IOResult: Equatable {
        /// This many bytes moved.
        case bytes(Int)
        /// Try again when the fd is ready.
        case wouldBlock
        /// The peer closed its side (reads only).
        case eof
        /// A hard error.
        case failed(Int32)
    }

    static func read(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) -> IOResult {
        while true {
            let n = recv(fd, buffer.baseAddress, buffer.count, 0)
            if n > 0 { return .bytes(n) }
            if n == 0 { return .eof }
            if errno == EINTR { continue }
            return errno == EAGAIN || errno == EWOULDBLOCK ? .wouldBlock : .failed(errno)
        }
    }

    static func write(_ fd: Int32, _ buffer: UnsafeRawBufferPointer) -> IOResult {
        while true {
            let n = send(fd, buffer.baseAddress, buffer.count, Int32(MSG_NOSIGNAL))
            if n >= 0 { return .bytes(n) }
            if errno == EINTR { continue }
            return errno == EAGAIN || errno == EWOULDBLOCK ? .wouldBlock : .failed(errno)
        }
    }

    /// The text of an errno value.
    static func errorText(_ code: Int32) -> String {
        guard let p = strerror(code) else { return "errno \(code)" }
        return String(validatingCString: p) ?? "errno \(code)"
    }

    static func close(_ fd: Int32) { _ = Glibc.close(fd) }

    /// The open-file limits before and after ``raiseOpenFileLimit()``.
    public struct OpenFileLimit: Sendable, Equatable {
        /// The soft limit the process started with.
        public var before: Int
        /// The soft limit now in force.
        public var soft: Int
        /// The hard limit (the most the soft limit can be raised to without privileges).
        public var hard: Int
    }

    /// Raises the soft open-file limit to the hard limit (as servers that hold thousands of
    /// sockets do) and says what it was and is.
    public static func raiseOpenFileLimit() -> OpenFileLimit {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return OpenFileLimit(before: -1, soft: -1, hard: -1) }
        let before = Int(clamping: limit.rlim_cur)
        if limit.rlim_cur < limit.rlim_max {
            var raised = limit
            raised.rlim_cur = limit.rlim_max
            if setrlimit(Int32(RLIMIT_NOFILE.rawValue), &raised) == 0 { limit = raised }
        }
        return OpenFileLimit(before: before, soft: Int(clamping: limit.rlim_cur), hard: Int(clamping: limit.rlim_max))
    }

    /// A spare descriptor (of /dev/null) kept to be released when the process runs out.
    static func openReserve() -> Int32 { open("/dev/null", O_RDONLY | O_CLOEXEC) }

    /// Half-closes the write side so the peer reads EOF after the last bytes.
    static func shutdownWrite(_ fd: Int32) { _ = Glibc.shutdown(fd, Int32(SHUT_WR)) }

    /// Bytes in the socket's send queue the peer has not acknowledged (`SIOCOUTQ`); 0 when unknown.
    static func unacknowledgedBytes(_ fd: Int32) -> Int {
        var count: Int32 = 0
        return ioctl(fd, UInt(TIOCOUTQ), &count) == 0 ? Int(count) : 0
    }

    private static func port(of storage: sockaddr_storage) -> Int {
        var s = storage
        switch Int32(s.ss_family) {
        case AF_INET: return withUnsafePointer(to: &s) { $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin_port)) } }
        case AF_INET6: return withUnsafePointer(to: &s) { $0.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin6_port)) } }
        default: return 0
        }
    }

    private static func describe(_ storage: sockaddr_storage) -> String {
        var s = storage
        var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
        let len = socklen_t(Int32(s.ss_family) == AF_INET6 ? MemoryLayout<sockaddr_in6>.size : MemoryLayout<sockaddr_in>.size)
        let rc = withUnsafePointer(to: &s) { p in
            p.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                getnameinfo($0, len, &host, socklen_t(host.count), nil, 0, NI_NUMERICHOST)
            }
        }
        let name = rc == 0 ? String(decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : "?"
        return "\(name):\(port(of: storage))"
    }
}

extension Socket {
    /// A connected, non-blocking client socket. The connect itself blocks: bounded by the kernel,
    /// or by `timeoutMilliseconds` per address when given.
    static func connect(host: String, port: Int, timeoutMilliseconds: Int? = nil) throws(Failure) -> Int32 {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_NUMERICSERV
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &list) == 0, let first = list else {
            throw Failure(call: "getaddrinfo(\(host))", errno: EHOSTUNREACH)
        }
        defer { freeaddrinfo(list) }
        var lastErrno: Int32 = ECONNREFUSED
        var cursor: UnsafeMutablePointer<addrinfo>? = first
        while let info = cursor {
            cursor = info.pointee.ai_next
            let fd = socket(info.pointee.ai_family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
            if fd < 0 { lastErrno = errno; continue }
            if connect(fd, info.pointee.ai_addr, info.pointee.ai_addrlen, timeoutMilliseconds: timeoutMilliseconds) {
                var one: Int32 = 1
                setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
                let flags = fcntl(fd, F_GETFL)
                _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK)
                return fd
            }
            lastErrno = errno
            Glibc.close(fd)
        }
        throw Failure(call: "connect(\(host):\(port))", errno: lastErrno)
    }

    /// Connects `fd` to `address`; with a timeout, as a non-blocking connect waited for with poll.
    /// On failure `errno` says why (ETIMEDOUT when the time ran out).
    private static func connect(_ fd: Int32, _ address: UnsafeMutablePointer<sockaddr>, _ length: socklen_t,
                                timeoutMilliseconds: Int?) -> Bool {
        guard let timeoutMilliseconds else { return Glibc.connect(fd, address, length) == 0 }
        let flags = fcntl(fd, F_GETFL)
        _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK)
        defer { _ = fcntl(fd, F_SETFL, flags) }
        if Glibc.connect(fd, address, length) == 0 { return true }
        guard errno == EINPROGRESS else { return false }
        var poller = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
        let ready = poll(&poller, 1, Int32(clamping: timeoutMilliseconds))
        guard ready == 1 else {
            errno = ready == 0 ? ETIMEDOUT : errno
            return false
        }
        var failure: Int32 = 0
        var size = socklen_t(MemoryLayout<Int32>.size)
        guard getsockopt(fd, SOL_SOCKET, SO_ERROR, &failure, &size) == 0, failure == 0 else {
            errno = failure == 0 ? errno : failure
            return false
        }
        return true
    }
}
