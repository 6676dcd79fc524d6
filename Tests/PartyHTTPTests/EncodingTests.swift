import PartyCore
import Testing
@testable import PartyHTTP
import PartyTestSupport

@Suite("Base64 and UTF-8 validation")
struct EncodingTests {
    @Test func base64RoundTripsRFC4648Vectors() {
        let vectors = ["": "", "f": "Zg==", "fo": "Zm8=", "foo": "Zm9v", "foob": "Zm9vYg==", "fooba": "Zm9vYmE=", "foobar": "Zm9vYmFy"]
        for (plain, encoded) in vectors {
            #expect(Base64.encode(bytes(plain)) == encoded)
            #expect(Base64.decode(encoded) == bytes(plain))
        }
        #expect(Base64.decode("Zm9v\nYmFy\n", ignoringWhitespace: true) == bytes("foobar"))
    }

    @Test func base64RefusesNonCanonicalText() {
        for bad in ["Zg=", "Zg", "Z===", "Zh==", "Zm9=", "Zm!v", "Zm=v", "Zm9vYg==Zm9v"] {
            #expect(Base64.decode(bad) == nil, "\(bad)")
        }
    }

    @Test func utf8ValidatorAgreesWithTheStandardLibrary() {
        var rng = SplitMix64(seed: 7)
        let pieces: [[UInt8]] = [[0x61], [0xC3, 0xA9], [0xE2, 0x82, 0xAC], [0xF0, 0x9F, 0x8E, 0x89], [0x80], [0xC0], [0xED, 0xA0], [0xF4, 0x90], [0xFF], [0xE0, 0x80]]
        for _ in 0..<5000 {
            var sample: [UInt8] = []
            for _ in 0..<(1 + rng.uniform(below: 6)) { sample += pieces[rng.uniform(below: pieces.count)] }
            var validator = UTF8Validator()
            var ok = true
            for chunk in ChunkSplits.random(sample, using: &rng) where ok { ok = validator.feed(chunk) }
            let valid = ok && validator.isComplete
            #expect(valid == (String(validating: sample, as: UTF8.self) != nil), "\(sample)")
        }
    }
}
