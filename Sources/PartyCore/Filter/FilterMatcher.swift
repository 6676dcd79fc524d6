/// A word filter's terms compiled for matching (Protocol/PROTOCOL.md §16.2): whole words in a
/// hashed table keyed by their letters with repeats collapsed, phrases by their first word, and
/// the terms of scripts without spaces in a ``FilterTrie``. Built once; a check reads it only.
struct FilterMatcher: Sendable {
    /// One compiled term.
    struct Term: Sendable {
        /// The term as its list wrote it (what a check reports).
        let text: String
        /// The lowest level that blocks it.
        let level: FilterLevel
        /// Its words, folded (one for a word; several for a phrase).
        let words: [[UInt32]]
        /// The next term with the same first-word key, or -1.
        var next: Int32 = -1
    }

    /// Multi-word terms are also matched written as one word ("sonofabitch") from this many letters.
    static let shortestJoinedPhrase = 5

    private(set) var terms: [Term] = []
    private var byFirstWord: FilterHashTable
    /// The keys of every beginning of a single-word term (with repeats collapsed): letters written
    /// apart are read on only while they may still become a term.
    private var wordPrefixes: FilterHashTable
    private var trie: FilterTrie
    /// The longest single-word term, in folded values (letters written apart are read up to this).
    private(set) var longestWord = 0

    /// Compiles `filterTerms`; a term that folds to nothing, or whose level is `.off`, is left out.
    init(_ filterTerms: [FilterTerm]) {
        var words: [Term] = []
        var anywhere: [(values: [UInt32], term: Term)] = []
        var seen: [[[UInt32]]: Int] = [:]
        func add(_ term: Term) {
            if let index = seen[term.words] {
                if term.level < words[index].level { words[index] = term }
                return
            }
            seen[term.words] = words.count
            words.append(term)
        }
        for filterTerm in filterTerms where filterTerm.level != .off {
            let folded = Self.fold(filterTerm.text)
            if folded.contains(where: FilterFolding.isAnywhereValue) {
                anywhere.append((folded.filter { $0 != FilterFolding.separator }, Term(text: filterTerm.text, level: filterTerm.level, words: [])))
                continue
            }
            let parts = folded.split(separator: FilterFolding.separator).map { Self.termWord(Array($0)) }
            guard !parts.isEmpty else { continue }
            add(Term(text: filterTerm.text, level: filterTerm.level, words: parts))
            let joined = parts.flatMap { $0 }
            if parts.count > 1 && joined.count >= Self.shortestJoinedPhrase {
                add(Term(text: filterTerm.text, level: filterTerm.level, words: [joined]))
            }
        }
        byFirstWord = FilterHashTable(expected: words.count)
        wordPrefixes = FilterHashTable(expected: words.reduce(0) { $0 + ($1.words.count == 1 ? $1.words[0].count : 0) })
        for index in words.indices {
            let key = FilterWordKey.key(of: words[index].words[0])
            if let head = byFirstWord.value(for: key) { words[index].next = head }
            byFirstWord.set(Int32(index), for: key)
            if words[index].words.count == 1 {
                longestWord = max(longestWord, words[index].words[0].count)
                var prefix = FilterWordKey.seed
                var previous = UInt32.max
                for value in words[index].words[0] {
                    prefix = FilterWordKey.add(value, previous: previous, to: prefix)
                    previous = value
                    wordPrefixes.set(0, for: prefix)
                }
            }
        }
        let firstAnywhere = Int32(words.count)
        terms = words + anywhere.map(\.term)
        let levels = terms.map(\.level)
        trie = FilterTrie(anywhere.enumerated().map { ($0.element.values, firstAnywhere + Int32($0.offset)) },
                          level: { levels[Int($0)] })
    }

    /// The folded values of `text` (separators included).
    static func fold(_ text: String) -> [UInt32] {
        Array(unsafeUninitializedCapacity: FilterFolding.capacity(for: text)) { buffer, count in
            count = FilterFolding.fold(text, into: buffer)
        }
    }

    /// A word of a term as it is stored: `@` and `$` in a term are always stand-ins ("a$$" is "ass").
    private static func termWord(_ values: [UInt32]) -> [UInt32] {
        values.contains(where: FilterReading.isSymbolStandIn) ? values.map(FilterReading.asI.read) : values
    }

    /// Whether some single-word term begins with letters of key `key` (see ``FilterWordKey``).
    func isWordPrefix(_ key: UInt64) -> Bool { wordPrefixes.value(for: key) != nil }

    /// The term at `index`.
    func term(_ index: Int32) -> Term { terms[Int(index)] }

    /// The first term blocked at `level` found in folded `text` (see ``FilterFolding``).
    func firstMatch(in text: UnsafeBufferPointer<UInt32>, level: FilterLevel) -> Int32? {
        guard level != .off, !terms.isEmpty else { return nil }
        if let found = firstWordMatch(in: text, level: level) { return found }
        return trie.firstMatch(in: text) { terms[Int($0)].level <= level }
    }

    /// The first term whose first word is `span` in `reading`, blocked at `level`, and whose
    /// further words (for a phrase) follow in `text`.
    func lookUp(_ span: FilterSpan, in text: UnsafeBufferPointer<UInt32>, reading: FilterReading, level: FilterLevel) -> Int32? {
        lookUp(key: FilterWordKey.key(of: span, in: text, reading: reading), span, in: text, reading: reading, level: level)
    }

    /// ``lookUp(_:in:reading:level:)`` with the span's key already known; `wholeWordsOnly` skips phrases.
    func lookUp(key: UInt64, _ span: FilterSpan, in text: UnsafeBufferPointer<UInt32>, reading: FilterReading,
                level: FilterLevel, wholeWordsOnly: Bool = false) -> Int32? {
        guard var index = byFirstWord.value(for: key) else { return nil }
        while index >= 0 {
            let term = terms[Int(index)]
            if term.level <= level, !(wholeWordsOnly && term.words.count > 1),
               FilterWordKey.matches(term.words[0], span, in: text, reading: reading),
               term.words.count == 1 || followingWords(of: term, after: span.index(span.count - 1) + 1, in: text) {
                return index
            }
            index = term.next
        }
        return nil
    }
}
