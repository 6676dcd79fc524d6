/// The terms written in scripts without spaces (Chinese) and emoji, matched anywhere in a text: a
/// trie walked from each position, separators between its characters skipped ("操 你 妈").
struct FilterTrie: Sendable {
    /// (node << 32 | value) → child node.
    private var children: FilterHashTable
    /// Per node: the term that ends there (the lowest level one), or -1.
    private var ends: [Int32] = [-1]
    /// Whether some term starts with a character that is not ``FilterFolding/isAnywhereValue(_:)``
    /// (then a walk starts at every position, not only at those characters).
    private(set) var startsAnywhere = false

    /// The trie of `terms` (folded values without separators, and the index each stands for);
    /// `level(of:)` says which of two equal terms to keep.
    init(_ terms: [(values: [UInt32], index: Int32)], level: (Int32) -> FilterLevel) {
        children = FilterHashTable(expected: terms.reduce(0) { $0 + $1.values.count })
        for (values, index) in terms where !values.isEmpty {
            if !FilterFolding.isAnywhereValue(values[0]) { startsAnywhere = true }
            var node: Int32 = 0
            for value in values {
                let key = Self.key(node, value)
                if let child = children.value(for: key) {
                    node = child
                } else {
                    let child = Int32(ends.count)
                    ends.append(-1)
                    children.set(child, for: key)
                    node = child
                }
            }
            let current = ends[Int(node)]
            if current < 0 || level(index) < level(current) { ends[Int(node)] = index }
        }
    }

    /// Whether the trie holds any term.
    var isEmpty: Bool { ends.count == 1 }

    @inline(__always)
    private static func key(_ node: Int32, _ value: UInt32) -> UInt64 { UInt64(UInt32(bitPattern: node)) << 32 | UInt64(value) }

    /// The first term found in `text` that `accept` takes (it is asked for each term that ends
    /// where the walk is; a shorter, too strict term does not hide a longer one).
    func firstMatch(in text: UnsafeBufferPointer<UInt32>, accept: (Int32) -> Bool) -> Int32? {
        guard !isEmpty else { return nil }
        for start in text.indices {
            let first = text[start]
            guard first != FilterFolding.separator, startsAnywhere || FilterFolding.isAnywhereValue(first) else { continue }
            var node: Int32 = 0
            var position = start
            while position < text.count {
                let value = text[position]
                position += 1
                if value == FilterFolding.separator { continue }
                guard let child = children.value(for: Self.key(node, value)) else { break }
                node = child
                let term = ends[Int(node)]
                if term >= 0 && accept(term) { return term }
            }
        }
        return nil
    }
}
