import Glibc
import PartyTestSupport

/// A blocking TCP exchange for tests: connect to 127.0.0.1:`port`, send `bytes`, read until the
/// peer closes or 5 s pass.
enum RawLink {
    struct Answer {
        var received: [UInt8]
        var closedByPeer: Bool
    }

    struct Failure: Error {}

    static func exchange(port: Int, send bytes: [UInt8]) throws -> Answer {
        let fd = try RawSocket.connectLoopback(port: port)
        defer { close(fd) }
        guard Glibc.send(fd, bytes, bytes.count, 0) == bytes.count else { throw Failure() }
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = recv(fd, &buffer, buffer.count, 0)
            if n > 0 { received += buffer[0..<n]; continue }
            return Answer(received: received, closedByPeer: n == 0)
        }
    }
}
