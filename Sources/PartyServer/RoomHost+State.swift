import Dispatch
import PartyCore

/// The names the room's parts not yet moved into ``RoomMachine`` read its state by: each is the
/// same field of ``RoomHost/state`` (modified in place, never copied).
extension RoomHost {
    var room: Room {
        get { state.room }
        _modify { yield &state.room }
    }
    var settings: RoomSettings {
        get { state.settings }
        _modify { yield &state.settings }
    }
    var chatLog: ChatLog {
        get { state.chatLog }
        _modify { yield &state.chatLog }
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
    var awaitingResume: Set<PlayerID> {
        get { state.awaitingResume }
        _modify { yield &state.awaitingResume }
    }
    var profileKeys: [PlayerID: String] {
        get { state.profileKeys }
        _modify { yield &state.profileKeys }
    }
    var addresses: [String: String] {
        get { state.addresses }
        _modify { yield &state.addresses }
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

    /// The room's members as the rules see them, kept until the room changes (``RoomState/roster``).
    var roster: Roster {
        dispatchPrecondition(condition: .onQueue(queue))
        return state.roster
    }
}
