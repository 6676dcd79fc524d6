import PartyCore

/// The names the executor reads the machine's state by where it saves, renders and reports the
/// room (snapshots, the saved room, the console, the night service): each is the same field of
/// ``RoomHost/state`` (modified in place, never copied).
extension RoomHost {
    var room: Room {
        get { state.room }
        _modify { yield &state.room }
    }
    var settings: RoomSettings {
        get { state.settings }
        _modify { yield &state.settings }
    }
    var moderation: RoomModeration {
        get { state.moderation }
        _modify { yield &state.moderation }
    }
    var content: RoomContent {
        get { state.content }
        _modify { yield &state.content }
    }
    var dice: DiceTable {
        get { state.dice }
        _modify { yield &state.dice }
    }
    var fair: RoomFairness {
        get { state.fair }
        _modify { yield &state.fair }
    }
    var game: ActiveGame? {
        get { state.game }
        _modify { yield &state.game }
    }
    var gameClock: GameClock {
        get { state.gameClock }
        _modify { yield &state.gameClock }
    }
    var gameMemory: [String: any Sendable] {
        get { state.gameMemory }
        _modify { yield &state.gameMemory }
    }
    var gamesStarted: Int {
        get { state.gamesStarted }
        _modify { yield &state.gamesStarted }
    }
    var createdAt: UnixMillis {
        get { state.createdAt }
        _modify { yield &state.createdAt }
    }
    var lastActivity: UnixMillis {
        get { state.lastActivity }
        _modify { yield &state.lastActivity }
    }
    var closed: Bool {
        get { state.closed }
        _modify { yield &state.closed }
    }
    var frozen: Bool {
        get { state.frozen }
        _modify { yield &state.frozen }
    }
}
