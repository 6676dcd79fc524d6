import Glibc
import Testing
@testable import PartyTransport

/// Links between servers fail fast through a network cut (`Connection.failWhenSilent`): what the
/// socket is told. The behaviour itself — a cut link closed, a healed node linked anew — is
/// what `scripts/partition.sh`'s relay fault checks with real cuts.
@Suite("A link that fails when silent", .timeLimit(.minutes(1)))
struct FailWhenSilentTests {
    static func option(_ fd: Int32, _ level: Int32, _ name: Int32) -> Int32 {
        var value: Int32 = -1
        var size = socklen_t(MemoryLayout<Int32>.size)
        _ = getsockopt(fd, level, name, &value, &size)
        return value
    }

    @Test("keepalive probes every second after a second of quiet, and unacknowledged data fails it in the time given")
    func socketOptions() throws {
        let listener = try Listener(host: "127.0.0.1", port: 0, options: Listener.Options())
        defer { listener.stop() }
        listener.start { connection in connection.start(Connection.Handler(onData: { _ in }, onClose: { _ in })) }
        let connection = try Connection.connect(host: "127.0.0.1", port: listener.port)
        defer { connection.close() }
        let tcp = Int32(IPPROTO_TCP)
        #expect(Self.option(connection.fd, tcp, TCP_USER_TIMEOUT) == 0, "not set by default")
        connection.failWhenSilent(seconds: 3)
        #expect(Self.option(connection.fd, SOL_SOCKET, SO_KEEPALIVE) == 1)
        #expect(Self.option(connection.fd, tcp, TCP_KEEPIDLE) == 1)
        #expect(Self.option(connection.fd, tcp, TCP_KEEPINTVL) == 1)
        #expect(Self.option(connection.fd, tcp, TCP_KEEPCNT) == 2)
        #expect(Self.option(connection.fd, tcp, TCP_USER_TIMEOUT) == 3000)
        connection.failWhenSilent(seconds: 0)
        #expect(Self.option(connection.fd, tcp, TCP_USER_TIMEOUT) == 2000, "at least 2 s")
    }
}
