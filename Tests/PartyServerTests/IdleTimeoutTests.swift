import PartyClient
import PartyProtocol
import PartyTestSupport
import Testing

extension EndToEnd {
    @Suite("Idle timeout")
    struct IdleTimeoutTests {
        /// Only connections without a seat are closed for silence; seated members may watch
        /// quietly, and leaving the room starts the idle clock again.
        @Test func onlyConnectionsWithoutASeatTimeOut() async throws {
            // 15 s, not 1 or 2: the clock runs from each line, and while the whole suite runs in
            // parallel on a loaded 2-core machine a create or join has taken over 8 s to be answered
            // (the seated member or the leaver was then closed for silence before its seat: twice
            // at 8 s in full runs of 2026-11-28).
            try await ServerHarness.run({ $0.idleTimeoutSeconds = 15 }) { server in
                let lobby = try await server.client()
                let seated = try await server.client()
                let leaver = try await server.client()
                let seat = try await seated.create("Quiet")
                _ = try await leaver.join(seat.room, "Leaver")

                let farewell = try await lobby.waitFor("error", timeout: .seconds(40)) { $0[string: "code"] == "idle_timeout" }
                #expect(farewell.fields["re"] == nil)
                _ = try await lobby.waitUntilClosed(timeout: .seconds(40))

                try await leaver.request("room.leave")
                _ = try await leaver.waitFor("error", timeout: .seconds(40)) { $0[string: "code"] == "idle_timeout" }

                // Well past the limit, the silent seated member is still connected and served.
                #expect(seated.closedReason == nil)
                let pong = try await seated.request("ping")
                #expect(pong.type == "pong")
            }
        }
    }
}
