import PartyCore
import PartyStore

extension RoomHost {
    /// Sends a game's `event` to `audience` once the write behind `barrier` is committed
    /// (``RoomAction/publish(_:_:after:)``): a ``RecordBacked`` event with the records it shows
    /// read back then — so they hold exactly what is stored: its own changes when they were
    /// committed, every room's before them either way — and a ``StoreBackedEvent`` as it is, or
    /// as refused when the store could not take it (its writes are retried later, ``WriteRetryQueue``).
    func publish(_ event: any NamedEvent, to audience: Audience, after barrier: Int?) {
        let decided = (at: now, game: game?.name)
        outbox.run { [self] in
            let saved = committed(barrier)
            let shown: any NamedEvent = if let recorded = event as? any RecordBacked & NamedEvent {
                completedEvent(recorded, saved: saved)
            } else if !saved, let backed = event as? any StoreBackedEvent {
                backed.refused(&state)
            } else {
                event
            }
            sendShown(shown, to: audience, decided: decided)
        }
    }

    private func completedEvent<E: RecordBacked & NamedEvent>(_ event: E, saved: Bool) -> E {
        event.completed(with: storedRecords(E.Record.self, keys: event.recordKeysShown), saved: saved)
    }

    private func sendShown<E: NamedEvent>(_ event: E, to audience: Audience, decided: (at: UnixMillis, game: String?)) {
        send(Addressed(audience, countingFromNow(event, decided: decided)))
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
        run(RoomMachine.gameTimer(state))
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
