import PartyCore
import PartyProtocol
import PartyStore

extension RoomHost {
    /// A member took a seat (join or create): remember the profile and load their wheels.
    func memberJoined(_ member: Member, token: String) {
        context.trimmer.seatTaken()
        profileKeys[member.id] = member.profileKey
        store.write([.upsertProfile(key: member.profileKey, name: member.name, at: now)]) { _ in }
        loadWheels(owner: member.profileKey)
        noteBestScore(of: member)
        nightMemberJoined(member)
    }

    /// Membership or connection state changed: games re-evaluate (skip a departed guesser...).
    func rosterChanged() {
        gameRosterChanged()
        scheduleHostAway()
        // An owner who left takes their wheels: they are no longer spinnable here.
        for (owner, gone) in wheels.dropAbsent(present: Set(room.members.map(\.profileKey))) {
            let ownerID = profileKeys.first { $0.value == owner }?.key ?? ""
            for wheel in gone { announceWheel("removed", wheel, owner: ownerID) }
        }
    }

    /// The room is closing for good: end the game and reveal the fairness seed.
    func roomClosing() {
        if game != nil { stopGame(reason: "room_closed") }
        nightRoomClosing()
        gameTimer?.cancel()
        gameTimer = nil
        revealSeedAtClose()
    }

    /// Game, fairness and randomizer state for a member's snapshot.
    func snapshotExtras(for member: PlayerID) -> Fields {
        snapshotExtras(game: gameView(for: member))
    }

    /// Fairness and randomizer state for a snapshot, with the game as the viewer may see it.
    func snapshotExtras(game: any Encodable & Sendable) -> Fields {
        let t = now
        var fields = Fields([:])
        fields.set("game", game)
        fields.set("fair", fair.snapshotView)
        fields.set("dice", dice.view(roster: roster, now: t))
        fields.set("lang", content.language)
        fields.set("custom_words", content.customWords.count)
        fields.set("night", nightSnapshot())
        fields.set("settings", settings)
        return fields
    }
}

/// Encodes JSON `null`.
struct NullValue: Encodable, Sendable {
    func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encodeNil()
    }
}
