import PartyCore
import PartyStore

extension RoomHost {
    /// Sends an event that goes through its game's store records (``RecordBacked``): its
    /// changes are committed first, then the records it shows are read back — so they hold
    /// exactly what is stored: its own changes when they were committed, every room's before
    /// them either way — and the completed event is sent. Changes the store refused are reported
    /// to the game (`saved: false`) and retried later (``WriteRetryQueue``).
    func deliverThroughStore<E: RecordBacked & NamedEvent>(_ event: E, to audience: Audience) {
        let writes = event.recordChanges.sorted { $0.key < $1.key }.map { StoreWrite.add($0.value, to: $0.key) }
        let write = durable(writes, roomChanged: true)
        let decided = (at: now, game: game?.name)
        outbox.run { [self] in
            let records = storedRecords(E.Record.self, keys: event.recordKeysShown)
            send(Addressed(audience, countingFromNow(event.completed(with: records, saved: committed(write)), decided: decided)))
        }
    }

    /// `event` as sent now: when the room sends it later than the game decided it (it waited
    /// for the store) and it says when the game goes on (``CountsFromShown``), the running game's
    /// deadlines and the event's times move by that delay, so the wait counts from now.
    func countingFromNow<E>(_ event: E, decided: (at: UnixMillis, game: String?)) -> E {
        let late = now - decided.at
        guard late > 0, var running = game, running.name == decided.game,
              let delayed = (event as? any CountsFromShown)?.delayed(by: late) as? E else { return event }
        running.shiftDeadlines(by: late)
        game = running
        scheduleGameTimer()
        snapshotDirty()
        return delayed
    }

    /// A view that shows its game's store records, with them filled in (left out when unreadable).
    func completedFromStore<V: RecordBacked & Encodable>(_ view: V) -> any Encodable & Sendable {
        view.completed(with: storedRecords(V.Record.self, keys: view.recordKeysShown), saved: true)
    }

    /// The records of `type`'s game under `keys` (none read when there are no keys); nil when
    /// the store cannot be read.
    private func storedRecords<R: GameRecord>(_ type: R.Type, keys: [String]) -> [String: R]? {
        guard !keys.isEmpty else { return [:] }
        return try? store.records(type, keys: keys)
    }
}
