/// Checks UTF-8 incrementally (RFC 3629: no overlongs, surrogates or code points past
/// U+10FFFF), so a text message split across frames fails as soon as a bad byte arrives.
struct UTF8Validator: Sendable {
    private var needed = 0
    private var lower: UInt8 = 0x80
    private var upper: UInt8 = 0xBF

    /// Whether no sequence is left unfinished.
    var isComplete: Bool { needed == 0 }

    /// Feeds `bytes`; false as soon as they cannot be (part of) valid UTF-8.
    mutating func feed(_ bytes: some Sequence<UInt8>) -> Bool {
        for b in bytes {
            if needed == 0 {
                switch b {
                case 0x00...0x7F: continue
                case 0xC2...0xDF: needed = 1
                case 0xE0: needed = 2; lower = 0xA0
                case 0xE1...0xEC, 0xEE, 0xEF: needed = 2
                case 0xED: needed = 2; upper = 0x9F
                case 0xF0: needed = 3; lower = 0x90
                case 0xF1...0xF3: needed = 3
                case 0xF4: needed = 3; upper = 0x8F
                default: return false
                }
            } else {
                guard b >= lower && b <= upper else { return false }
                lower = 0x80
                upper = 0xBF
                needed -= 1
            }
        }
        return true
    }
}
