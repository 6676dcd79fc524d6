import PartyCore
import PartyProtocol

/// The request types, one line each. Adding a request type is adding one row here (or one
/// more group to ``RequestTable/standardRows``): the session, the room, the snapshot's
/// dirty tracking and the metrics all read it.
///
/// A host-only row names its refusal (`senders: .host(...)`); its handler checks it with
/// ``RoomHost/requireHost(_:_:)`` after reading its parameters (the wire's order: `bad_request`,
/// then `not_host`, then the rule's own refusal).
extension RequestTable {
    /// The rows every server has (the games' request types are added from their wires: `RequestTable+Games.swift`).
    static let standardRows: [RequestRoute] =
        sessionRows + roomRows + hostControlRows + settingsRows + chatRows + gameRows + randomizerRows + wheelRows + contentRows + nightRows + playlistRows
        + kickRows + moderatorRows + banRows + reviewRows

    /// Starting, stopping and pausing games (`RoomHost+Games`, `+Pause`); each game's own requests
    /// are declared in its folder (`<Game>+Wire.swift`, routed by `RequestTable+Games`).
    static let gameRows: [RequestRoute] = [
        .member("game.start", senders: .host("only the host can start a game"), RoomHost.startGame(_:from:player:)),
        .member("game.stop", senders: .host("only the host can stop the game"), RoomHost.stopGame(_:from:player:)),
        .member("game.pause", senders: .host("only the host can pause the game"), RoomHost.pauseGame(_:from:player:)),
        .member("game.resume", senders: .host("only the host can resume the game"), RoomHost.resumeGame(_:from:player:)),
    ]

    /// What the room plays with (`RoomHost+Content`).
    static let contentRows: [RequestRoute] = [
        .member("room.set_lang", senders: .host("only the host can change the room's language"), RoomHost.setLanguage(_:from:player:)),
    ]
}
