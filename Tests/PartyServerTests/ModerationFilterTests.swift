import Foundation
import PartyClient
import PartyCore
import PartyProtocol
import PartyServer
import PartyTestSupport
import Testing

extension EndToEnd {
    /// Contract §9, "Word filter": every text a person writes goes through the room's filter;
    /// a refusal is `filtered` naming the field, and changes nothing.
    @Suite("Moderation: the word filter's fields")
    struct ModerationFilterTests {
        typealias F = ModerationFixture

        @Test func namesAreCheckedAgainstTheRoomBeingJoined() async throws {
            try await ServerHarness.run(options: F.options) { server in
                let alice = try await server.client()
                let refused = await F.refusal { _ = try await alice.create("Big badword") }
                #expect(refused?.code == "filtered" && refused?.field == "name")
                let strictName = try await alice.create("Milder Ann")  // a new room filters at moderate
                #expect(strictName.room.count == 4)

                let bob = try await server.client()
                #expect(await F.refusal { _ = try await bob.join(strictName.room, "BADWORD") }?.code == "filtered")
                try await alice.request("room.settings", ["filter": .string("strict")])
                #expect(await F.refusal { _ = try await bob.join(strictName.room, "so milder") }?.field == "name")
                _ = try await bob.join(strictName.room, "Bob")
                let snapshot = try await alice.request("room.snapshot")
                #expect(Seat.memberNames(of: snapshot) == ["Milder Ann", "Bob"], "refused joins seated nobody")

                // A room created with the filter off takes any name.
                let cy = try await server.client()
                let off = try await cy.request("room.create", ["name": .string("badword Cy"), "settings": .object(["filter": .string("off")])])
                #expect(off[string: "room"] != nil)
                let dee = try await server.client()
                _ = try await dee.join(try #require(off[string: "room"]), "milder badword")
            }
        }

        @Test func chatCustomWordsQuestionsAndWheelsAreChecked() async throws {
            try await ServerHarness.run(options: F.options) { server in
                let alice = try await server.client()
                let a = try await alice.create("Alice")
                let bob = try await server.client()
                _ = try await bob.join(a.room, "Bob")
                let cases: [(String, [String: JSONValue], String)] = [
                    ("chat.send", ["text": .string("a badword here")], "text"),
                    ("gop.add", ["word": .string("badword")], "word"),
                    ("wyr.add", ["a": .string("Fly"), "b": .string("badword")], "b"),
                    ("wyr.add", ["a": .string("badword"), "b": .string("Swim")], "a"),
                    ("wheel.create", ["name": .string("badword wheel"), "options": .array([.object(["label": .string("x")]), .object(["label": .string("y")])])], "name"),
                    ("wheel.create", ["name": .string("Lunch"), "options": .array([.object(["label": .string("Pizza")]), .object(["label": .string("badword")])])], "options[1].label"),
                ]
                for (type, params, field) in cases {
                    let refused = await F.refusal { _ = try await alice.request(type, params) }
                    #expect(refused?.code == "filtered" && refused?.field == field, "\(type) \(params): \(String(describing: refused))")
                }
                // The error frame names the field on its own.
                let error = try await alice.frameOfError { alice.send("chat.send", ["text": .string("badword")]) }
                #expect(error[string: "field"] == "text")

                // Nothing changed: no chat line, no word, no question, no wheel.
                try await alice.chat("clean")
                _ = try await bob.nextChat("clean")
                #expect(bob.frames("chat.message").count == 1)
                #expect(bob.frames("gop.word_added").isEmpty && bob.frames("wyr.question_added").isEmpty && bob.frames("wheel.changed").isEmpty)
                #expect(try await alice.request("wheel.list").json["wheels"].array.isEmpty)

                // A wheel's rename and new labels are checked too.
                let wheel = try await alice.request("wheel.create", ["name": .string("Lunch"), "options": .array([.object(["label": .string("A")]), .object(["label": .string("B")])])])
                let id = try #require(wheel[string: "wheel_id"])
                #expect(await F.refusal { _ = try await alice.request("wheel.rename", ["wheel_id": .string(id), "name": .string("badword")]) }?.field == "name")
                #expect(await F.refusal {
                    _ = try await alice.request("wheel.update", ["wheel_id": .string(id), "options": .array([.object(["label": .string("badword")]), .object(["label": .string("B")])])])
                }?.field == "options[0].label")

                // "milder" passes at moderate, not at strict; everything passes with the filter off.
                try await alice.chat("a milder word")
                try await alice.request("room.settings", ["filter": .string("strict")])
                #expect(await F.refusal { try await alice.chat("a milder word") }?.code == "filtered")
                try await alice.request("room.settings", ["filter": .string("off")])
                try await alice.chat("badword now")
                _ = try await bob.nextChat("badword now")
            }
        }

        @Test func nightTitlesPlacesAndRSVPNamesAreCheckedAtModerate() async throws {
            try await ServerHarness.run(options: F.options) { server in
                let alice = try await server.client()
                let now = Int(Date.nowMillis) + 3_600_000
                for (params, field) in [(["title": JSONValue.string("badword night")], "title"), (["title": .string("Fun"), "place": .string("badword bar")], "place"),
                                        (["title": .string("Fun"), "host_name": .string("badword")], "host_name")] {
                    var request = params
                    request["starts_at_ms"] = .int(now)
                    #expect(await F.refusal { _ = try await alice.request("night.create", request) }?.field == field)
                }
                let night = try await alice.request("night.create", ["title": .string("milder fun"), "starts_at_ms": .int(now)])
                let code = try #require(night[string: "night"])
                #expect(await F.refusal { _ = try await alice.request("night.rsvp", ["night": .string(code), "name": .string("badword"), "answer": .string("yes")]) }?.field == "name")
                let info = try await alice.request("night.get", ["night": .string(code)])
                #expect(info.json["rsvps"].array.isEmpty)
            }
        }
    }
}

extension PartyClient {
    /// Runs `send` (a request without id) and returns the `error` frame it causes.
    func frameOfError(_ send: () -> Void) async throws -> ServerFrame {
        let before = frames("error").count
        send()
        try await waitUntil("an error frame") { frames("error").count > before ? () : nil }
        return frames("error")[before]
    }
}

extension Seat {
    /// The names of a reply's snapshot's members.
    static func memberNames(of reply: ServerFrame) -> [String] {
        reply.json["snapshot"]["members"].array.compactMap { $0["name"].string }
    }
}

extension Date {
    /// Now in Unix milliseconds.
    static var nowMillis: Int64 { Int64(Date().timeIntervalSince1970 * 1000) }
}
