import Foundation
import PartyCore

/// A game night as the store keeps it. `data` is the server's own JSON (plan, playlist, tally,
/// recap); the store reads only the columns beside it. RSVPs are rows of their own, so that two
/// guests answering at once on two nodes never overwrite each other.
public struct StoredNight: Sendable, Equatable {
    /// The night's code (also its room's code).
    public var code: String
    /// `planned`, `open` or `ended`.
    public var state: String
    /// Opaque JSON written and read by the server.
    public var data: Data
    /// When the night ended (retention counts from here); nil until then.
    public var endedAt: UnixMillis?
    /// The RSVPs, oldest first (filled by ``PartyStore/night(code:)``; ignored when saving).
    public var rsvps: [NightRSVP]

    /// Creates a stored night.
    public init(code: String, state: String, data: Data, endedAt: UnixMillis?, rsvps: [NightRSVP] = []) {
        self.code = code
        self.state = state
        self.data = data
        self.endedAt = endedAt
        self.rsvps = rsvps
    }
}

/// A change to the store's nights (``StoreWrite/night(_:)``).
public enum NightWrite: Sendable, Equatable {
    /// Creates or replaces a night (its RSVPs are untouched).
    case save(StoredNight)
    /// Creates or replaces the RSVP `key` (a name's skeleton) of night `code`.
    case rsvp(code: String, key: String, NightRSVP)
    /// Deletes every night that ended before `endedBefore`, with its RSVPs (retention).
    case expire(endedBefore: UnixMillis)
}
