import Dispatch
import PartyCore
import PartyFair

/// Everything needed to bring a room back after a restart (graceful, or after a crash from the
/// snapshots that ride the store's group commits). Stored as JSON in the
/// store's room snapshots. Contains the room's secret server seed: never sent to clients.
struct SavedRoom: Codable {
    var code: String
    var room: Room
    var seq: Int
    var game: ActiveGame?
    var wyrRecord: WyrRoomRecord
    /// The room's language and custom words (absent in rooms saved before content packs).
    var content: RoomContent?
    var dice: DiceTable
    var fair: FairState
    var savedAt: UnixMillis
}

extension RoomHost {
    /// Freezes the room (no timers, no roster reactions) and returns it as it stands, with dice
    /// settled (a restored table is never mid-roll). Used at shutdown, before clients are dropped,
    /// so that their departure cannot end a vote or a round.
    func freezeAndSave() -> SavedRoom {
        dispatchPrecondition(condition: .onQueue(queue))
        let saved = savedState()
        nightFreezing()
        frozen = true
        gameTimer?.cancel()
        gameTimer = nil
        return saved
    }

    /// Brings a saved room back: every seat waits for a resume, timers keep the time they had left
    /// when the server was last known alive (`aliveAt`: a graceful stop, or the last heartbeat
    /// before a crash), so they are shifted by the downtime.
    static func restore(_ saved: SavedRoom, aliveAt: UnixMillis, context: ServerContext, seed: UInt64) -> RoomHost {
        let host = RoomHost(code: saved.code, context: context, seed: seed)
        let now = context.clock.now()
        let shift = max(0, now - max(saved.savedAt, aliveAt))
        host.room = saved.room
        for member in saved.room.members { host.profileKeys[member.id] = member.profileKey }
        host.room.markAllDisconnected(at: now)
        host.awaitingResume = Set(saved.room.members.map(\.id))
        host.seq = saved.seq
        host.wyrRecord = saved.wyrRecord
        host.content = saved.content ?? RoomContent()
        host.dice = saved.dice
        host.fair = saved.fair
        host.game = saved.game
        host.game?.shiftDeadlines(by: shift)
        host.queue.async {
            host.countSeats()
            host.scheduleExpiry()
            host.scheduleGameTimer()
            host.scheduleHostAway()
            host.restoreNight()
        }
        return host
    }
}
