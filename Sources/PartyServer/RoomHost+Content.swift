import PartyCore
import PartyProtocol

extension RoomHost {
    /// `room.set_lang` {lang} (host): the machine's ``RoomMachine/setLanguage(_:_:_:_:_:)``.
    func setLanguage(_ request: Request, from session: Session, player: PlayerID) throws(WireError) {
        try handle(request, from: session, as: player, due: [], RoomMachine.setLanguage)
    }

    /// `gop.add` {word} (host): the machine's ``RoomMachine/addCustomWord(_:_:_:_:_:)``.
    func addCustomWord(_ request: Request, from session: Session, player: PlayerID) throws(WireError) {
        try handle(request, from: session, as: player, due: [], RoomMachine.addCustomWord)
    }

    /// The words a Guess or Pass game with `options` deals from: the room's custom words or the
    /// server's packs (shipped and `--packs`).
    func gopWords(for options: GuessOrPassOptions) -> [String] {
        context.config.content.words(for: options, customWords: content.customWords)
    }
}
