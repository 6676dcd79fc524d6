import PartyClient
import PartyProtocol
import PartyTestSupport
import Testing

extension EndToEnd {
    /// Contract §9, "Room settings": `room.create` {settings}, `room.settings`, the snapshot's
    /// `settings` and `room.settings_changed`.
    @Suite("Room settings")
    struct RoomSettingsEndToEndTests {
        static func settings(_ frame: ServerFrame, _ key: String = "settings") -> [String: JSONValue]? {
            if case let .object(object)? = frame.fields[key] { object } else { nil }
        }

        static func snapshotSettings(_ frame: ServerFrame) -> [String: JSONValue]? {
            guard case let .object(snapshot)? = frame.fields["snapshot"], case let .object(object)? = snapshot["settings"] else { return nil }
            return object
        }

        @Test func createTakesSettingsAndTheSnapshotCarriesThem() async throws {
            try await ServerHarness.run { server in
                let alice = try await server.client()
                let created = try await alice.request("room.create", ["name": .string("Alice"),
                                                                      "settings": .object(["review": .bool(true), "timer_scale": .double(1.5)])])
                let settings = try #require(Self.snapshotSettings(created))
                #expect(settings == ["filter": .string("moderate"), "review": .bool(true), "hide_code": .bool(false),
                                     "timer_scale": .double(1.5), "audience_chat": .bool(true)])
                let plain = try await server.client()
                let other = try await plain.request("room.create", ["name": .string("Bea")])
                #expect(Self.snapshotSettings(other)?["filter"] == .string("moderate"), "a new room filters at moderate")
                #expect(Self.snapshotSettings(other)?["timer_scale"] == .int(1))
            }
        }

        @Test func theHostChangesSettingsAndEveryoneHears() async throws {
            try await ServerHarness.run { server in
                let alice = try await server.client()
                let a = try await alice.create("Alice")
                let bob = try await server.client()
                _ = try await bob.join(a.room, "Bob")
                let tv = try await server.client()
                try await tv.request("room.join", ["room": .string(a.room), "role": .string("screen")])

                let ok = try await alice.request("room.settings", ["hide_code": .bool(true), "filter": .string("strict")])
                #expect(Self.settings(ok)?["hide_code"] == .bool(true))
                #expect(Self.settings(ok)?["filter"] == .string("strict"))
                #expect(Self.settings(ok)?["review"] == .bool(false), "the reply carries the whole object")
                for client in [bob, tv] {
                    let changed = try await client.next("room.settings_changed")
                    #expect(Self.settings(changed)?["hide_code"] == .bool(true))
                }
                let snapshot = try await bob.request("room.snapshot")
                #expect(Self.snapshotSettings(snapshot)?["filter"] == .string("strict"))

                // The same values again change nothing and announce nothing.
                try await alice.request("room.settings", ["hide_code": .bool(true)])
                try await alice.chat("after")
                _ = try await bob.nextChat("after")
                #expect(bob.frames("room.settings_changed").count == 1)
            }
        }

        @Test func badSettingsGetStableCodesAndChangeNothing() async throws {
            try await ServerHarness.run { server in
                let alice = try await server.client()
                let a = try await alice.create("Alice")
                let bob = try await server.client()
                _ = try await bob.join(a.room, "Bob")
                await expectServerError("bad_request", mentioning: "volume") { try await alice.request("room.settings", ["volume": .int(3)]) }
                await expectServerError("bad_request", mentioning: "filter") { try await alice.request("room.settings", ["filter": .string("max")]) }
                await expectServerError("bad_request", mentioning: "timer_scale") { try await alice.request("room.settings", ["timer_scale": .double(2.5)]) }
                await expectServerError("bad_request", mentioning: "review") {
                    try await alice.request("room.settings", ["review": .string("yes"), "hide_code": .bool(true)])
                }
                await expectServerError("not_host") { try await bob.request("room.settings", ["review": .bool(true)]) }
                let fresh = try await server.client()
                await expectServerError("bad_request", mentioning: "settings") {
                    try await fresh.request("room.create", ["name": .string("Cy"), "settings": .array([])])
                }
                await expectServerError("bad_request", mentioning: "audience_chat") {
                    try await fresh.request("room.create", ["name": .string("Cy"), "settings": .object(["audience_chat": .int(0)])])
                }
                let snapshot = try await alice.request("room.snapshot")
                #expect(Self.snapshotSettings(snapshot)?["hide_code"] == .bool(false), "a refused change applies nothing")
                #expect(Self.snapshotSettings(snapshot)?["review"] == .bool(false))
                #expect(bob.frames("room.settings_changed").isEmpty)
            }
        }
    }
}
