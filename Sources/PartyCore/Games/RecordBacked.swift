/// A game event or view that goes through the game's store records before it is sent: the room
/// commits ``recordChanges`` (an event's, before anyone sees it), reads the records named by
/// ``recordKeysShown`` back, and sends ``completed(with:saved:)``.
///
/// This is how a game's persistent data reaches the store without the store or the room knowing
/// the game: the server does the writing, reading and ordering once, for every game.
public protocol RecordBacked: Sendable {
    /// The game's record type (its codec).
    associatedtype Record: GameRecord
    /// What to add to which record (by key) before this is sent; empty for none (views never write).
    var recordChanges: [String: Record] { get }
    /// The keys of the records this shows, read after ``recordChanges`` are committed (or refused).
    var recordKeysShown: [String] { get }
    /// This with the records as stored: `records` by key (a key never written is absent; nil when
    /// the store could not be read), `saved` false when the store refused ``recordChanges``.
    func completed(with records: [String: Record]?, saved: Bool) -> Self
}

extension RecordBacked {
    /// Changes nothing.
    public var recordChanges: [String: Record] { [:] }
}
