import Foundation
import PartyCore
import PartyProtocol
import PartyStore

/// What a night's room records as it goes, called from the room's own hooks (joins, events,
/// games' events, closing, restore). Every hook does nothing in a room that is not a night.
extension RoomHost {
    /// Makes this room night `value`'s room; `opening` when it opens now (not restored). Returns
    /// the barrier of the write that saves the night as open (what the room sends after it waits).
    @discardableResult
    func attachNight(_ value: GameNight, opening: Bool) -> Int? {
        dispatchPrecondition(condition: .onQueue(queue))
        var current = NightRoom(night: value)
        if opening { current.night.open(at: now) }
        night = current
        let write = opening ? saveNight(durably: true) : nil
        context.logger.info("night room open", metadata: ["room.code": "\(code)", "night.state": "\(current.night.state.rawValue)"])
        return write
    }

    /// After a restore or a takeover: the room's night comes back from the store, if it is one.
    func restoreNight() {
        guard night == nil, let stored = try? store.night(code: code), let value = NightCodec.night(stored) else { return }
        attachNight(value, opening: false)
        context.nights.opened(code)
        armBreak()
    }

    /// A member took a seat: a player is on the night's board; the member holding the night's
    /// token becomes the room's host.
    func nightMemberJoined(_ member: Member) {
        guard var current = night, current.night.state == .open else { return }
        if member.role == .player { current.night.tally.record(.seated(player: member.id, name: member.name)) }
        let isNightHost = member.profileKey == current.night.hostKey
        if isNightHost, current.night.hostName == nil { current.night.hostName = member.name }
        night = current
        if isNightHost, let host = room.host, host != member.id,
           let events = try? room.transferHost(to: member.id, by: host) {
            emit(events)
        }
    }

    /// Notes what a room event counts for: games starting and ending, dice totals, wheel spins
    /// landing on a player's name, kicks. A game's end sends `night.scoreboard` and offers the next item.
    func nightObserve<E: WireEvent>(_ event: E) {
        guard let current = night, current.night.state == .open else { return }
        switch event {
        case let lifecycle as GameLifecycle where lifecycle.started:
            night?.cancelBreak()
            night?.night.tally.record(.gameStarted(game: lifecycle.game))
        case let lifecycle as GameLifecycle:
            night?.night.tally.record(.gameEnded(game: lifecycle.game))
            emit([Addressed(.everyone, NightScoreboardEvent(standings: night?.night.tally.standings ?? []))])
            armBreak()
            saveNight(durably: false)
            announcePlaylist()
        case let roll as FairResult<DiceRoll>:
            night?.night.tally.record(.rolled(player: roll.playerID, total: roll.payload.total))
        case let spin as FairResult<WheelSpinResult>:
            if let winner = room.members.first(where: { $0.role == .player && NameSkeleton.sameName($0.name, spin.payload.label) }) {
                night?.night.tally.record(.spinWon(player: winner.id))
            }
        case let membership as RoomEvent:
            switch membership {
            case let .kicked(id, _): night?.night.tally.record(.kicked(player: id))
            case let .playerLeft(id, _, reason) where reason != .kicked: night?.night.tally.record(.left(player: id))
            default: break
            }
        default:
            break
        }
    }

    /// Notes what the running game's events count for (``PartyGame/nightNotes(for:)``).
    func nightGameNotes<E: NamedEvent>(_ events: [Addressed<E>]) {
        guard night?.night.state == .open, let state = game?.state else { return }
        record(events, of: state)
    }

    private func record<G: PartyGame, E: NamedEvent>(_ events: [Addressed<E>], of game: G) {
        for item in events {
            guard let event = item.event as? G.Event else { continue }
            for note in G.nightNotes(for: event) { night?.night.tally.record(.note(note)) }
        }
    }

    /// The room is closing for good: an open night ends with it, its recap stored.
    func nightRoomClosing() {
        guard var current = night, current.night.state == .open else { return }
        current.cancelBreak()
        current.night.end(at: now)
        night = current
        context.nights.ended(code)
        saveNight(durably: false)
    }

    /// The room is being saved (shutdown): the night's running tally is saved with it.
    func nightFreezing() {
        night?.cancelBreak()
        saveNight(durably: false)
    }

    /// The `night` of a room snapshot: the night as `night.get` shows it (without RSVPs), nil when none.
    func nightSnapshot() -> NightInfo? {
        night.map { NightInfo(night: $0.night, rsvps: nil, standings: $0.night.tally.standings) }
    }
}
