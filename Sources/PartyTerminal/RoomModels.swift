import PartyProtocol

/// A member of the room as the client shows it.
public struct MemberInfo: Sendable, Equatable {
    /// The member's id.
    public var id: String
    /// The display name (sanitised).
    public var name: String
    /// Whether the member is in the audience.
    public var audience: Bool
    /// Whether the member's connection is up.
    public var connected: Bool
    /// The member's score.
    public var score: Int
    /// The member's avatar emoji, if they picked one.
    public var emoji: String?
    /// The avatar's colour as a terminal style, if they picked one.
    public var tint: TextStyle?

    /// Creates a member.
    public init(id: String, name: String, audience: Bool = false, connected: Bool = true, score: Int = 0,
                emoji: String? = nil, tint: TextStyle? = nil) {
        self.id = id
        self.name = name
        self.audience = audience
        self.connected = connected
        self.score = score
        self.emoji = emoji
        self.tint = tint
    }

    /// Reads the `avatar` {emoji?, color?} of a snapshot member or `room.player_joined` into this member.
    mutating func setAvatar(_ avatar: JSONValue?) {
        emoji = avatar?["emoji"]?.text.flatMap { $0.count == 1 ? $0 : nil }
        tint = avatar?["color"]?.text.flatMap(Self.tint(hex:))
    }

    /// `#RRGGBB` as a 24-bit foreground style.
    static func tint(hex: String) -> TextStyle? {
        guard hex.count == 7, hex.first == "#", let value = UInt32(hex.dropFirst(), radix: 16) else { return nil }
        return .tint(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
    }
}

extension MemberInfo {
    /// A member as a snapshot (or `room.audience_changed`) lists it.
    init(snapshotMember m: JSONValue) {
        self.init(id: m["player_id"]?.text ?? "?", name: m["name"]?.text ?? "?",
                  audience: m["role"]?.text == "audience", connected: m["connected"]?.bool ?? true,
                  score: m["score"]?.int ?? 0)
        setAvatar(m["avatar"])
    }
}

/// One line of the chat pane.
public struct ChatEntry: Sendable, Equatable {
    /// What kind of line it is.
    public enum Kind: Sendable, Equatable {
        /// A chat message from the named member.
        case message(from: String)
        /// News from the room or the client.
        case system
        /// A refusal or failure.
        case error
    }

    /// The kind.
    public var kind: Kind
    /// The sanitised text.
    public var text: String

    /// Creates a line.
    public init(_ kind: Kind, _ text: String) {
        self.kind = kind
        self.text = text
    }
}

/// A chat line that waits for an animation to end (a result must not spoil its own dice,
/// coin or wheel), added by ``ClientState/reduce(tick:)``.
public struct ScheduledEntry: Sendable, Equatable {
    /// When it is due (local ms).
    public var dueMs: Int64
    /// The line.
    public var entry: ChatEntry
}

/// The client's link to the server.
public enum ConnectionStatus: Sendable, Equatable {
    /// The first connection is being made.
    case connecting
    /// Connected and seated.
    case connected
    /// Lost; trying again (attempt number).
    case reconnecting(attempt: Int)
    /// Gave up or was told to stop.
    case offline
}

/// Which pane fills the game area.
public enum Pane: String, Sendable, CaseIterable {
    /// The running game (or the lobby when none runs).
    case game
    /// The dice table.
    case dice
    /// Wheels.
    case wheel
    /// The coin.
    case coin
}

/// A window drawn over the main area.
public enum Overlay: Sendable, Equatable {
    /// Key help for the current pane.
    case help
    /// Would You Rather history.
    case history([WyrHistoryItem])
    /// The wheel create/edit form.
    case wheelForm(WheelForm)
    /// The room's join link as a QR code (JoinLink.swift).
    case joinQR
    /// The game night: details, playlist and scoreboard (ScreenRenderer+Night.swift).
    case night
}

/// What the reducer asks the I/O layer to do.
public enum ClientEffect: Sendable, Equatable {
    /// Send a request without waiting for a reply (errors come back as frames).
    case send(String, [String: JSONValue])
    /// Send a request and feed its reply back through ``ClientState/reduce(reply:to:now:)``.
    case request(String, [String: JSONValue])
    /// Leave the room for good and forget the remembered seat.
    case leave
    /// Stop reconnecting (the seat moved elsewhere).
    case stopReconnecting
    /// Stop reconnecting and forget the remembered seat in this room (kicked).
    case forgetSeat(room: String)
    /// Exit the client (the seat stays for the grace period).
    case quit
    /// Exit the client with this reason (printed once the terminal is restored).
    case exit(String)
}
