import Dispatch
import Glibc
import PartyTestSupport
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
        let server = try TestListener(options: Listener.Options(loops: HarnessLoops.loops(readiness)), echo: false) { accepted.set($0) }
        defer { server.stop() }
        let client = try RawSocket.connectLoopback(port: server.port, receiveBuffer: 4096)
        defer { close(client) }
        let peer = await accepted.value()
        let total = 256 * 1024
        peer.connection.send([UInt8](repeating: 0x41, count: total))
        let unread = { peer.connection.queue.sync { peer.connection.unacknowledgedBytes } }
        #expect(try await eventually(within: .seconds(10)) { unread() > 16 * 1024 }, "the kernel holds what the peer has not taken: \(unread())")

        var buffer = [UInt8](repeating: 0, count: 65536)
        var read = 0
        while read < total {
            let n = recv(client, &buffer, buffer.count, 0)
            guard n > 0 else { break }
            read += n
        }
        #expect(read == total)
        #expect(try await eventually(within: .seconds(10)) { unread() == 0 }, "all taken: \(unread())")
    }
}
