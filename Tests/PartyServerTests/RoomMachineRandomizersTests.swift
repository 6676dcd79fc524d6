import Foundation
import PartyCore
import PartyFair
import PartyProtocol
import Testing
@testable import PartyServer

/// The randomizers and the room's content in ``RoomMachine`` as transcripts: dice, the coin, the
/// fairness protocol's commitment before its reveal, the language and custom words — no socket.
@Suite("Room machine: randomizers and content")
struct RoomMachineRandomizersTests {
    /// A room whose server seed is known, so its results are the same on every run.
    static func seeded() -> RoomTranscript {
        var t = RoomTranscript()
        t.state.fair = RoomFairness(FairState(serverSeed: FairSeed(bytes: Array(repeating: 7, count: 32)), clientSeed: "table"))
        return t
    }

    @Test("a roll carries the commitment to a seed nobody has seen; the reveal is stored before its ok and matches it")
    func commitBeforeReveal() throws {
        var t = Self.seeded()
        let host = t.seat("Ann")
        let seed = FairSeed(bytes: Array(repeating: 7, count: 32))
        let rolled = t.send(RoomMachine.diceRoll, "dice.roll", ["count": .int(2), "sides": .int(6)], from: host)
        #expect(rolled.count == 2 && rolled[0] == "ok {}")
        #expect(rolled[1].hasPrefix("dice.rolled to everyone "))
        #expect(rolled[1].contains(#""commitment":"\#(seed.commitment)""#) && rolled[1].contains(#""nonce":1"#))
        #expect(!rolled[1].contains(seed.hex), "the seed is never sent before its reveal")
        #expect(t.send(RoomMachine.fairRotate, "fair.rotate", [:], from: host).prefix(2) == ["save seedReveal + snapshot w1", "ok {} after w1"])
        let revealed = try #require(t.send(RoomMachine.coinFlip, "coin.flip", [:], from: host).last)
        #expect(!revealed.contains(seed.commitment), "later results commit to the new seed")
        var u = Self.seeded()
        let uHost = u.seat("Ann")
        let rotated = u.send(RoomMachine.fairRotate, "fair.rotate", [:], from: uHost)
        #expect(rotated.last?.contains(#""revealed_server_seed":"\#(seed.hex)""#) == true)
        #expect(rotated.last?.contains(#""previous_commitment":"\#(seed.commitment)""#) == true)
        #expect(FairSeed(hex: seed.hex)?.commitment == seed.commitment, "anyone can check the reveal against the commitment")
    }

    @Test("the same seed, client seed and nonce give the same roll: a result can be re-derived")
    func reproducible() {
        var a = Self.seeded(), b = Self.seeded()
        let (hostA, hostB) = (a.seat("Ann"), b.seat("Ann"))
        #expect(a.send(RoomMachine.diceRoll, "dice.roll", [:], from: hostA) == b.send(RoomMachine.diceRoll, "dice.roll", [:], from: hostB))
        #expect(a.send(RoomMachine.coinFlip, "coin.flip", [:], from: hostA) == b.send(RoomMachine.coinFlip, "coin.flip", [:], from: hostB))
    }

    @Test("a refused roll uses no nonce and changes nothing")
    func refusedRoll() {
        var t = Self.seeded()
        let host = t.seat("Ann")
        #expect(t.send(RoomMachine.diceRoll, "dice.roll", ["sides": .int(1)], from: host) == ["error bad_request"])
        #expect(t.send(RoomMachine.diceRoll, "dice.roll", ["count": .string("two")], from: host) == ["error bad_request"])
        #expect(t.state.fair.state.nextNonce == 1)
        #expect(t.send(RoomMachine.diceRoll, "dice.roll", [:], from: host).last?.contains(#""nonce":1"#) == true)
    }

    @Test("only the host configures the dice or rotates the seed; a turn's end is stored before its ok")
    func turns() {
        var t = Self.seeded()
        let host = t.seat("Ann")
        let bob = t.seat("Bob")
        #expect(t.send(RoomMachine.diceConfig, "dice.config", ["mode": .string("turns")], from: bob) == ["error not_host"])
        #expect(t.send(RoomMachine.fairRotate, "fair.rotate", [:], from: bob) == ["error not_host"])
        #expect(t.send(RoomMachine.diceConfig, "dice.config", ["mode": .string("sometimes")], from: host) == ["error bad_request"])
        #expect(t.send(RoomMachine.diceConfig, "dice.config", ["mode": .string("turns"), "count": .int(2), "sides": .int(6)], from: host) == [
            "ok {}", #"dice.config to everyone {"count":2,"mode":"turns","sides":6,"turn":"p1"}"#,
        ])
        #expect(t.send(RoomMachine.diceEndTurn, "dice.end_turn", [:], from: bob).first?.hasPrefix("error") == true, "not Bob's turn")
        _ = t.send(RoomMachine.diceRoll, "dice.roll", [:], from: host)
        t.now += 10_000
        let ended = t.send(RoomMachine.diceEndTurn, "dice.end_turn", [:], from: host)
        #expect(ended.prefix(2) == ["save diceHistory + snapshot w1", "ok {} after w1"])
        #expect(ended.last?.hasPrefix(#"dice.turn to everyone {"dice":["#) == true && ended.last?.contains(#""player_id":"p2""#) == true)
        #expect(t.send(RoomMachine.diceHistory, "dice.history", [:], from: bob).first?.contains(#""name":"Ann""#) == true)
    }

    @Test("a client seed is mixed into later results and announced")
    func clientSeed() {
        var t = Self.seeded()
        let host = t.seat("Ann")
        #expect(t.send(RoomMachine.fairClientSeed, "fair.client_seed", ["seed": .string("lucky")], from: host) == [
            "ok {}", #"fair.client_seed to everyone {"client_seed":"lucky","player_id":"p1"}"#,
        ])
        #expect(t.send(RoomMachine.coinFlip, "coin.flip", [:], from: host).last?.contains(#""client_seed":"lucky""#) == true)
    }

    // MARK: - Content

    @Test("the host's language change is announced; anyone else's and an unknown language are refused")
    func language() {
        var t = RoomTranscript()
        let host = t.seat("Ann")
        let bob = t.seat("Bob")
        #expect(t.send(RoomMachine.setLanguage, "room.set_lang", ["lang": .string("tr")], from: host) == [
            "ok {}", #"room.lang_changed to everyone {"by":"p1","lang":"tr"}"#,
        ])
        #expect(t.send(RoomMachine.setLanguage, "room.set_lang", ["lang": .string("es")], from: bob) == ["error not_host"])
        #expect(t.send(RoomMachine.setLanguage, "room.set_lang", ["lang": .string("xx")], from: host) == ["error bad_request"])
        #expect(t.state.content.language == .tr)
    }

    @Test("a custom word is saved before its ok and announced as a count, never as the word")
    func customWord() {
        var t = RoomTranscript()
        let host = t.seat("Ann")
        let bob = t.seat("Bob")
        #expect(t.send(RoomMachine.addCustomWord, "gop.add", ["word": .string("lighthouse")], from: host) == [
            "save snapshot w1", #"ok {"count":1} after w1"#, #"gop.word_added to everyone {"count":1,"player_id":"p1"}"#,
        ])
        #expect(t.send(RoomMachine.addCustomWord, "gop.add", ["word": .string("harbour")], from: bob) == ["error not_host"])
        #expect(t.send(RoomMachine.addCustomWord, "gop.add", ["word": .string("fuck")], from: host) == ["error filtered"])
        #expect(t.state.content.customWords.count == 1)
    }
}
