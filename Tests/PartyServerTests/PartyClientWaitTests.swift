import PartyClient
import PartyTransport
import Synchronization
import Testing

/// `PartyClient`'s waits read a server's last word: a frame that arrives together with the close
/// is found, not reported as "closed instead" (the chaos soak's overlong-line bot once saw its
/// `frame_too_large` recorded and still failed with "peer closed").
@Suite("PartyClient waits", .timeLimit(.minutes(1)))
struct PartyClientWaitTests {
    @Test("a frame that arrived with the close, after the wait's first look, is returned")
    func lastWordBeforeClose() async throws {
        let listener = try Listener(host: "127.0.0.1", port: 0, options: Listener.Options())
        defer { listener.stop() }
        listener.start { connection in
            // A welcome; then, on the client's first line, a last word and the close.
            connection.start(Connection.Handler(onData: { _ in
                connection.send(Array(#"{"type":"error","code":"frame_too_large","message":"closing"}"#.utf8) + [0x0A])
                connection.close()
            }, onClose: { _ in }))
            connection.send(Array(#"{"type":"welcome","protocol":1}"#.utf8) + [0x0A])
        }
        let client = try await PartyClient.connect(host: "127.0.0.1", port: listener.port)
        client.sendRaw(Array("go\n".utf8))
        _ = try await client.waitUntilClosed()
        let looks = Mutex(0)
        // The first look finds nothing, as when the frame and the close land just after it; the
        // wait then sees the close, and must look once more before it reports it.
        let frame = try await client.waitUntil("the error") { () -> ServerFrame? in
            let look = looks.withLock { $0 += 1; return $0 }
            return look == 1 ? nil : client.frames.first { $0.type == "error" }
        }
        #expect(frame[string: "code"] == "frame_too_large")
        #expect(looks.withLock { $0 } == 2)
    }
}
