import PartyCore

/// What a game night counts (contract §9, "Game nights"): the night service keeps the night —
/// its tally, scoreboard and playlist (`Nights/`) — and the machine says what happened, as
/// ``RoomAction/night(_:)`` actions: a game's start and end, a roll, a spin landing on a
/// player's name, a kick, a departure, a player seated, and what a game's events count for
/// (``PartyGame/nightNotes(for:)``, in ``published(_:_:_:)``). Nothing is reported in a room
/// that is not an open night's.
extension RoomMachine {
    /// `actions` with what an open night counts reported after the action that caused it: after
    /// each event sent to the room, and after a player is seated. The executor runs every input's
    /// actions through this, so a transcript reads what the night hears.
    static func reportingToNight(_ actions: [RoomAction], _ state: RoomState) -> [RoomAction] {
        guard state.night == .open else { return actions }
        var out: [RoomAction] = []
        out.reserveCapacity(actions.count)
        for action in actions {
            out.append(action)
            switch action {
            case let .emit(_, event):
                out += nightEntries(for: event, in: state).map { .night($0) }
            case let .release(_, farewell):
                for event in farewell { out += nightEntries(for: event, in: state).map { .night($0) } }
            case let .memberSeated(member) where member.role == .player:
                out.append(.night(.seated(player: member.id, name: member.name)))
            default:
                break
            }
        }
        return out
    }

    /// What `event` counts for on a night's board, read in the room as it stands.
    static func nightEntries(for event: any NamedEvent, in state: RoomState) -> [NightEntry] {
        switch event {
        case let lifecycle as GameLifecycle:
            return [lifecycle.started ? .gameStarted(game: lifecycle.game) : .gameEnded(game: lifecycle.game)]
        case let roll as FairResult<DiceRoll>:
            return [.rolled(player: roll.playerID, total: roll.payload.total)]
        case let spin as FairResult<WheelSpinResult>:
            let winner = state.room.members.first { $0.role == .player && NameSkeleton.sameName($0.name, spin.payload.label) }
            return winner.map { [.spinWon(player: $0.id)] } ?? []
        case let membership as RoomEvent:
            switch membership {
            case let .kicked(id, _): return [.kicked(player: id)]
            case let .playerLeft(id, _, reason) where reason != .kicked: return [.left(player: id)]
            default: return []
            }
        default:
            return []
        }
    }
}
