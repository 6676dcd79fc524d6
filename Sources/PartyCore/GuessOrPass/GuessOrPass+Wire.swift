/// Guess or Pass on the wire, declared once: what the server decodes, text mode types and
/// `partyd schema` writes (Protocol/PROTOCOL.md, "Guess or Pass").
extension GuessOrPass {
    /// `category`, `round_seconds` (10–300), `countdown_seconds` (0–10), `break_seconds` (0–30),
    /// `guesser`, `mode`; the actions `gop.correct`, `gop.pass`, `gop.guess`; the room's `gop.add`;
    /// and the game's events.
    public static let wire = GameWire<GuessOrPass>(
        options: [
            .optional("category", .choice(GuessOrPassCategory.allCases.map(\.rawValue))),
            .optional("round_seconds", .integer(GuessOrPassOptions.roundSecondsRange)),
            .optional("countdown_seconds", .integer(GuessOrPassOptions.countdownSecondsRange)),
            .optional("break_seconds", .integer(GuessOrPassOptions.breakSecondsRange)),
            .optional("guesser", .player),
            .optional("mode", .choice(GuessOrPassMode.allCases.map(\.rawValue))),
        ],
        makeOptions: { a, setup in
            GuessOrPassOptions(
                category: a.optionalString("category").flatMap(GuessOrPassCategory.init(rawValue:)) ?? .mixed,
                roundSeconds: a.optionalInt("round_seconds") ?? 60, countdownSeconds: a.optionalInt("countdown_seconds") ?? 5,
                breakSeconds: a.optionalInt("break_seconds") ?? 5, guesser: a.optionalString("guesser"),
                language: setup.language, familySafe: setup.familySafe,
                mode: a.optionalString("mode").flatMap(GuessOrPassMode.init(rawValue:)) ?? .secret)
        },
        actions: [
            GameActionDeclaration("gop.correct", [.required("index", .integer(0...Int.max))]) { .correct(index: $0.int("index")) },
            GameActionDeclaration("gop.pass", [.required("index", .integer(0...Int.max))]) { .pass(index: $0.int("index")) },
            GameActionDeclaration("gop.guess", [.required("text", .string(minLength: 1))], writtenText: "text",
                                  text: WireTextCommand(["guess"], usage: "guess WORD", help: "guess WORD — guess the hidden word (guesser)",
                                                        argument: .rest("text"), refusal: "a guess is needed")) {
                .guess(text: $0.string("text"))
            },
        ],
        roomRequests: [
            GameRoomRequest("gop.add", [.required("word", .string(minLength: 1))], reply: [.required("count", .ordinal)],
                            senders: .host("only the host can add custom words"),
                            text: WireTextCommand(["word"], usage: "word WORD",
                                                  help: "word WORD — add a custom Guess or Pass word; play them with start gop custom (host)",
                                                  argument: .rest("word"), refusal: "a word is needed")),
        ],
        events: events)

    private static let category = WireShape.choice(GuessOrPassCategory.allCases.map(\.rawValue))

    private static let events: [WireEventShape] = [
        WireEventShape("gop.countdown", [.required("guesser", .player), .required("category", category), .required("round", .ordinal),
                                         .required("starts_at_ms", .time), .required("ends_at_ms", .time)], to: "everyone"),
        WireEventShape("gop.round_started", [.required("guesser", .player), .required("category", category), .required("round", .ordinal),
                                             .required("ends_at_ms", .time), .required("duration_ms", .count)], to: "everyone"),
        WireEventShape("gop.word_added", [.required("player_id", .player), .required("count", .ordinal)], to: "everyone; never carries the word"),
        WireEventShape("gop.card", [.required("index", .count), .required("word", .text)],
                       to: "the clue-givers, and in classic mode the guesser; never a screen"),
        WireEventShape("gop.card_hidden", [.required("index", .count)], to: "the screens, and in secret mode the guesser; never carries the word"),
        WireEventShape("gop.card_resolved", [.required("index", .count), .required("word", .text),
                                             .required("outcome", .choice(["correct", "pass"])), .required("by", .player)], to: "everyone"),
        WireEventShape("gop.guess_missed", [.required("player_id", .player), .required("text", .text)], to: "everyone"),
        WireEventShape("gop.round_ended", [
            .required("guesser", .player), .required("category", category),
            .required("mode", .choice(GuessOrPassMode.allCases.map(\.rawValue))), .required("score", .count),
            .required("cards", .array(.object([.required("index", .count), .required("word", .text),
                                               .required("outcome", .choice(["correct", "pass", "unresolved"]))]))),
            .required("best_score", .count), .required("new_best", .boolean),
            .optional("next_round_at_ms", .time), .optional("saved", .unsaved),
        ], to: "everyone"),
        WireEventShape("gop.game_over", [
            .required("scoreboard", .array(.object([.required("player_id", .player), .required("score", .integer())]))),
            .required("reason", .choice(["completed", "stopped", "not_enough_players", "no_connected_guesser"])),
        ], to: "everyone"),
    ]
}
