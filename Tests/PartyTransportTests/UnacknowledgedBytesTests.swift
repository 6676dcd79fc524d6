import Dispatch
import Glibc
import PartyTransport
import Testing

/// `Connection.unacknowledgedBytes` tells "written" from "taken": what a peer that stopped reading
/// leaves in the kernel's send queue once its own receive buffer is full (issue 34: HTTP
/// pipelining waits on it, so a peer that never reads is not sent megabytes).
@Suite("Unacknowledged bytes", .timeLimit(.minutes(1)))
struct UnacknowledgedBytesTests {
    @Test("a peer that does not read leaves bytes in the send queue; once it reads them, none", arguments: EventLoop.Readiness.allCases)
    func peerThatStopsReading(readiness: EventLoop.Readiness) async throws {
        let accepted = Peer.Box()
        let server = try TestListener(options: Listener.Options(loops: TestLoops.of(readiness)), echo: false) { accepted.set($0) }
        defer { server.stop() }
        let client = try Self.connect(port: server.port, receiveBuffer: 4096)
        defer { close(client) }
        let peer = await accepted.value()
        let total = 256 * 1024
        peer.connection.send([UInt8](repeating: 0x41, count: total))
        let unread = { peer.connection.queue.sync { peer.connection.unacknowledgedBytes } }
        #expect(try await Self.eventually { unread() > 16 * 1024 }, "the kernel holds what the peer has not taken: \(unread())")

        var buffer = [UInt8](repeating: 0, count: 65536)
        var read = 0
        while read < total {
            let n = recv(client, &buffer, buffer.count, 0)
            guard n > 0 else { break }
            read += n
        }
        #expect(read == total)
        #expect(try await Self.eventually { unread() == 0 }, "all taken: \(unread())")
    }

    /// A blocking client socket to 127.0.0.1:`port` with a small receive buffer.
    private static func connect(port: Int, receiveBuffer: Int32) throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var size = receiveBuffer
        setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) { p in
            p.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        try #require(result == 0, "connect failed: errno \(errno)")
        return fd
    }

    /// Whether `condition` holds within 10 s, looking every 10 ms.
    private static func eventually(_ condition: () -> Bool) async throws -> Bool {
        for _ in 0..<1000 {
            if condition() { return true }
            try await Task.sleep(for: .milliseconds(10))
        }
        return condition()
    }
}
