import PartyCore
import PartyProtocol

extension RoomHost {
    /// `room.set_lang` {lang} (host): the language of the next games' words and questions and
    /// of their guess matching; a running game keeps the language it started with.
    /// Parameters are read first, then the host check, then the rules.
    func setLanguage(_ request: Request, from session: Session, player: PlayerID) throws(WireError) {
        let name = try request.params.string("lang")
        let language = try rule { () throws(RuleViolation) in try ContentLanguage.parse(name) }
        try requireHost(request, player)
        content.language = language
        reply(session, request)
        emit([Addressed(.everyone, LanguageChanged(lang: content.language, by: player))])
    }

    /// `gop.add` {word} (host): adds a custom Guess or Pass word (`category: "custom"`) that the
    /// room's word filter allows (else `filtered`). The word
    /// is never broadcast, so the room's guessers do not see it before they guess it; its `ok`
    /// waits for the room's snapshot (`storage_failed` when the store could not take it).
    func addCustomWord(_ request: Request, from session: Session, player: PlayerID) throws(WireError) {
        let word = try request.params.string("word")
        try requireHost(request, player)
        try checkText(word, field: "word")
        let roster = gameRoster
        _ = try rule { () throws(RuleViolation) in try content.addWord(word, by: player, roster: roster) }
        let count = content.customWords.count
        // The word lives in the room's snapshot: `ok` only once that is committed.
        reply(session, request, Fields(["count": count]), after: durableSnapshot())
        emit([Addressed(.everyone, CustomWordAdded(player_id: player, count: count))])
    }

    /// The words a Guess or Pass game with `options` deals from: the room's custom words or the
    /// server's packs (shipped and `--packs`).
    func gopWords(for options: GuessOrPassOptions) -> [String] {
        context.config.content.words(for: options, customWords: content.customWords)
    }
}

/// `room.lang_changed` {lang, by}: the host changed the room's content language.
struct LanguageChanged: WireEvent {
    var lang: ContentLanguage
    var by: PlayerID
    var wireType: String { "room.lang_changed" }
}

/// `gop.word_added` {player_id, count}: the host added a custom word (the word stays secret).
struct CustomWordAdded: WireEvent {
    var player_id: PlayerID
    var count: Int
    var wireType: String { "gop.word_added" }
}
