import PartyCore

/// A game event the room backs with the store before (or while) sending it: a finished
/// round's score, a vote's all-time tally. Events without it are simply sent.
protocol StoreBackedEvent {
    /// Records what the event means and sends it to `audience`.
    func deliver(to audience: Audience, in host: RoomHost)
}
