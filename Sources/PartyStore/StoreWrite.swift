import PartyCore

/// One change to the store. A batch of them (`[StoreWrite]`) commits atomically.
public enum StoreWrite: Sendable, Equatable {
    /// Creates the profile `key` (a token hash, never the token) or updates its name and
    /// last-seen time. `at` becomes `createdAt` for a new profile.
    case upsertProfile(key: String, name: String, at: UnixMillis)
    /// Logs a finished Guess or Pass round and raises the profile's best score in
    /// `category` and `mode` (the game's name for its board: each mode keeps its own) when `score` is
    /// higher (a best score never falls).
    case finishedRound(profileKey: String, category: String, mode: String,
                       score: Int, at: UnixMillis)
    /// Adds `counters` to the record `key` of `game` — a game's own store record
    /// (``PartyCore/GameRecord``), e.g. a question's all-time votes. A missing record or counter
    /// starts at zero, negative amounts take away, and no counter goes below zero.
    case addToGameRecord(game: String, key: String, counters: [String: Int])
    /// Deletes every record of `game` (`partyd reset-wyr --confirm` clears Would You Rather's).
    case deleteGameRecords(game: String)
    /// Creates or replaces the wheel with the same owner and id.
    case saveWheel(StoredWheel)
    /// Deletes one wheel; deleting a missing wheel is not an error.
    case deleteWheel(owner: String, id: String)
    /// Appends one roll to a room's dice history.
    case diceHistory(StoredDiceEntry)
    /// Records a revealed server seed.
    case seedReveal(StoredSeedReveal)
    /// Replaces all room snapshots with these (graceful shutdown, and start-up after a restore).
    case replaceRoomSnapshots([StoredRoomSnapshot])
    /// Deletes all room snapshots.
    case clearRoomSnapshots
    /// Creates or replaces one live room's snapshot (crash safety: rides the group commits).
    /// When several for the same room wait for the same commit, only the last is written.
    case saveRoomSnapshot(StoredRoomSnapshot)
    /// Deletes one room's snapshot (the room closed); a missing one is not an error.
    case deleteRoomSnapshot(code: String)
    /// Sets every snapshot's `savedAt` to `at`: the server was alive then (a heartbeat), so a
    /// restore after a crash shifts timers by the real downtime, not by the room's idle time.
    case touchRoomSnapshots(at: UnixMillis)
    /// A game night, its RSVPs or their retention (see ``NightWrite``).
    case night(NightWrite)
}
