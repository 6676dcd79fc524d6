import PartyProtocol

/// What the terminal client knows about running a public room (Protocol/PROTOCOL.md section
/// 16): the room's settings, whether this client is a moderator, and — for the host and the
/// moderators — the moderators and the review queue.
public struct ModerationState: Sendable, Equatable {
    /// Whether this client joined as a moderator (not a member: absent from the member list).
    public var isModerator = false
    /// The room's moderators (known to the host and the moderators).
    public var moderators: [ModeratorInfo] = []
    /// Items waiting for review, oldest first (known to the host and the moderators).
    public var pending: [PendingInfo] = []
    /// Streamer mode: the room's code is not shown (``ClientState/codeShown``).
    public var hideCode = false
    /// The room's settings as the server last said, by wire name.
    public var settings: [String: JSONValue] = [:]

    /// A fresh state (no room).
    public init() {}

    /// Takes the settings and the staff's lists from a snapshot.
    mutating func adopt(snapshot: JSONValue) {
        if case let .object(s)? = snapshot["settings"] { adopt(settings: s) }
        moderators = (snapshot["moderators"]?.array ?? []).map(ModeratorInfo.init)
        pending = (snapshot["pending"]?.array ?? []).map(PendingInfo.init)
    }

    /// Takes a `settings` object.
    mutating func adopt(settings: [String: JSONValue]) {
        self.settings = settings
        hideCode = settings["hide_code"]?.bool ?? false
    }

    /// `filter moderate · review on · …`, in the server's order of settings.
    var settingsLine: String {
        ["filter", "review", "hide_code", "timer_scale", "audience_chat"].compactMap { key in
            switch settings[key] {
            case let .bool(b)?: "\(key) \(b ? "on" : "off")"
            case let .string(s)?: "\(key) \(s)"
            case let .int(i)?: "\(key) \(i)"
            case let .double(d)?: "\(key) \(d)"
            default: nil
            }
        }.joined(separator: " · ")
    }
}

/// One moderator as the staff see them.
public struct ModeratorInfo: Sendable, Equatable {
    /// The moderator's id (`m1`, …).
    public var id: String
    /// Their name.
    public var name: String
    /// Whether their connection is up.
    public var connected: Bool

    init(_ v: JSONValue) {
        (id, name, connected) = (v["player_id"]?.text ?? "?", v["name"]?.text ?? "?", v["connected"]?.bool ?? true)
    }
}

/// One held item as the staff see it (`mod.pending`).
public struct PendingInfo: Sendable, Equatable {
    /// The item's id (`r1`, …), for `/approve` and `/reject`.
    public var id: String
    /// `chat`, `clue` or `question`.
    public var kind: String
    /// The sender's name.
    public var name: String
    /// What they wrote (a question as `A | B`).
    public var text: String

    init(_ v: JSONValue) {
        (id, kind) = (v["item_id"]?.text ?? "?", v["kind"]?.text ?? "chat")
        (name, text) = (v["name"]?.text ?? "?", v["text"]?.text ?? "")
    }
}
