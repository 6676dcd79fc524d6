extension FilterMatcher {
    /// Whether `value` is part of a word (not a separator, not a character matched anywhere).
    @inline(__always)
    static func isWordValue(_ value: UInt32) -> Bool {
        value != FilterFolding.separator && !FilterFolding.isAnywhereValue(value)
    }

    /// The first word term (or phrase) blocked at `level` in folded `text`: each word as written
    /// and through its stand-ins, then every run of letters written apart ("f.u.c.k") read as one word.
    func firstWordMatch(in text: UnsafeBufferPointer<UInt32>, level: FilterLevel) -> Int32? {
        var start = 0
        var apart = FilterSpan(start: 0, stride: 2, count: 0)  // the current run of one-letter words
        while start < text.count {
            guard Self.isWordValue(text[start]) else {
                start += 1
                continue
            }
            var end = start + 1
            while end < text.count && Self.isWordValue(text[end]) { end += 1 }
            if let found = matchWord(start..<end, in: text, level: level) { return found }
            if end - start == 1 && apart.count > 0 && start == apart.index(apart.count) {
                apart.count += 1
            } else {
                if let found = matchApart(apart, in: text, level: level) { return found }
                apart = FilterSpan(start: start, stride: 2, count: end - start == 1 ? 1 : 0)
            }
            start = end
        }
        return matchApart(apart, in: text, level: level)
    }

    /// The term that the word at `range` is, read as written (without `@`/`$` at its ends, then
    /// also without digits at its ends: "fuck99") and, when it holds stand-ins and is not a
    /// number, with them read as letters.
    func matchWord(_ range: Range<Int>, in text: UnsafeBufferPointer<UInt32>, level: FilterLevel) -> Int32? {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper && FilterReading.isSymbolStandIn(text[lower]) { lower += 1 }
        while upper > lower && FilterReading.isSymbolStandIn(text[upper - 1]) { upper -= 1 }
        if lower < upper, let found = lookUp(FilterSpan(start: lower, stride: 1, count: upper - lower), in: text,
                                              reading: .literal, level: level) {
            return found
        }
        let (wordLower, wordUpper) = (lower, upper)
        while lower < upper && Self.isEdge(text[lower]) { lower += 1 }
        while upper > lower && Self.isEdge(text[upper - 1]) { upper -= 1 }
        if lower < upper, (lower, upper) != (wordLower, wordUpper),
           let found = lookUp(FilterSpan(start: lower, stride: 1, count: upper - lower), in: text, reading: .literal, level: level) {
            return found
        }
        var standIns = false
        var letters = false
        var one = false
        for index in range {
            let value = text[index]
            if FilterReading.isStandIn(value) { standIns = true }
            if !FilterReading.isDigit(value) { letters = true }
            if value == 0x31 { one = true }
        }
        guard standIns && letters else { return nil }  // "1488" and "69" stay numbers
        let span = FilterSpan(start: range.lowerBound, stride: 1, count: range.count)
        if let found = lookUp(span, in: text, reading: .asI, level: level) { return found }
        return one ? lookUp(span, in: text, reading: .asL, level: level) : nil
    }

    /// A digit, `@` or `$`: what may be glued to a word's ends without being part of it.
    @inline(__always)
    static func isEdge(_ value: UInt32) -> Bool { FilterReading.isDigit(value) || FilterReading.isSymbolStandIn(value) }

    /// Whether the words of `term` after its first follow in `text` from `position` (the end of
    /// the first word), one separator apart.
    func followingWords(of term: Term, after position: Int, in text: UnsafeBufferPointer<UInt32>) -> Bool {
        var position = position
        for word in term.words.dropFirst() {
            guard position + 1 < text.count, text[position] == FilterFolding.separator, Self.isWordValue(text[position + 1]) else {
                return false
            }
            var end = position + 2
            while end < text.count && Self.isWordValue(text[end]) { end += 1 }
            let span = FilterSpan(start: position + 1, stride: 1, count: end - position - 1)
            guard FilterWordKey.matches(word, span, in: text, reading: .literal)
                || FilterWordKey.matches(word, span, in: text, reading: .asI)
                || FilterWordKey.matches(word, span, in: text, reading: .asL) else { return false }
            position = end
        }
        return true
    }

    /// The first single-word term spelled by consecutive letters of `run` (one-letter words one
    /// separator apart: "f u c k", "a f.u.c.k.i.n.g day" finds "fucking"). From each letter the
    /// keys grow letter by letter, in each reading, only while they begin some term.
    func matchApart(_ run: FilterSpan, in text: UnsafeBufferPointer<UInt32>, level: FilterLevel) -> Int32? {
        guard run.count >= 2, longestWord >= 2 else { return nil }
        for first in 0..<(run.count - 1) {
            var literal = (key: FilterWordKey.seed, previous: UInt32.max, alive: true)
            var asI = literal
            var asL = literal
            var letters = false  // digits alone are never read as letters ("4 5 5" is not "ass")
            for length in 1...min(run.count - first, longestWord) {
                let value = text[run.index(first + length - 1)]
                if !FilterReading.isDigit(value) { letters = true }
                literal = extend(literal, with: value)
                asI = extend(asI, with: FilterReading.asI.read(value))
                asL = extend(asL, with: FilterReading.asL.read(value))
                guard literal.alive || asI.alive || asL.alive else { break }
                guard length >= 2 else { continue }
                let span = FilterSpan(start: run.index(first), stride: 2, count: length)
                if literal.alive, let found = lookUp(key: literal.key, span, in: text, reading: .literal, level: level, wholeWordsOnly: true) {
                    return found
                }
                guard letters else { continue }
                if asI.alive, asI.key != literal.key,
                   let found = lookUp(key: asI.key, span, in: text, reading: .asI, level: level, wholeWordsOnly: true) {
                    return found
                }
                if asL.alive, asL.key != asI.key,
                   let found = lookUp(key: asL.key, span, in: text, reading: .asL, level: level, wholeWordsOnly: true) {
                    return found
                }
            }
        }
        return nil
    }

    /// A running word key with one more value, alive while some term begins with it.
    @inline(__always)
    private func extend(_ state: (key: UInt64, previous: UInt32, alive: Bool),
                        with value: UInt32) -> (key: UInt64, previous: UInt32, alive: Bool) {
        guard state.alive else { return state }
        let key = FilterWordKey.add(value, previous: state.previous, to: state.key)
        return (key, value, isWordPrefix(key))
    }
}
