import PartyClient
import PartyProtocol
import PartyTestSupport
import Testing

extension EndToEnd {
    /// Issue 16, item 8: what `/metrics` reports after some play.
    @Suite("Metrics")
    struct MetricsTests {
        /// The value of the series `line` starts with, from the Prometheus text.
        static func value(_ text: String, _ series: String) -> Double? {
            for line in text.split(separator: "\n") where line.hasPrefix(series + " ") {
                return Double(line.dropFirst(series.count + 1))
            }
            return nil
        }

        @Test func countsRequestsErrorsRoomsSeatsAndLatencies() async throws {
            try await ServerHarness.run { server in
                let alice = try await server.client()
                let seat = try await alice.create("Alice")
                let bob = try await server.client()
                _ = try await bob.join(seat.room, "Bob")
                try await alice.chat("one")
                try await bob.chat("two")
                _ = try await alice.nextChat("two")
                try await alice.request("wheel.create", ["name": .string("Lunch"), "options": .array([
                    .object(["label": .string("Pizza"), "weight": .int(1)]), .object(["label": .string("Sushi"), "weight": .int(2)]),
                ])])
                let stranger = try await server.client()
                await expectServerError("not_in_room") { try await stranger.chat("hello?") }

                let text = String(decoding: server.server.metricsText(), as: UTF8.self)
                #expect(Self.value(text, #"partyline_requests_total{type="chat.send"}"#) == 3)
                #expect(Self.value(text, #"partyline_requests_total{type="room.create"}"#) == 1)
                #expect(Self.value(text, #"partyline_errors_total{code="not_in_room"}"#) == 1)
                #expect(Self.value(text, #"partyline_connections{transport="tcp"}"#) == 3)
                #expect(Self.value(text, "partyline_rooms") == 1)
                #expect(Self.value(text, "partyline_seats") == 2)
                #expect(Self.value(text, "partyline_fanout_seconds_count") == 2)
                #expect((Self.value(text, "partyline_store_commit_seconds_count") ?? 0) >= 1)
                #expect((Self.value(text, "partyline_bytes_out_total") ?? 0) > 0)
                #expect(text.contains("# TYPE partyline_fanout_seconds histogram"))

                try await bob.request("room.leave")
                let after = String(decoding: server.server.metricsText(), as: UTF8.self)
                #expect(Self.value(after, "partyline_seats") == 1)
            }
        }
    }
}
