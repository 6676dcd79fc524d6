import PartyCore
import PartyProtocol

extension RoomHost {
    /// A member took a seat (join or create); `token` is their profile secret.
    func memberJoined(_ member: Member, token: String) {}

    /// Membership or connection state changed: games re-evaluate (skip a departed guesser...).
    func rosterChanged() {}

    /// The room is closing for good.
    func roomClosing() {}

    /// Game, fairness and randomizer state for a snapshot.
    func snapshotExtras(for member: PlayerID) -> Fields {
        Fields(["game": NullValue()])
    }
}

/// Encodes JSON `null`.
struct NullValue: Encodable, Sendable {
    func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encodeNil()
    }
}
