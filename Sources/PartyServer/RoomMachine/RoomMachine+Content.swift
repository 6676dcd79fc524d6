import PartyCore
import PartyProtocol

/// What the room plays with: its content language and the host's custom Guess or Pass words.
/// (Their rows stay in `RequestTable+Rows.swift`'s `contentRows`, where the games' wire
/// declarations take `gop.add`; their handlers there run these through the machine.)
extension RoomMachine {
    /// `room.set_lang`'s refusal to anyone but the host.
    static let setLanguageRefusal = "only the host can change the room's language"
    /// `gop.add`'s refusal to anyone but the host.
    static let customWordRefusal = "only the host can add custom words"

    /// `room.set_lang` {lang} (host) → ok, then `room.lang_changed` {lang, by}: the language of
    /// the next games' words and questions and of their guess matching; a running game keeps
    /// the language it started with. Parameters are read first, then the host check, then the rules.
    static func setLanguage(_ state: inout RoomState, _ request: Request, _ player: PlayerID, _ now: UnixMillis,
                            _ rng: inout SplitMix64) throws(WireError) -> [RoomAction] {
        let name = try request.params.string("lang")
        let language = try rule { () throws(RuleViolation) in try ContentLanguage.parse(name) }
        try state.requireHost(player, setLanguageRefusal)
        state.content.language = language
        return [.reply(NoFields(), after: nil), .emit(.everyone, LanguageChanged(lang: language, by: player))]
    }

    /// `gop.add` {word} (host) → ok {count} once the room's snapshot holds the word (else
    /// `storage_failed`), then `gop.word_added` {player_id, count}: a custom Guess or Pass word
    /// (`category: "custom"`) the room's word filter allows (else `filtered`). The word is never
    /// broadcast, so the room's guessers do not see it before they guess it.
    static func addCustomWord(_ state: inout RoomState, _ request: Request, _ player: PlayerID, _ now: UnixMillis,
                              _ rng: inout SplitMix64) throws(WireError) -> [RoomAction] {
        let word = try request.params.string("word")
        try state.requireHost(player, customWordRefusal)
        try state.checkText(word, field: "word")
        let roster = state.gameRoster
        _ = try rule { () throws(RuleViolation) in try state.content.addWord(word, by: player, roster: roster) }
        let count = state.content.customWords.count
        let write = state.nextWrite()
        return [.saveSnapshot(write), .reply(Fields(["count": count]), after: write),
                .emit(.everyone, CustomWordAdded(player_id: player, count: count))]
    }
}

extension RoomState {
    /// The roster as the games see it. After a restart a restored member counts as present
    /// (connected) until they resume or their resume grace ends, so the first player back cannot
    /// close a vote the others have not seen, nor does a restart leave a game without guessers.
    var gameRoster: Roster {
        mutating get {
            guard !awaitingResume.isEmpty else { return roster }
            let away = awaitingResume
            return roster.map { entry in
                var entry = entry
                if away.contains(entry.id) { entry.connected = true }
                return entry
            }
        }
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
