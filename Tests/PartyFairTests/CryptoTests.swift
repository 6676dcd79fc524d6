import PartyCore
import PartyFair
import Testing

@Suite("PartyFair: primitives, streams, state")
struct CryptoTests {
    @Test("HMAC-SHA256 known answer (RFC 4231 test case 2)")
    func rfc4231Case2() {
        let mac = Crypto.hmacSHA256(key: Array("Jefe".utf8), message: Array("what do ya want for nothing?".utf8))
        #expect(Crypto.hex(mac) == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
    }

    @Test("SHA-256 known answer and commitment = sha256(seed bytes)")
    func commitment() throws {
        #expect(Crypto.hex(Crypto.sha256(Array("abc".utf8))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        let seed = try #require(FairSeed(hex: String(repeating: "00", count: 32)))
        // SHA-256 of 32 zero bytes.
        #expect(seed.commitment == "66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925")
        let random = FairSeed.random()
        #expect(random.commitment == Crypto.hex(Crypto.sha256(random.bytes)))
        #expect(random.commitment.count == 64 && random.hex.count == 64)
        #expect(random != FairSeed.random())
        #expect(FairSeed(hex: "abc") == nil && FairSeed(hex: String(repeating: "zz", count: 32)) == nil)
        #expect(Crypto.bytes(fromHex: "00fFa1") == [0, 255, 161])
    }

    @Test("a stream's words are the documented HMAC blocks, deterministically")
    func streamWords() throws {
        let seed = try #require(FairSeed(hex: String(repeating: "ab", count: 32)))
        var a = FairStream(serverSeed: seed, clientSeed: "lucky", nonce: 7)
        var b = FairStream(serverSeed: seed, clientSeed: "lucky", nonce: 7)
        let wordsA = (0..<10).map { _ in a.next() }
        #expect(wordsA == (0..<10).map { _ in b.next() })
        for i in 0..<10 {
            let block = Crypto.hmacSHA256(key: seed.bytes, message: Array("lucky:7:\(i / 4)".utf8))
            let bytes = block[(8 * (i % 4))..<(8 * (i % 4) + 8)]
            #expect(wordsA[i] == bytes.reduce(UInt64(0)) { $0 << 8 | UInt64($1) })
        }
        var other = FairStream(serverSeed: seed, clientSeed: "lucky", nonce: 8)
        #expect(other.next() != wordsA[0])
    }

    @Test("rejection sampling discards words at or above the limit")
    func rejection() {
        struct Scripted: RandomSource {
            var words: [UInt64]
            mutating func next() -> UInt64 { words.removeFirst() }
        }
        // bound 3: limit = floor(2^64 / 3) * 3 = 2^64 - 1, so UInt64.max is rejected.
        var s = Scripted(words: [UInt64.max, 7])
        #expect(s.uniform(below: 3) == 1)
        #expect(s.words.isEmpty)
        // bound 6: 2^64 mod 6 = 4, limit = 2^64 - 4; UInt64.max - 3 is rejected, UInt64.max - 4 accepted.
        var t = Scripted(words: [UInt64.max - 3, UInt64.max - 4])
        #expect(t.uniform(below: 6) == Int((UInt64.max - 4) % 6))
        #expect(t.words.isEmpty)
        // bound 4 divides 2^64: everything is accepted.
        var u = Scripted(words: [UInt64.max])
        #expect(u.uniform(below: 4) == 3)
    }

    @Test("state: nonces, client seed validation, rotation")
    func state() throws {
        let seed = try #require(FairSeed(hex: String(repeating: "11", count: 32)))
        var state = FairState(serverSeed: seed, clientSeed: "c0ffee")
        #expect(state.commitment == seed.commitment)
        let (_, n1) = state.nextStream()
        let (_, n2) = state.nextStream()
        #expect(n1 == 1 && n2 == 2 && state.nextNonce == 3)
        try state.setClientSeed("my-seed_42")
        #expect(state.clientSeed == "my-seed_42" && state.view.clientSeed == "my-seed_42")
        #expect(throws: RuleViolation.badRequest(field: "seed", reason: "must not be empty")) { try state.setClientSeed("") }
        #expect(throws: RuleViolation.self) { try state.setClientSeed(String(repeating: "x", count: 65)) }
        #expect(throws: RuleViolation.self) { try state.setClientSeed("has space") }
        #expect(throws: RuleViolation.self) { try state.setClientSeed("bell\u{07}") }
        try state.setClientSeed(String(repeating: "x", count: 64))
        let reveal = state.rotate()
        #expect(reveal.revealedServerSeed == seed.hex && reveal.previousCommitment == seed.commitment)
        #expect(reveal.commitment == state.commitment && reveal.commitment != seed.commitment)
        #expect(state.nextStream().nonce == 3)
        let fresh = FairState()
        #expect(fresh.clientSeed.count == 16 && fresh.nextNonce == 1)
    }
}

@Suite("PartyFair: the test vector in Protocol/FAIRNESS.md")
struct FairnessDocVectorTests {
    let seed = FairSeed(hex: String(repeating: "11", count: 32))!

    @Test("words, coin, dice and wheel for seed 11…11, client seed c0ffee")
    func vector() throws {
        var words = FairStream(serverSeed: seed, clientSeed: "c0ffee", nonce: 1)
        #expect(words.next() == 0xE57E_7222_8E21_D1D5)
        #expect(words.next() == 0x9E37_CA04_4542_F31F)
        var coin = FairStream(serverSeed: seed, clientSeed: "c0ffee", nonce: 1)
        #expect(CoinFlip.flip(rng: &coin) == CoinFlipResult(side: .tails, spins: 5))
        var dice = FairStream(serverSeed: seed, clientSeed: "c0ffee", nonce: 2)
        let rolled = DiceTable.draw(Array(repeating: Die(value: 1), count: 3), sides: 6, rng: &dice)
        #expect(rolled.map(\.value) == [5, 6, 4])
        #expect(rolled.map(\.delayMs) == [9, 135, 68])
        #expect(rolled.map(\.durationMs) == [562, 780, 818])
        var spin = FairStream(serverSeed: seed, clientSeed: "c0ffee", nonce: 3)
        let wheel = try Wheel.validated(id: "w1", name: "Lunch", options: [
            WheelOption(label: "Soup", weight: 1), WheelOption(label: "Pizza", weight: 2), WheelOption(label: "Tacos", weight: 7),
        ])
        let result = WheelSpin.spin(wheel, rng: &spin)
        #expect(result == WheelSpinResult(index: 2, label: "Tacos", angleDeg: 2492.947836, turns: 6))
    }
}
