import Foundation
import PartyCore
import PartyFair
import PartyProtocol
import Testing
@testable import PartyServer

/// The randomizers and the room's content in ``RoomMachine`` as transcripts: dice, the coin, the
/// fairness protocol's commitment before its reveal, wheels, the language and custom words — no socket.
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

    // MARK: - Wheels

    @Test("a wheel is stored before its ok, then announced; only its owner changes it, anyone present spins it")
    func wheels() {
        var t = Self.seeded()
        let host = t.seat("Ann")
        let bob = t.seat("Bob")
        let options: JSONValue = .array([.object(["label": .string("pizza")]), .object(["label": .string("tacos"), "weight": .int(2)])])
        #expect(t.send(RoomMachine.wheelCreate, "wheel.create", ["name": .string("Dinner"), "options": options], from: host) == [
            "write saveWheel as w1",
            #"ok {"wheel":{"name":"Dinner","options":[{"label":"pizza","weight":1},{"label":"tacos","weight":2}],"owner":"p1","wheel_id":"wsecret-1"},"wheel_id":"wsecret-1"} after w1"#,
            #"wheel.changed to everyone {"action":"created","name":"Dinner","owner":"p1","wheel_id":"wsecret-1"}"#,
        ])
        #expect(t.send(RoomMachine.wheelUpdate, "wheel.rename", ["wheel_id": .string("wsecret-1"), "name": .string("Lunch")], from: bob)
            == ["error not_allowed"])
        #expect(t.send(RoomMachine.wheelUpdate, "wheel.rename", ["wheel_id": .string("wsecret-1")], from: host) == ["error bad_request"])
        #expect(t.send(RoomMachine.wheelCreate, "wheel.create", ["name": .string("fuck this"), "options": options], from: host)
            == ["error filtered"])
        let spun = t.send(RoomMachine.wheelSpin, "wheel.spin", ["wheel": .string("dinner")], from: bob)
        #expect(spun.first == "ok {}" && spun.last?.hasPrefix("wheel.spun to everyone ") == true)
        #expect(spun.last?.contains(#""commitment":"\#(FairSeed(bytes: Array(repeating: 7, count: 32)).commitment)""#) == true)
        #expect(t.send(RoomMachine.wheelList, "wheel.list", [:], from: bob).first?.contains(#""total":1"#) == true)
        #expect(t.send(RoomMachine.wheelDelete, "wheel.delete", ["wheel_id": .string("wsecret-1")], from: host) == [
            "write deleteWheel as w2", #"ok {"wheel_id":"wsecret-1"} after w2"#,
            #"wheel.changed to everyone {"action":"deleted","name":"Dinner","owner":"p1","wheel_id":"wsecret-1"}"#,
        ])
        #expect(t.send(RoomMachine.wheelSpin, "wheel.spin", ["wheel_id": .string("wsecret-1")], from: bob) == ["error not_found"])
    }

    @Test("the wheels of a member who left leave with them; the cap counts the owner's wheels in other rooms")
    func wheelsLeaveWithTheirOwner() {
        var t = RoomTranscript { _ in }
        let host = t.seat("Ann")
        let bob = t.seat("Bob")
        t.state.profileKeys[bob] = t.state.room.member(bob)?.profileKey
        _ = t.send(RoomMachine.wheelCreate, "wheel.create", ["name": .string("Mine"), "options": .array([.object(["label": .string("a")]),
                                                                                                          .object(["label": .string("b")])])], from: bob)
        _ = t.state.room.remove(bob, reason: .left)
        #expect(RoomMachine.dropAbsentWheels(&t.state).map(\.transcript) == [
            #"wheel.changed to everyone {"action":"removed","name":"Mine","owner":"p2","wheel_id":"wsecret-1"}"#,
        ])
        #expect(t.send(RoomMachine.wheelList, "wheel.list", [:], from: host).first?.contains(#""total":0"#) == true)
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
