import Dispatch
import Foundation
import PartyCore
import PartyStore

extension RoomHost {
    /// Events that never report a change a snapshot holds.
    static let unsavedEventTypes: Set<String> = ["chat.message", "wheel.changed"]

    /// The room as it stands, ready to be saved (dice settled: a restored table is never mid-roll).
    func savedState() -> SavedRoom {
        dispatchPrecondition(condition: .onQueue(queue))
        var saved = SavedRoom(code: code, room: room, seq: seq, game: game, gameMemory: SavedGameMemory(gameMemory, games: games),
                              content: content, dice: dice.settledSnapshot(), fair: fair.state, settings: settings, moderation: moderation,
                              gamesStarted: gamesStarted, gameClock: gameClock == GameClock() ? nil : gameClock, savedAt: now)
        saved.createdAt = createdAt
        return saved
    }

    /// Something a restart must keep changed (a seat, a score, the game, a timer): the room's
    /// snapshot rides a group commit within ``RoomSnapshotter/interval`` at the latest.
    func snapshotDirty() {
        dispatchPrecondition(condition: .onQueue(queue))
        guard !closed, !frozen, !snapshotter.dirty else { return }
        snapshotter.dirty = true
        guard !snapshotter.flushScheduled else { return }
        snapshotter.flushScheduled = true
        let wait = max(0, snapshotter.lastSavedAt + RoomSnapshotter.interval - now)
        queue.asyncAfter(deadline: .now() + .milliseconds(Int(wait))) { [weak self] in
            guard let self else { return }
            snapshotter.flushScheduled = false
            saveSnapshot()
        }
    }

    /// The snapshot that rides a durable write (``durable(_:roomChanged:)``): the room as it
    /// stands, when it changed since it was last saved or `roomChanged` says the write records a
    /// change the room has just made (its score, the game past a round) and not marked yet. A
    /// reply that waits for the write thereby also proves the room is saved. Nil when nothing
    /// changed, or the room is not saved any more (closed, or frozen by a shutdown that saves it).
    func snapshotForDurableWrite(roomChanged: Bool) -> StoreWrite? {
        dispatchPrecondition(condition: .onQueue(queue))
        if roomChanged { snapshotter.dirty = true }
        return snapshotWrite()
    }

    /// Writes the snapshot now if the room is dirty (queued with the store's next group commit).
    /// A snapshot the store could not take leaves the room dirty: it is written again within
    /// ``RoomSnapshotter/interval``, until the store (a disk with room again) takes it.
    func saveSnapshot() {
        guard let write = snapshotWrite() else { return }
        store.write([write]) { [self] result in
            guard case let .failure(error) = result else { return }
            context.logger.error("saving room snapshot failed", metadata: ["room.code": "\(code)", "store.error": "\(error)"])
            turn { [self] in snapshotDirty() }
        }
    }

    /// Saves the snapshot now and holds back what the room sends next until it is committed:
    /// for a change that lives only in the snapshot (a custom word) and whose reply says it is
    /// saved. Returns the barrier for ``reply(_:_:_:after:)``; nil when the room is not saved
    /// any more (closed, or frozen by a shutdown that saves it itself).
    func durableSnapshot() -> Int? {
        dispatchPrecondition(condition: .onQueue(queue))
        snapshotter.dirty = true
        guard let write = snapshotWrite() else { return nil }
        return hold([write]) { $0.snapshotDirty() }
    }

    /// The write that saves the room as it stands, when it is dirty; marks it clean.
    private func snapshotWrite() -> StoreWrite? {
        dispatchPrecondition(condition: .onQueue(queue))
        guard snapshotter.dirty, !closed, !frozen else { return nil }
        snapshotter.dirty = false
        let saved = savedState()
        snapshotter.lastSavedAt = saved.savedAt
        do {
            return .saveRoomSnapshot(StoredRoomSnapshot(code: code, data: try JSONEncoder().encode(saved), savedAt: saved.savedAt))
        } catch {
            context.logger.error("encoding room snapshot failed", metadata: ["room.code": "\(code)", "error": "\(error)"])
            return nil
        }
    }

    /// The room closed for good: its snapshot goes too, so a restart does not bring it back.
    func deleteSnapshot() {
        snapshotter.dirty = false
        store.write([.deleteRoomSnapshot(code: code)]) { _ in }
    }
}

/// A room's snapshot bookkeeping (confined to the room's queue, like the room).
struct RoomSnapshotter {
    /// Longest a change waits before its snapshot is queued (unless a durable write takes it sooner).
    static let interval: Int64 = 1000
    /// Changed since the last snapshot.
    var dirty = false
    /// A delayed save is pending.
    var flushScheduled = false
    /// Server time of the last snapshot.
    var lastSavedAt: Int64 = 0
}
