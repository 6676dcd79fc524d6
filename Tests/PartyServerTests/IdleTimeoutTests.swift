import PartyClient
import PartyProtocol
import Testing

extension EndToEnd {
    @Suite("Idle timeout")
    struct IdleTimeoutTests {
        /// Only connections without a seat are closed for silence; seated members may watch
        /// quietly, and leaving the room starts the idle clock again.
        @Test func onlyConnectionsWithoutASeatTimeOut() async throws {
            // 2 s, not 1: on a loaded machine a create can take a second to be answered.
            try await TestServer.run({ $0.idleTimeoutSeconds = 2 }) { server in
                let lobby = try await server.client()
                let seated = try await server.client()
                let leaver = try await server.client()
                let seat = try await seated.create("Quiet")
                _ = try await leaver.join(seat.room, "Leaver")

                let farewell = try await lobby.waitFor("error") { $0[string: "code"] == "idle_timeout" }
                #expect(farewell.fields["re"] == nil)
                _ = try await lobby.waitUntilClosed(timeout: .seconds(5))

                try await leaver.request("room.leave")
                _ = try await leaver.waitFor("error", timeout: .seconds(5)) { $0[string: "code"] == "idle_timeout" }

                // Well past the limit, the silent seated member is still connected and served.
                #expect(seated.closedReason == nil)
                let pong = try await seated.request("ping")
                #expect(pong.type == "pong")
            }
        }
    }
}
