import Dispatch
import PartyCore
import PartyProtocol

/// The running game as the executor shows it: its views in snapshots (which may read the store
/// for the records they show), and the machine's game rules run for the room's own reasons
/// (the room closing, a night's playlist). The rules themselves are ``RoomMachine``'s
/// (`RoomMachine+Games.swift`, `+GameClock`, `+GameEvents`).
extension RoomHost {
    /// The games this server offers.
    var games: GameRegistry { context.config.games }

    /// The roster as the games see it (``RoomState/gameRoster``).
    var gameRoster: Roster {
        dispatchPrecondition(condition: .onQueue(queue))
        return state.gameRoster
    }

    /// `game.start` as `player` sent it from `session` (a night's playlist starting its next item).
    func startGame(_ request: Request, from session: Session, player: PlayerID) throws(WireError) {
        try handle(request, from: session, as: player, due: [], RoomMachine.startGame)
    }

    /// Ends the running game with its results (the room closing, the night ending).
    func stopGame(reason: String) {
        run(RoomMachine.stopped(&state, reason: reason, now: now))
    }

    /// The running game as `member` may see it (JSON `null` when none runs).
    func gameView(for member: PlayerID) -> any Encodable & Sendable {
        guard let game = game?.state else { return NullValue() }
        return view(of: game, for: member)
    }

    /// The running game as a screen may see it (JSON `null` when none runs).
    func screenGameView() -> any Encodable & Sendable {
        guard let game = game?.state else { return NullValue() }
        return view(of: game, for: nil)
    }

    /// `member`'s view, or a screen's when nil; while paused, as it stood when paused, with the
    /// pause's fields added (``PausedGameView``).
    private func view<G: PartyGame>(of g: G, for member: PlayerID?) -> any Encodable & Sendable {
        let t = state.gameNow(now)
        let raw = member.map { g.view(for: $0, now: t) } ?? g.screenView(now: t)
        let view: any Encodable & Sendable = if let backed = raw as? any RecordBacked & Encodable { completedFromStore(backed) } else { raw }
        guard let pause = gameClock.pause else { return view }
        return PausedGameView(view: view, pause: pause, deadline: g.nextDeadline)
    }
}
