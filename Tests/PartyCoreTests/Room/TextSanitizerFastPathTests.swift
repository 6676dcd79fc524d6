import Testing
@testable import PartyCore

@Suite("TextSanitizer fast path")
struct TextSanitizerFastPathTests {
    /// The byte-level shortcut returns exactly what the scalar-by-scalar cleaner returns.
    @Test(arguments: [1, 2, 3])
    func agreesWithTheGeneralCase(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let alphabet: [String] = ["a", "Z", " ", "  ", "\t", "\n", "é", "\u{1B}[31m", "!", "~", "\u{7F}", "\u{202E}", "😀", "\u{0301}"]
        for _ in 0..<2_000 {
            let n = Int(rng.next() % 8)
            let text = (0..<n).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] }.joined()
            #expect(TextSanitizer.clean(text) == TextSanitizer.cleanScalars(text), "\(text.unicodeScalars.map { $0.value })")
        }
    }

    @Test func plainASCIIIsReturnedAsItIs() {
        #expect(TextSanitizer.isAlreadyClean("hello there, friend!"))
        #expect(!TextSanitizer.isAlreadyClean(" leading"))
        #expect(!TextSanitizer.isAlreadyClean("trailing "))
        #expect(!TextSanitizer.isAlreadyClean("two  spaces"))
        #expect(!TextSanitizer.isAlreadyClean("tab\there"))
        #expect(TextSanitizer.isAlreadyClean(""))
    }
}
