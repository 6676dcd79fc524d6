/// How one word of folded text is read when it is compared with the terms: as written, or with its
/// digit and symbol stand-ins read as the letters they imitate (0 o, 1 i or l, 3 e, 4 a, 5 s, 7 t,
/// @ a, $ s).
enum FilterReading: Sendable {
    /// The values as they are.
    case literal
    /// Stand-ins read as letters, `1` as `one` (i or l).
    case standIn(one: UInt32)

    static let asI = FilterReading.standIn(one: 0x69)
    static let asL = FilterReading.standIn(one: 0x6C)

    /// `value` in this reading.
    @inline(__always)
    func read(_ value: UInt32) -> UInt32 {
        guard case .standIn(let one) = self else { return value }
        switch value {
        case 0x30: return 0x6F  // 0 o
        case 0x31: return one  // 1 i or l
        case 0x33: return 0x65  // 3 e
        case 0x34: return 0x61  // 4 a
        case 0x35: return 0x73  // 5 s
        case 0x37: return 0x74  // 7 t
        case 0x40: return 0x61  // @ a
        case 0x24: return 0x73  // $ s
        default: return value
        }
    }

    /// Whether `value` is a stand-in some reading turns into a letter.
    @inline(__always)
    static func isStandIn(_ value: UInt32) -> Bool {
        switch value {
        case 0x30, 0x31, 0x33, 0x34, 0x35, 0x37, 0x40, 0x24: true
        default: false
        }
    }

    /// Whether `value` is an ASCII digit (digits are never stretched: "1488" is not "14888").
    @inline(__always)
    static func isDigit(_ value: UInt32) -> Bool { (0x30...0x39).contains(value) }

    /// `@` or `$`: a symbol only ever read as a letter.
    @inline(__always)
    static func isSymbolStandIn(_ value: UInt32) -> Bool { value == 0x40 || value == 0x24 }
}

/// A word of folded text: `count` values from `start`, `stride` apart (2 for letters written
/// apart, "f u c k").
struct FilterSpan {
    var start: Int
    var stride: Int
    var count: Int

    /// Index of the `k`th value.
    @inline(__always)
    func index(_ k: Int) -> Int { start + k * stride }
}

/// The comparison both sides of a match share.
enum FilterWordKey {
    /// FNV-1a offset basis.
    static let seed: UInt64 = 0xCBF2_9CE4_8422_2325

    /// Adds `value` to a running key, skipping it when it repeats `previous`: the key of a word is
    /// the key of its letters with every run of one letter written once ("fuuuck" and "fuck" share it).
    @inline(__always)
    static func add(_ value: UInt32, previous: UInt32, to key: UInt64) -> UInt64 {
        value == previous ? key : (key ^ UInt64(value)) &* 0x0000_0100_0000_01B3
    }

    /// The key of `values`.
    static func key(of values: [UInt32]) -> UInt64 {
        var key = seed
        var previous = UInt32.max
        for value in values {
            key = add(value, previous: previous, to: key)
            previous = value
        }
        return key
    }

    /// The key of `span` of `text` in `reading`.
    @inline(__always)
    static func key(of span: FilterSpan, in text: UnsafeBufferPointer<UInt32>, reading: FilterReading) -> UInt64 {
        var key = seed
        var previous = UInt32.max
        for k in 0..<span.count {
            let value = reading.read(text[span.index(k)])
            key = add(value, previous: previous, to: key)
            previous = value
        }
        return key
    }

    /// Whether `span` of `text`, in `reading`, is `term` with some of its letters repeated: the
    /// same letters in the same order, each run at least as long as the term's ("fuuck" is
    /// "fuck", "asss" is "ass", but "as" is not "ass"). Digits must repeat exactly.
    static func matches(_ term: [UInt32], _ span: FilterSpan, in text: UnsafeBufferPointer<UInt32>, reading: FilterReading) -> Bool {
        var i = 0
        var k = 0
        while i < term.count {
            let letter = term[i]
            var termRun = 1
            while i + termRun < term.count && term[i + termRun] == letter { termRun += 1 }
            var textRun = 0
            while k + textRun < span.count && reading.read(text[span.index(k + textRun)]) == letter { textRun += 1 }
            if textRun == 0 { return false }
            if FilterReading.isDigit(letter) ? textRun != termRun : textRun < termRun { return false }
            i += termRun
            k += textRun
        }
        return k == span.count
    }
}
