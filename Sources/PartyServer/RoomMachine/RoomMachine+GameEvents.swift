import PartyCore
import PartyStore

/// What a game's events do in the room: the points they are worth go to the members' room
/// totals (the snapshot's `score`), an open night hears what they count for, and each is sent —
/// after its store records when it has some (a finished round, a question's all-time tallies).
extension RoomMachine {
    /// The actions that carry out `events` of the game `type` (its timer re-armed after them).
    static func published<G: PartyGame>(_ type: G.Type, _ state: inout RoomState, _ events: [Addressed<G.Event>]) -> [RoomAction] {
        let notes = events.flatMap { G.nightNotes(for: $0.event) }
        for case let .points(player, count) in notes { state.room.addScore(count, to: player) }
        var out: [RoomAction] = state.night == .open ? notes.map { .night(.note($0)) } : []
        for item in events { out += delivered(item.event, to: item.audience, &state) }
        return out + gameTimer(state)
    }

    /// One game event: sent as it is, or after the writes that record it (``StoreBackedEvent``,
    /// ``RecordBacked``), committed with the room's snapshot in one transaction.
    static func delivered<E: NamedEvent>(_ event: E, to audience: Audience, _ state: inout RoomState) -> [RoomAction] {
        let writes: [StoreWrite]
        if let recorded = event as? any RecordBacked {
            writes = recorded.storeWrites
        } else if let backed = event as? any StoreBackedEvent {
            writes = backed.storeWrites(in: state)
            if writes.isEmpty { return [.emit(audience, event)] }
        } else {
            return [.emit(audience, event)]
        }
        guard !writes.isEmpty else { return [.publish(audience, event, after: nil)] }
        let write = state.nextWrite()
        return [.save(writes, write), .publish(audience, event, after: write)]
    }
}

/// A game event the room records in the store before sending it (a finished round's score):
/// the machine asks for its writes; the executor sends it once they are committed, or sends
/// ``refused(_:)`` when the store could not take them.
protocol StoreBackedEvent: NamedEvent {
    /// The writes that record this event in `state`'s room (none: it is sent as it is).
    func storeWrites(in state: RoomState) -> [StoreWrite]
    /// This event as sent when the store refused its writes, with the room's state put as it
    /// must be then.
    func refused(_ state: inout RoomState) -> Self
}

extension RecordBacked {
    /// The store writes of ``recordChanges``, in key order.
    var storeWrites: [StoreWrite] {
        recordChanges.sorted { $0.key < $1.key }.map { StoreWrite.add($0.value, to: $0.key) }
    }
}
