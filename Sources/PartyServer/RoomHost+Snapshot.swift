import Dispatch
import Foundation
import PartyStore

extension RoomHost {
    /// Requests that never change what a snapshot holds (chat is not saved; wheels live in the
    /// store, only spinning one uses the room's fairness nonce), so they do not make the room dirty.
    static let unsavedRequestTypes: Set<String> = [
        "room.snapshot", "chat.send", "chat.history", "wyr.history", "dice.history",
        "wheel.list", "wheel.create", "wheel.update", "wheel.rename", "wheel.delete",
    ]

    /// Events that never report a change a snapshot holds.
    static let unsavedEventTypes: Set<String> = ["chat.message", "wheel.changed"]

    /// The room as it stands, ready to be saved (dice settled: a restored table is never mid-roll).
    func savedState() -> SavedRoom {
        dispatchPrecondition(condition: .onQueue(queue))
        return SavedRoom(code: code, room: room, seq: seq, game: game, wyrRecord: wyrRecord, content: content,
                         dice: dice.settledSnapshot(), fair: fair, savedAt: now)
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

    /// A durable change is about to be written: the snapshot of everything before it goes first
    /// (so a reply that waits for that write also proves the room is saved), and if the change
    /// itself touches the room (a finished round's score), its snapshot follows at the end of this
    /// turn instead of up to ``RoomSnapshotter/interval`` later.
    func snapshotBeforeDurableWrite() {
        dispatchPrecondition(condition: .onQueue(queue))
        saveSnapshot()
        queue.async { [weak self] in self?.saveSnapshot() }
    }

    /// Writes the snapshot now if the room is dirty (queued with the store's next group commit).
    func saveSnapshot() {
        dispatchPrecondition(condition: .onQueue(queue))
        guard snapshotter.dirty, !closed, !frozen else { return }
        snapshotter.dirty = false
        let saved = savedState()
        snapshotter.lastSavedAt = saved.savedAt
        do {
            let data = try JSONEncoder().encode(saved)
            store.write([.saveRoomSnapshot(StoredRoomSnapshot(code: code, data: data, savedAt: saved.savedAt))]) { [self] result in
                if case let .failure(error) = result {
                    context.logger.error("saving room snapshot failed", metadata: ["room.code": "\(code)", "store.error": "\(error)"])
                }
            }
        } catch {
            context.logger.error("encoding room snapshot failed", metadata: ["room.code": "\(code)", "error": "\(error)"])
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
