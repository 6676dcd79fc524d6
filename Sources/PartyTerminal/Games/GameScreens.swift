import PartyProtocol

/// The terminal client's game screens, found by game id: one line per game.
public enum GameScreens {
    /// Every game the client has a screen for.
    public static let all: [any GameScreen.Type] = [
        GopState.self,
        WyrState.self,
        OddOneOutScreen.self,
        MostLikelyScreen.self,
    ]

    /// The screen type of game `id`, if the client has one.
    public static func screen(forID id: String) -> (any GameScreen.Type)? {
        all.first { $0.init().gameID == id }
    }

    /// The screen of a snapshot's `game` object: the game's own, else the generic one.
    static func screen(snapshot g: JSONValue) -> any GameScreen {
        guard let id = g["game"]?.text else { return GenericGameScreen(snapshot: g) }
        return screen(forID: id)?.init(snapshot: g) ?? GenericGameScreen(snapshot: g)
    }

    /// A fresh screen for `game.started` of `id`.
    static func screen(started id: String) -> any GameScreen {
        screen(forID: id)?.init() ?? GenericGameScreen(id: id)
    }

    /// The screen type an event belongs to: a registered screen's, else the running generic
    /// screen's when the event is a game's, else nil (a room, chat or randomizer event).
    static func type(handling eventType: String, running: (any GameScreen)?) -> (any GameScreen.Type)? {
        if let own = all.first(where: { $0.handles(eventType) }) { return own }
        if running is GenericGameScreen, GenericGameScreen.handles(eventType) { return GenericGameScreen.self }
        return nil
    }
}
