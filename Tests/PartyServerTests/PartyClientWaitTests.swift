import Foundation
import PartyClient
import PartyTransport
import Synchronization
import Testing

/// `PartyClient`'s waits read a server's last word: a frame that arrives together with the close
/// is found, not reported as "closed instead" (the chaos soak's overlong-line bot once saw its
/// `frame_too_large` recorded and still failed with "peer closed").
@Suite("PartyClient waits", .timeLimit(.minutes(1)))
struct PartyClientWaitTests {
    @Test("a frame that arrives with the close, after the wait's first look, is returned")
    func lastWordBeforeClose() async throws {
        let listener = try Listener(host: "127.0.0.1", port: 0, options: Listener.Options())
        defer { listener.stop() }
        listener.start { connection in
            connection.start(Connection.Handler(onData: { _ in }, onClose: { _ in }))
            connection.send(Array(#"{"type":"error","code":"frame_too_large","message":"closing"}"#.utf8) + [0x0A])
            connection.close()
        }
        let client = try await PartyClient.connect(host: "127.0.0.1", port: listener.port)
        let looks = Mutex(0)
        let frame = try await client.waitUntil("the error") { () -> ServerFrame? in
            let look = looks.withLock { $0 += 1; return $0 }
            if look == 1 {
                // The first look finds nothing; the frame and the close arrive before the wait
                // checks for a close (the race the soak hit, made certain here).
                while client.closedReason == nil { usleep(1_000) }
                return nil
            }
            return client.frames.first { $0.type == "error" }
        }
        #expect(frame[string: "code"] == "frame_too_large")
        #expect(looks.withLock { $0 } == 2)
    }
}
