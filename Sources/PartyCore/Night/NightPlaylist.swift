/// A night's playlist: the games queued (next first), the one playing or last played, and
/// whether the next starts by itself after a break. Knows no game: items are checked by the
/// registry (``GameRegistry/validate(game:options:setup:)``) before they are added.
public struct NightPlaylist: Sendable, Equatable, Codable {
    /// The queued items, the next one first (at most ``NightLimits/playlistItems``).
    public private(set) var items: [PlaylistItem] = []
    /// The item playing now, or the last one started; nil before the first.
    public private(set) var current: PlaylistItem?
    /// Whether the next item starts by itself after the break once a game ends (the host's choice).
    public var autoAdvance = false
    /// Items ever added, for the next id.
    private var added = 0

    /// An empty playlist.
    public init() {}

    /// Queues `game` with `options` at the end.
    /// - Throws: `limitReached` when ``NightLimits/playlistItems`` items are queued.
    @discardableResult
    public mutating func add(game: String, options: GameOptionSet) throws(RuleViolation) -> PlaylistItem {
        guard items.count < NightLimits.playlistItems else {
            throw .limitReached("a playlist holds at most \(NightLimits.playlistItems) games; remove one first")
        }
        added += 1
        let item = PlaylistItem(itemID: "i\(added)", game: game, options: options)
        items.append(item)
        return item
    }

    /// Removes the queued item `itemID`.
    /// - Throws: `notFound` when no queued item has that id.
    public mutating func remove(_ itemID: String) throws(RuleViolation) {
        guard let index = items.firstIndex(where: { $0.itemID == itemID }) else { throw Self.missing(itemID) }
        items.remove(at: index)
    }

    /// Moves the queued item `itemID` to position `index` (0 is next).
    /// - Throws: `notFound` for an unknown item, `badRequest` naming `index` outside the queue.
    public mutating func move(_ itemID: String, to index: Int) throws(RuleViolation) {
        guard let from = items.firstIndex(where: { $0.itemID == itemID }) else { throw Self.missing(itemID) }
        guard (0..<items.count).contains(index) else {
            throw .badRequest(field: "index", reason: "must be between 0 and \(items.count - 1)")
        }
        let item = items.remove(at: from)
        items.insert(item, at: index)
    }

    /// The next item, without taking it.
    public var upNext: PlaylistItem? { items.first }

    /// Takes the next item: it becomes ``current``.
    /// - Throws: `wrongPhase` when nothing is queued.
    @discardableResult
    public mutating func advance() throws(RuleViolation) -> PlaylistItem {
        guard !items.isEmpty else { throw .wrongPhase("the playlist is empty; queue a game with playlist.add") }
        let item = items.removeFirst()
        current = item
        return item
    }

    /// Puts `item` back at the front (it could not start after all) and restores the previous current.
    public mutating func undoAdvance(_ item: PlaylistItem, previous: PlaylistItem?) {
        items.insert(item, at: 0)
        current = previous
    }

    private static func missing(_ itemID: String) -> RuleViolation {
        .notFound("no queued item \(itemID) in this night's playlist")
    }
}
