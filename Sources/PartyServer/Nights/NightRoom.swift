import Dispatch
import PartyCore

/// A game night in its room: the night itself and the break timer of the playlist's
/// auto-advance. Confined to the room's queue like the rest of ``RoomHost``.
struct NightRoom {
    /// The night (plan, playlist, tally; the recap once ended).
    var night: GameNight
    /// Fires when the break between two games is over and auto-advance starts the next.
    var breakTimer: DispatchSourceTimer?
    /// When ``breakTimer`` fires.
    var nextAtMs: UnixMillis?

    /// Stops the break timer.
    mutating func cancelBreak() {
        breakTimer?.cancel()
        breakTimer = nil
        nextAtMs = nil
    }
}
