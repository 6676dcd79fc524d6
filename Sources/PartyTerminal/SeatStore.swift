import Foundation

/// Remembered seats: for each server (`host:port`) the profile token and name, and for each
/// room the seat to resume. Stored as JSON in `seats.json` in the config directory; the file is
/// written with mode 0600 because the token is a secret.
public struct SeatStore: Sendable, Equatable, Codable {
    /// One remembered seat.
    public struct Seat: Sendable, Equatable, Codable {
        /// The resume token.
        public var token: String
        /// The name used.
        public var name: String
        /// The player id the seat had.
        public var playerID: String?
        /// When the seat was last taken (Unix ms); absent in files written before it was kept.
        public var savedAtMs: Int64?

        enum CodingKeys: String, CodingKey { case token, name, playerID = "player_id", savedAtMs = "saved_at_ms" }

        /// Creates a seat.
        public init(token: String, name: String, playerID: String?, savedAtMs: Int64? = nil) {
            self.token = token
            self.name = name
            self.playerID = playerID
            self.savedAtMs = savedAtMs
        }
    }

    /// What is remembered about one server.
    public struct Server: Sendable, Equatable, Codable {
        /// The profile token used for new seats.
        public var token: String?
        /// The last name used.
        public var name: String?
        /// Seats by room code.
        public var rooms: [String: Seat] = [:]
    }

    /// Servers by `host:port`.
    public var servers: [String: Server] = [:]

    /// An empty store.
    public init() {}

    /// The key of a server.
    public static func key(host: String, port: Int) -> String { "\(host.lowercased()):\(port)" }

    /// The seat remembered for `room` on `server`.
    public func seat(server: String, room: String) -> Seat? { servers[server]?.rooms[room.uppercased()] }

    /// Remembers a seat (and the server's token and name).
    public mutating func remember(server: String, room: String, seat: Seat) {
        var s = servers[server] ?? Server()
        s.token = seat.token
        s.name = seat.name
        s.rooms[room.uppercased()] = seat
        servers[server] = s
    }

    /// The most recently taken seat on `server` (by ``Seat/savedAtMs``, then room code), for
    /// offering `party create` a way back to it.
    public func latestSeat(server: String) -> (room: String, seat: Seat)? {
        let rooms = servers[server]?.rooms ?? [:]
        return rooms.max { ($0.value.savedAtMs ?? 0, $1.key) < ($1.value.savedAtMs ?? 0, $0.key) }.map { ($0.key, $0.value) }
    }

    /// Forgets the seat of `room` on `server` (the profile token stays).
    public mutating func forget(server: String, room: String) {
        servers[server]?.rooms[room.uppercased()] = nil
    }

    /// The file inside `directory`.
    public static func file(in directory: String) -> String { directory + "/seats.json" }

    /// Loads the store (an empty one when the file is missing or unreadable).
    public static func load(from directory: String) -> SeatStore {
        guard let data = FileManager.default.contents(atPath: file(in: directory)),
              let store = try? JSONDecoder().decode(SeatStore.self, from: data) else { return SeatStore() }
        return store
    }

    /// Writes the store, creating the directory.
    public func save(to directory: String) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let path = Self.file(in: directory)
        try encoder.encode(self).write(to: URL(fileURLWithPath: path), options: .atomic)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
    }
}

/// Reconnect delays: 0.5 s, doubling up to 8 s.
public struct Backoff: Sendable, Equatable {
    /// The attempt number (1 for the first retry).
    public private(set) var attempt = 0

    /// A fresh backoff.
    public init() {}

    /// The delay before the next attempt, in milliseconds, and counts the attempt.
    public mutating func next() -> Int {
        attempt += 1
        return min(8000, 500 << min(attempt - 1, 5))
    }

    /// Starts over after a success.
    public mutating func reset() { attempt = 0 }
}
