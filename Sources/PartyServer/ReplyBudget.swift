import PartyCore

/// The most bytes one frame to a member can take, derived from the text limits
/// (``TextLimit``), the collection caps (``ContentLimits``), the page sizes and the room's seats,
/// so that no snapshot or reply can overflow a member's write buffer (which would disconnect
/// them). `partyd` refuses a configuration whose largest frame does not fit the buffer.
///
/// Encoded text takes at most twice its UTF-8 bytes plus the quotes: sanitised text has no
/// control characters, so only `"` and `\` (one byte each) are escaped, to two bytes.
public enum ReplyBudget {
    /// Wheels per `wheel.list` page (the largest `limit`, and the default).
    public static let wheelsPerPage = 20
    /// Questions per `wyr.history` page (the largest `limit`, and the default).
    public static let wyrHistoryPerPage = 100

    /// Largest encoding of one text of `limit`.
    static func text(_ limit: TextLimit) -> Int { 2 * limit.maxBytes + 2 }

    /// A member's share of a snapshot: their entry in `members` (id, name, role, flags, score)
    /// and their entries in per-player lists (game scores, dice rolling windows).
    public static let memberBytes = 3 * text(.name) + 512
    /// The rest of a snapshot: room fields, fairness, the dice table with its 50-entry history,
    /// and the running game (a question of two options, or a round's cards: at most a deck).
    public static let roomBytes = 256 * 1024
    /// One wheel in `wheel.list`: the name and every option.
    public static let wheelBytes = text(.wheelName) + ContentLimits.optionsPerWheel.upperBound * (text(.wheelLabel) + 32) + 256
    /// One question in `wyr.history`: both options and the counts.
    public static let wyrEntryBytes = 2 * text(.wyrOption) + 512
    /// One line of `chat.history` (and of the `chat` in a `room.resume` reply).
    public static let chatLineBytes = text(.chat) + text(.name) + 128

    /// A game night's room snapshot adds its `night`: title, place, host name and a full playlist.
    public static let nightBytes = text(NightLimits.title) + text(NightLimits.place) + text(.name) + 1024
        + (NightLimits.playlistItems + 1) * (2 * GameOptionSet.maxBytes + GameOptionSet.maxOptions * 8 + 128)
    /// A night's recap (`night.end`, `night.ended`): every standing, the awards, the games.
    public static let recapBytes = (NightLimits.standings + 5) * (text(.name) + 96)
        + NightTally.maxGamesListed * 64 + 2 * text(.wyrOption) + text(NightLimits.title) + text(NightLimits.place) + 1024

    /// The largest snapshot of a room with these seats.
    public static func snapshotBytes(_ limits: RoomLimits) -> Int {
        roomBytes + nightBytes + (limits.maxPlayers + limits.maxAudience) * memberBytes
    }

    /// The largest frame the server sends to one member: the bigger of a `room.resume` reply
    /// (snapshot plus recent chat), a `wheel.list` page and a `wyr.history` page.
    public static func largestFrameBytes(_ limits: RoomLimits) -> Int {
        max(snapshotBytes(limits) + ChatLog.limit * chatLineBytes,
            wheelsPerPage * wheelBytes, wyrHistoryPerPage * wyrEntryBytes, recapBytes)
    }

    /// Why `writeBufferBytes` is too small for rooms of `maxPlayers` and `maxAudience`, or nil
    /// when it is large enough.
    public static func problem(maxPlayers: Int, maxAudience: Int, writeBufferBytes: Int) -> String? {
        let needed = largestFrameBytes(RoomLimits(maxPlayers: maxPlayers, maxAudience: maxAudience))
        guard needed >= writeBufferBytes else { return nil }
        return "--write-buffer-bytes (\(writeBufferBytes)) must exceed the largest frame a room of "
            + "\(maxPlayers) players and \(maxAudience) audience can send (\(needed) bytes): "
            + "raise it or lower --max-players/--max-audience"
    }
}
