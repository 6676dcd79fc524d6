import Foundation
import PartyCore
import Testing
@testable import PartyProtocol

/// Text mode renders room events from their values (``EventValue``), not from their bytes: the
/// values must be exactly what decoding the frame gives, for every kind of payload.
@Suite("Event values without a decode")
struct JSONValueEncoderTests {
    /// The frame's bytes decoded, as text mode used to read them.
    func decoded(_ type: String, _ payload: some Encodable & Sendable) throws -> [String: JSONValue] {
        let bytes = Outbound.event(type, room: "QWER", seq: 7, payload)
        guard case let .object(fields) = try JSONDecoder().decode(JSONValue.self, from: Data(bytes)) else { return [:] }
        return fields
    }

    func check(_ event: some NamedEvent) throws {
        let value = EventValue(event.wireType, room: "QWER", seq: 7, event)
        #expect(value.fields == (try decoded(event.wireType, event)), "\(event.wireType)")
    }

    @Test func gameEventsGiveTheSameValuesAsTheirDecodedFrames() throws {
        try check(OddOneOutEvent.roundStarted(round: 1, rounds: 3, category: "food", players: ["p1", "p2", "p3"], endsAt: 1_760_000_000_123))
        try check(OddOneOutEvent.word(round: 2, word: "crème brûlée \"quoted\" / slash"))
        try check(OddOneOutEvent.roundEnded(OddOneOutReveal(round: 1, oddPlayer: nil, commonWord: "cat", oddWord: "dog", category: "animals",
                                                            caught: false, votes: [OddOneOutVote(playerID: "p1", target: "p2")],
                                                            points: [], scores: [OddOneOutScore(playerID: "p1", score: 0)], nextRoundAt: nil)))
        try check(OddOneOutEvent.gameOver(scoreboard: [OddOneOutScore(playerID: "p2", score: 3)]))
        try check(RoomEvent.playerJoined(id: "p2", name: "Bob", role: .audience, avatar: nil))
        try check(GuessOrPassEvent.cardHidden(index: 4))
    }

    @Test func numbersKeepTheirWireKind() throws {
        struct Mixed: Encodable, Sendable {
            var whole = 90.0, fraction = 12.5, big: Int64 = 1_760_000_000_000, small: UInt8 = 3, flags = [true, false]
            var nested = ["a": [1, 2]], none: String? = nil
        }
        let value = EventValue("x.y", room: "QWER", seq: 1, Mixed())
        #expect(value.fields == (try decoded("x.y", Mixed())).merging(["seq": .int(1)]) { $1 })
        #expect(value.fields["whole"] == .int(90) && value.fields["fraction"] == .double(12.5))
    }

    @Test func textModeRendersTheSameLinesFromValuesAsFromBytes() throws {
        let event = OddOneOutEvent.clueGiven(player: "p2", text: "purrs", cluesIn: 1, cluers: 3)
        var fromBytes = sessionInRoom(), fromValues = sessionInRoom()
        let bytes = fromBytes.render(Outbound.event(event.wireType, room: "QWER", seq: 3, event))
        let values = fromValues.render(fields: EventValue(event.wireType, room: "QWER", seq: 3, event).fields)
        #expect(bytes == values && bytes == ["* p2's clue: purrs (1/3)\n"])
    }
}
