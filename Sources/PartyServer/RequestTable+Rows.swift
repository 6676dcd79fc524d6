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

    /// The session's own request and the three that seat a session.
    static let sessionRows: [RequestRoute] = [
        .session("ping"),
        .entry("room.create", cost: .roomCreate, opensRoom: true, RoomHost.create(_:from:)),
        .entry("room.join", cost: .seatChange, RoomHost.join(_:from:)),
        .entry("room.resume", cost: .seatChange, RoomHost.resume(_:from:)),
    ]

    /// The room itself: leaving and the snapshot (`RoomHost+Membership`, `+Screens`). The host's
    /// controls, the settings and chat are the machine's (`RoomMachine/`), with their rows.
    static let roomRows: [RequestRoute] = [
        RequestRoute(type: "room.leave", handling: .room(
            member: { host, request, session, player in host.leave(request, from: session, player: player) },
            screen: { host, request, session, screen in host.screenLeave(request, from: session, screen: screen) }),
                     cost: .seatChange, changesSeat: true, saved: true)
            .moderated { host, request, session, moderator in host.moderatorLeave(request, from: session, moderator: moderator) },
        RequestRoute(type: "room.snapshot", handling: .room(
            member: { host, request, session, player in host.sendSnapshot(request, from: session, player: player) },
            screen: { host, request, session, _ in host.sendScreenSnapshot(request, from: session) }),
                     cost: .line, changesSeat: false, saved: false)
            .moderated { host, request, session, _ in host.sendStaffSnapshot(request, from: session) },
    ]

    /// Starting, stopping and pausing games (`RoomHost+Games`, `+Pause`).
    static let gameRows: [RequestRoute] = [
        .member("game.start", senders: .host("only the host can start a game"), RoomHost.startGame(_:from:player:)),
        .member("game.stop", senders: .host("only the host can stop the game"), RoomHost.stopGame(_:from:player:)),
        .member("game.pause", senders: .host("only the host can pause the game"), RoomHost.pauseGame(_:from:player:)),
        .member("game.resume", senders: .host("only the host can resume the game"), RoomHost.resumeGame(_:from:player:)),
    ]

    /// Dice, coin and the fairness protocol (`RoomHost+Randomizers`).
    static let randomizerRows: [RequestRoute] = [
        .member("dice.roll", RoomHost.diceRoll(_:from:player:)),
        .member("dice.config", senders: .host("only the host can configure the dice table"), RoomHost.diceConfig(_:from:player:)),
        .member("dice.lock", RoomHost.diceLock(_:from:player:)),
        .member("dice.end_turn", RoomHost.diceEndTurn(_:from:player:)),
        .member("dice.history", saved: false, RoomHost.diceHistory(_:from:player:)),
        .member("coin.flip", RoomHost.coinFlip(_:from:player:)),
        .member("fair.client_seed", RoomHost.fairClientSeed(_:from:player:)),
        .member("fair.rotate", senders: .host("only the host can rotate the server seed"), RoomHost.fairRotate(_:from:player:)),
    ]

    /// Wheels (`RoomHost+Wheels`): kept in the store by owner, not in the room's snapshot;
    /// only a spin (the room's fairness nonce) changes the snapshot.
    static let wheelRows: [RequestRoute] = [
        .member("wheel.create", saved: false, RoomHost.wheelCreate(_:from:player:)),
        .member("wheel.update", saved: false, RoomHost.wheelUpdate(_:from:player:)),
        .member("wheel.rename", saved: false, RoomHost.wheelUpdate(_:from:player:)),
        .member("wheel.delete", saved: false, RoomHost.wheelDelete(_:from:player:)),
        .member("wheel.list", saved: false, RoomHost.wheelList(_:from:player:)),
        .member("wheel.spin", RoomHost.wheelSpin(_:from:player:)),
    ]

    /// What the room plays with (`RoomHost+Content`).
    static let contentRows: [RequestRoute] = [
        .member("room.set_lang", senders: .host("only the host can change the room's language"), RoomHost.setLanguage(_:from:player:)),
    ]
}
