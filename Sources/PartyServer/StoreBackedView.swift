/// A game view the room completes from the store (all-time tallies) before a snapshot carries it.
protocol StoreBackedView: Encodable, Sendable {
    /// The view with what only the store knows filled in.
    func completed(in host: RoomHost) -> Self
}
