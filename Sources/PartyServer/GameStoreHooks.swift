import PartyCore

/// A game event the room backs with the store before (or while) sending it: a finished
/// round's score, a vote's all-time tally. Events without it are simply sent.
protocol StoreBackedEvent {
    /// Records what the event means and sends it to `audience`.
    func deliver(to audience: Audience, in host: RoomHost)
}

/// A game view the room completes from the store (all-time tallies) before a snapshot carries it.
protocol StoreBackedView: Encodable, Sendable {
    /// The view with what only the store knows filled in.
    func completed(in host: RoomHost) -> Self
}
