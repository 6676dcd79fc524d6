/// A room's safety and pacing settings (contract §9, "Room settings"): set by `room.create`
/// {settings} and `room.settings`, sent in the snapshot and in `room.settings_changed`, and saved
/// with the room (restart and takeover keep them).
public struct RoomSettings: Codable, Equatable, Sendable {
    /// The word filter's level for every text a member writes (default `moderate`).
    public var filter: FilterLevel
    /// Whether chat, Odd One Out clues and custom questions wait for a moderator (default false).
    public var review: Bool
    /// Streamer mode: screens show neither the code nor a QR code nor the link (default false).
    public var hideCode: Bool
    /// Multiplies every timer of a game started after the change; one of ``timerScales``.
    public var timerScale: Double
    /// Whether the audience may chat (default true; when false their `chat.send` gets `not_allowed`).
    public var audienceChat: Bool

    /// The values `timer_scale` may take.
    public static let timerScales: [Double] = [1, 1.5, 2, 3]

    /// The defaults of a new room.
    public init(filter: FilterLevel = .default, review: Bool = false, hideCode: Bool = false, timerScale: Double = 1,
                audienceChat: Bool = true) {
        (self.filter, self.review, self.hideCode, self.timerScale, self.audienceChat) = (filter, review, hideCode, timerScale, audienceChat)
    }

    /// `seconds` of a game's timer at this room's ``timerScale``, rounded to whole seconds.
    public func scaled(seconds: Int) -> Int {
        Int((Double(seconds) * timerScale).rounded())
    }

    enum CodingKeys: String, CodingKey {
        case filter, review
        case hideCode = "hide_code"
        case timerScale = "timer_scale"
        case audienceChat = "audience_chat"
    }
}
