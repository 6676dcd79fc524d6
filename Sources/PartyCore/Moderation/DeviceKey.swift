/// The `device` of `room.create` and `room.join` (contract §9, "Bans"): an opaque string of at
/// most 64 characters the web client keeps per browser. The room keeps only its key (a 64-bit
/// FNV-1a hash in hex), for matching a ban by device: the string itself is never shown, sent
/// or saved.
public enum DeviceKey {
    /// The most characters a `device` may have.
    public static let maxCharacters = 64

    /// The key of a `device` parameter.
    /// - Throws: `bad_request` naming `device` when it is empty, longer than 64 characters or
    ///   holds control characters.
    public static func validated(_ raw: String) throws(RuleViolation) -> String {
        guard !raw.isEmpty, raw.count <= maxCharacters else {
            throw .badRequest(field: "device", reason: "must be 1–\(maxCharacters) characters")
        }
        guard !raw.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw .badRequest(field: "device", reason: "must not contain control characters")
        }
        return key(raw)
    }

    /// The 64-bit FNV-1a hash of `raw`'s UTF-8 bytes, as 16 hex digits.
    static func key(_ raw: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in raw.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
