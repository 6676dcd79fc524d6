import PartyCore
import PartyProtocol
import PartyStore

extension RoomHost {
    /// A member took a seat (join or create, ``RoomAction/memberSeated(_:)``): write the profile,
    /// load their wheels, note their best score, tell the night.
    func memberJoined(_ member: Member) {
        context.trimmer.seatTaken()
        store.write([.upsertProfile(key: member.profileKey, name: member.name, at: now)]) { _ in }
        loadWheels(owner: member.profileKey)
        noteBestScore(of: member)
        nightMemberJoined(member)
    }

    /// The room is closing for good: end the game and reveal the fairness seed.
    func roomClosing() {
        if game != nil { stopGame(reason: "room_closed") }
        nightRoomClosing()
        timers.removeValue(forKey: .game)?.cancel()
        revealSeedAtClose()
    }

    /// Reveals the room's server seed when the room ends for good, so past results can be checked.
    func revealSeedAtClose() {
        store.write([.seedReveal(fair.rotate(room: code, at: now).record)]) { _ in }
    }
}

/// Encodes JSON `null`.
struct NullValue: Encodable, Sendable {
    func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encodeNil()
    }
}
