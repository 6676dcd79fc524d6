/// `party create NAME` when a seat is still remembered on that server: the question to ask
/// before opening a new room, and how to read the answer.
public struct RejoinOffer: Sendable, Equatable {
    /// The room of the remembered seat.
    public var room: String
    /// The seat.
    public var seat: SeatStore.Seat

    /// The most recent remembered seat on `server`, if any.
    public init?(store: SeatStore, server: String) {
        guard let (room, seat) = store.latestSeat(server: server) else { return nil }
        self.room = room
        self.seat = seat
    }

    /// The question, ending in the default answer (`[Y/n]`).
    public func question(_ language: Language) -> String {
        Localization.text(.rejoinQuestion, language, [room, seat.name])
    }

    /// Whether `answer` (a line typed at the question; nil at end of input) says yes. An empty
    /// line takes the default, yes; so do the first letters of yes, sí, evet and 是.
    public static func accepts(_ answer: String?) -> Bool {
        guard let answer else { return false }
        guard let first = answer.trimmingSpaces.lowercased().first else { return true }
        return "yse是好".contains(first)
    }
}
