/// Bytes read from a connection and not yet consumed by a decoder: appended at the end,
/// consumed from the front, compacted once the consumed half dominates (no copy per read).
struct ReadBuffer: Sendable {
    /// The storage; valid bytes are `bytes[start...]`.
    private(set) var bytes: [UInt8] = []
    /// The first unconsumed byte.
    private(set) var start = 0

    /// Unconsumed bytes.
    var count: Int { bytes.count - start }

    /// The unconsumed bytes.
    var unread: ArraySlice<UInt8> { bytes[start...] }

    /// Adds bytes at the end.
    mutating func append(_ more: some Sequence<UInt8>) {
        if start > 0 && start >= bytes.count / 2 {
            bytes.removeFirst(start)
            start = 0
        }
        bytes.append(contentsOf: more)
    }

    /// Marks `n` more bytes as consumed.
    mutating func consume(_ n: Int) {
        start += n
    }

    /// Removes and returns every unconsumed byte.
    mutating func takeAll() -> [UInt8] {
        defer { bytes = []; start = 0 }
        return Array(bytes[start...])
    }
}
