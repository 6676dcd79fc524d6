import PartyCore

/// What the games of a saved room remember between games (``PartyGame/Memory``), encoded inline
/// in the ``SavedRoom``: each game's memory under its ``PartyGame/memorySaveKey`` (Would You
/// Rather's under `wyrRecord`, the field saved rooms always had). Every offered game with a
/// `Codable` memory is written, its empty memory if it has none yet, so a saved room reads the
/// same to a server of any version; a key no offered game claims is ignored.
struct SavedGameMemory: Codable {
    /// Memories by game id.
    private(set) var memories: [String: any Sendable]
    /// The games whose memories are written.
    private let games: GameRegistry

    /// The memories of a room offering `games`.
    init(_ memories: [String: any Sendable], games: GameRegistry) {
        self.memories = memories
        self.games = games
    }

    private typealias Key = StringCodingKey

    /// Writes each game's memory beside the room's other fields.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for game in games.games {
            try game.encodeMemory(memories[game.id], into: &container, forKey: Key(stringValue: game.memorySaveKey))
        }
    }

    /// Reads each offered game's memory from beside the room's other fields (the registry in the
    /// decoder's ``ActiveGame/registryKey``, else the standard games).
    init(from decoder: any Decoder) throws {
        games = decoder.userInfo[ActiveGame.registryKey] as? GameRegistry ?? .standard
        let container = try decoder.container(keyedBy: Key.self)
        var memories: [String: any Sendable] = [:]
        for game in games.games {
            if let memory = try game.decodeMemory(from: container, forKey: Key(stringValue: game.memorySaveKey)) {
                memories[game.id] = memory
            }
        }
        self.memories = memories
    }
}

extension PartyGame {
    /// Encodes `memory` (or the empty memory) under `key` when this game's memory is `Encodable`.
    fileprivate static func encodeMemory<K: CodingKey>(_ memory: (any Sendable)?, into container: inout KeyedEncodingContainer<K>,
                                                       forKey key: K) throws {
        guard let value = (memory as? Memory ?? emptyMemory) as? any Encodable else { return }
        try container.encode(value, forKey: key)
    }

    /// Decodes this game's memory from under `key`, when it is `Decodable` and present.
    fileprivate static func decodeMemory<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws -> Memory? {
        guard let type = Memory.self as? any Decodable.Type, container.contains(key) else { return nil }
        return try container.decode(type, forKey: key) as? Memory
    }
}
