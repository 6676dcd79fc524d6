/// One ban of a room (contract §9, "Bans"): who was removed, and every way the room recognises
/// them again — their seat's token (as its profile key), their name's skeleton, their browser's
/// device key and, when the ban said so, their address (``BanAddress``). Saved with the room;
/// none of the keys is ever shown (`room.bans` lists the id, the name, the time and whether the
/// address is banned).
public struct Ban: Sendable, Equatable, Codable {
    /// The ban's id in the room (`b1`, `b2`, …), for `room.unban`.
    public var id: String
    /// The banned member's name as it was shown.
    public var name: String
    /// The name's skeletons (``NameSkeleton``): lower-cased, and with case kept.
    var nameLower: String
    var nameCased: String
    /// The banned seat's profile key (the hash of its token).
    var profileKey: String?
    /// The banned browser's ``DeviceKey``, when it gave one.
    var deviceKey: String?
    /// The banned connection's ``BanAddress`` key, for a ban with `address: true`.
    var addressKey: String?
    /// When the ban was made.
    public var at: UnixMillis

    /// Whether the ban also refuses the banned connection's address.
    public var byAddress: Bool { addressKey != nil }

    enum CodingKeys: String, CodingKey {
        case id, name, nameLower = "name_lower", nameCased = "name_cased", profileKey = "profile_key"
        case deviceKey = "device_key", addressKey = "address_key", at
    }
}

/// Someone asking to enter a room: what a ban may recognise them by. Absent parts match nothing.
public struct Entrant: Sendable, Equatable {
    /// The name asked for (raw; compared by skeleton).
    public var name: String?
    /// The profile key of the token given (`room.join` with a token, `room.resume`).
    public var profileKey: String?
    /// The ``DeviceKey`` of the `device` given.
    public var deviceKey: String?
    /// The client's IP address (without port).
    public var address: String?

    /// An entrant; every part optional.
    public init(name: String? = nil, profileKey: String? = nil, deviceKey: String? = nil, address: String? = nil) {
        (self.name, self.profileKey, self.deviceKey, self.address) = (name, profileKey, deviceKey, address)
    }
}
