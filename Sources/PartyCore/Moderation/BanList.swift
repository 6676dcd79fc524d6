/// A room's bans (contract §9, "Bans"): who may not come back, and the rule that recognises
/// them. Pure value; the room keeps one and saves it with itself, so bans survive a restart and
/// a takeover, and a night's room keeps them for the whole night.
///
/// Matching is a look-up in four derived sets (profile keys, name skeletons, device keys,
/// address keys), so a crowd joining a room with many bans costs a hash per part, not a scan.
public struct BanList: Sendable, Equatable, Codable {
    /// The bans, oldest first.
    public private(set) var bans: [Ban] = []
    private var counter = 0
    /// Derived from ``bans``: never encoded or compared.
    private var index = Index()

    private enum CodingKeys: String, CodingKey { case bans, counter }

    /// An empty list.
    public init() {}

    /// Decodes a saved list and rebuilds its index.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        bans = try c.decode([Ban].self, forKey: .bans)
        counter = try c.decode(Int.self, forKey: .counter)
        index = Index(bans)
    }

    /// Bans a member: `name` as shown, the seat's `profileKey`, the `deviceKey` it joined with,
    /// and `address` when the ban covers the address.
    /// - Throws: `limit_reached` once the room holds `limit` bans.
    public mutating func add(name: String, profileKey: String?, deviceKey: String?, address: String?, at now: UnixMillis,
                             limit: Int) throws(RuleViolation) -> Ban {
        guard bans.count < limit else {
            throw .limitReached("this room already has \(limit) bans, the most it keeps; lift one with room.unban first")
        }
        counter += 1
        let keys = RoomNameIndex.Keys(name)
        let ban = Ban(id: "b\(counter)", name: name, nameLower: keys.lower, nameCased: keys.cased, profileKey: profileKey,
                      deviceKey: deviceKey, addressKey: address.map(BanAddress.key), at: now)
        bans.append(ban)
        index = Index(bans)
        return ban
    }

    /// Lifts the ban `id`.
    /// - Throws: `not_found` for an id the room has no ban under.
    @discardableResult
    public mutating func lift(_ id: String) throws(RuleViolation) -> Ban {
        guard let i = bans.firstIndex(where: { $0.id == id }) else { throw .notFound("ban \(id)") }
        let ban = bans.remove(at: i)
        index = Index(bans)
        return ban
    }

    /// The first ban that recognises `entrant`, if any: the same token, a name of the same
    /// skeleton, the same device, or (for a ban by address) the same IPv4 address or IPv6 /64.
    public func ban(matching entrant: Entrant) -> Ban? {
        guard !bans.isEmpty else { return nil }
        var hit: String?
        if let key = entrant.profileKey { hit = index.profiles[key] }
        if hit == nil, let name = entrant.name {
            let keys = RoomNameIndex.Keys(name)
            hit = index.names[keys.lower] ?? index.casedNames[keys.cased]
        }
        if hit == nil, let key = entrant.deviceKey { hit = index.devices[key] }
        if hit == nil, let address = entrant.address { hit = index.addresses[BanAddress.key(address)] }
        return hit.flatMap { id in bans.first { $0.id == id } }
    }

    /// Two lists are equal when their bans and their id counters are (the index is derived).
    public static func == (lhs: BanList, rhs: BanList) -> Bool { lhs.bans == rhs.bans && lhs.counter == rhs.counter }

    /// Each key of each ban → the ban's id (the first ban wins).
    private struct Index: Sendable {
        var profiles: [String: String] = [:]
        var names: [String: String] = [:]
        var casedNames: [String: String] = [:]
        var devices: [String: String] = [:]
        var addresses: [String: String] = [:]

        init() {}

        init(_ bans: [Ban]) {
            for ban in bans.reversed() {
                if let key = ban.profileKey { profiles[key] = ban.id }
                names[ban.nameLower] = ban.id
                casedNames[ban.nameCased] = ban.id
                if let key = ban.deviceKey { devices[key] = ban.id }
                if let key = ban.addressKey { addresses[key] = ban.id }
            }
        }
    }
}
