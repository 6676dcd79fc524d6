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
        outbox.run { [self] in
            let records = storedRecords(E.Record.self, keys: event.recordKeysShown)
            send(Addressed(audience, event.completed(with: records, saved: committed(write))))
        }
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
