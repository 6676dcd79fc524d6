import PartyCore

/// One room in `GET /admin/api/rooms` (contract §9): counts, never names, tokens or addresses.
struct AdminRoomSummary: Codable, Sendable, Equatable {
    var code: String
    /// The owning node's id, and its name for people.
    var node: String
    var nodeName: String
    var players: Int
    var audience: Int
    var screens: Int
    var moderators: Int
    /// The running game's id, or null.
    var game: String?
    var locked: Bool
    var settings: RoomSettings
    var createdAtMs: Int64
    var lastActivityMs: Int64

    /// Players and audience: what the list is sorted by.
    var members: Int { players + audience }

    enum CodingKeys: String, CodingKey {
        case code, node, players, audience, screens, moderators, game, locked, settings, members
        case nodeName = "node_name", createdAtMs = "created_at_ms", lastActivityMs = "last_activity_ms"
    }

    init(code: String, node: String, nodeName: String, players: Int, audience: Int, screens: Int, moderators: Int,
         game: String?, locked: Bool, settings: RoomSettings, createdAtMs: Int64, lastActivityMs: Int64) {
        (self.code, self.node, self.nodeName, self.players, self.audience) = (code, node, nodeName, players, audience)
        (self.screens, self.moderators, self.game, self.locked, self.settings) = (screens, moderators, game, locked, settings)
        (self.createdAtMs, self.lastActivityMs) = (createdAtMs, lastActivityMs)
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(code: try c.decode(String.self, forKey: .code), node: try c.decode(String.self, forKey: .node),
                  nodeName: try c.decode(String.self, forKey: .nodeName), players: try c.decode(Int.self, forKey: .players),
                  audience: try c.decode(Int.self, forKey: .audience), screens: try c.decode(Int.self, forKey: .screens),
                  moderators: try c.decode(Int.self, forKey: .moderators), game: try c.decodeIfPresent(String.self, forKey: .game),
                  locked: try c.decode(Bool.self, forKey: .locked), settings: try c.decode(RoomSettings.self, forKey: .settings),
                  createdAtMs: try c.decode(Int64.self, forKey: .createdAtMs), lastActivityMs: try c.decode(Int64.self, forKey: .lastActivityMs))
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(code, forKey: .code)
        try c.encode(node, forKey: .node)
        try c.encode(nodeName, forKey: .nodeName)
        try c.encode(players, forKey: .players)
        try c.encode(audience, forKey: .audience)
        try c.encode(members, forKey: .members)
        try c.encode(screens, forKey: .screens)
        try c.encode(moderators, forKey: .moderators)
        if let game { try c.encode(game, forKey: .game) } else { try c.encodeNil(forKey: .game) }
        try c.encode(locked, forKey: .locked)
        try c.encode(settings, forKey: .settings)
        try c.encode(createdAtMs, forKey: .createdAtMs)
        try c.encode(lastActivityMs, forKey: .lastActivityMs)
    }
}

/// `GET /admin/api/rooms`: every room of every node, most members first.
struct AdminRoomList: Codable, Sendable {
    var rooms: [AdminRoomSummary]
    /// Nodes that are up but did not answer in time (their rooms are missing from the list).
    var unreachable: [String]
}

/// A member as `GET /admin/api/rooms/CODE` lists them: never a token or an address.
struct AdminMember: Codable, Sendable, Equatable {
    var playerID: String
    var name: String
    var role: String
    var connected: Bool
    /// `tcp`, `tls`, `ws` or `text` while connected (a relayed member: as connected to its node), else null.
    var transport: String?
    /// Whether the connection is encrypted (TLS, or WebSocket over HTTPS).
    var secure: Bool
    var host: Bool
    var score: Int

    enum CodingKeys: String, CodingKey {
        case name, role, connected, transport, secure, host, score
        case playerID = "player_id"
    }

    init(playerID: String, name: String, role: String, connected: Bool, transport: String?, secure: Bool, host: Bool, score: Int) {
        (self.playerID, self.name, self.role, self.connected) = (playerID, name, role, connected)
        (self.transport, self.secure, self.host, self.score) = (transport, secure, host, score)
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(playerID: try c.decode(String.self, forKey: .playerID), name: try c.decode(String.self, forKey: .name),
                  role: try c.decode(String.self, forKey: .role), connected: try c.decode(Bool.self, forKey: .connected),
                  transport: try c.decodeIfPresent(String.self, forKey: .transport), secure: try c.decode(Bool.self, forKey: .secure),
                  host: try c.decode(Bool.self, forKey: .host), score: try c.decode(Int.self, forKey: .score))
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(playerID, forKey: .playerID)
        try c.encode(name, forKey: .name)
        try c.encode(role, forKey: .role)
        try c.encode(connected, forKey: .connected)
        if let transport { try c.encode(transport, forKey: .transport) } else { try c.encodeNil(forKey: .transport) }
        try c.encode(secure, forKey: .secure)
        try c.encode(host, forKey: .host)
        try c.encode(score, forKey: .score)
    }
}

/// The running game as the console shows it: its id and phase (from the view a TV gets: no secret).
struct AdminGame: Codable, Sendable, Equatable {
    var game: String
    var phase: String?
}

/// A screen (TV) watching the room.
struct AdminScreen: Codable, Sendable, Equatable {
    var screenID: String
    var transport: String

    enum CodingKeys: String, CodingKey {
        case transport
        case screenID = "screen_id"
    }
}

/// A ban as the console lists it (the moderation work fills these; no address or device ever).
struct AdminBan: Codable, Sendable, Equatable {
    var banID: String
    var name: String
    var atMs: Int64
    var address: Bool

    enum CodingKeys: String, CodingKey {
        case name, address
        case banID = "ban_id", atMs = "at_ms"
    }
}

/// `GET /admin/api/rooms/CODE` (contract §9).
struct AdminRoomDetails: Codable, Sendable, Equatable {
    var code: String
    var node: String
    var nodeName: String
    var members: [AdminMember]
    var screens: [AdminScreen]
    var moderators: [AdminMember]
    var game: AdminGame?
    var settings: RoomSettings
    var bans: [AdminBan]
    var locked: Bool
    var createdAtMs: Int64
    var lastActivityMs: Int64

    enum CodingKeys: String, CodingKey {
        case code, node, members, screens, moderators, game, settings, bans, locked
        case nodeName = "node_name", createdAtMs = "created_at_ms", lastActivityMs = "last_activity_ms"
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(code, forKey: .code)
        try c.encode(node, forKey: .node)
        try c.encode(nodeName, forKey: .nodeName)
        try c.encode(members, forKey: .members)
        try c.encode(screens, forKey: .screens)
        try c.encode(moderators, forKey: .moderators)
        if let game { try c.encode(game, forKey: .game) } else { try c.encodeNil(forKey: .game) }
        try c.encode(settings, forKey: .settings)
        try c.encode(bans, forKey: .bans)
        try c.encode(locked, forKey: .locked)
        try c.encode(createdAtMs, forKey: .createdAtMs)
        try c.encode(lastActivityMs, forKey: .lastActivityMs)
    }
}
