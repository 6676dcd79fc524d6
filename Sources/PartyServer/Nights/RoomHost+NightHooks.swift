import Foundation
import PartyCore
import PartyProtocol
import PartyStore

/// The night service's side of a night's room: what the machine reports (``RoomAction/night(_:)``)
/// goes on the night's tally here, with the night's own consequences (its scoreboard, playlist
/// and saves); joins, closing and restore are the room's own hooks. Every hook does nothing in
/// a room that is not a night.
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

    /// A member took a seat: the member holding the night's token is its host's name, and
    /// becomes the room's host. (A player goes on the night's board by the machine's report,
    /// ``RoomMachine/reportingToNight(_:_:)``.)
    func nightMemberJoined(_ member: Member) {
        guard var current = night, current.night.state == .open else { return }
        let isNightHost = member.profileKey == current.night.hostKey
        if isNightHost, current.night.hostName == nil { current.night.hostName = member.name }
        night = current
        if isNightHost, let host = room.host, host != member.id,
           let events = try? room.transferHost(to: member.id, by: host) {
            emit(events)
        }
    }

    /// What the machine reports to the night (``RoomAction/night(_:)``): an open night's tally
    /// records it; a game's start stops the break; a game's end sends `night.scoreboard`, arms
    /// the break, saves the night and offers the next item (`playlist.changed`).
    func nightRecord(_ entry: NightEntry) {
        guard night?.night.state == .open else { return }
        if case .gameStarted = entry { night?.cancelBreak() }
        night?.night.tally.record(entry)
        guard case .gameEnded = entry else { return }
        emit([Addressed(.everyone, NightScoreboardEvent(standings: night?.night.tally.standings ?? []))])
        armBreak()
        saveNight(durably: false)
        announcePlaylist()
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
