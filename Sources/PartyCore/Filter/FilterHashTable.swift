/// A fixed open-addressing table from 64-bit keys to small integers, built once and then only
/// read: a lookup hashes nothing and allocates nothing (the word filter's hot path).
struct FilterHashTable: Sendable {
    private var keys: [UInt64]
    private var values: [Int32]
    private let shift: UInt64

    /// A table for about `expected` keys (load factor at most one half).
    init(expected: Int) {
        var bits: UInt64 = 4
        while (1 << bits) < max(2 * expected, 16) { bits += 1 }
        keys = Array(repeating: 0, count: 1 << Int(bits))
        values = Array(repeating: -1, count: 1 << Int(bits))
        shift = 64 - bits
    }

    /// Key 0 marks an empty slot, so a key is never 0.
    static func usable(_ key: UInt64) -> UInt64 { key == 0 ? 1 : key }

    private func slot(_ key: UInt64) -> Int { Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift) }

    /// The value stored for `key`, or nil.
    func value(for key: UInt64) -> Int32? {
        let key = Self.usable(key)
        let mask = keys.count - 1
        var index = slot(key)
        while true {
            let found = keys[index]
            if found == key { return values[index] }
            if found == 0 { return nil }
            index = (index + 1) & mask
        }
    }

    /// Stores `value` for `key`, replacing what was there.
    mutating func set(_ value: Int32, for key: UInt64) {
        let key = Self.usable(key)
        let mask = keys.count - 1
        var index = slot(key)
        while keys[index] != 0 && keys[index] != key { index = (index + 1) & mask }
        keys[index] = key
        values[index] = value
    }
}
