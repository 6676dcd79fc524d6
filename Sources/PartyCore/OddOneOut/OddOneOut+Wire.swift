/// Odd One Out on the wire, declared once: what the server decodes, text mode types and
/// `partyd schema` writes (Protocol/PROTOCOL.md, "Odd One Out").
extension OddOneOut {
    /// `category` (a word category or `mixed`), `rounds` (1–10), `clue_seconds` (10–300),
    /// `vote_seconds` (10–120), `reveal_seconds` (2–60); the actions `odd.clue` and `odd.vote`;
    /// and the game's events.
    public static let wire = GameWire<OddOneOut>(
        options: [
            .optional("category", .choice(["mixed"] + GuessOrPassCategory.packCategories.map(\.rawValue))),
            .optional("rounds", .integer(OddOneOutOptions.roundsRange)),
            .optional("clue_seconds", .integer(OddOneOutOptions.clueRange)),
            .optional("vote_seconds", .integer(OddOneOutOptions.voteRange)),
            .optional("reveal_seconds", .integer(OddOneOutOptions.revealRange)),
        ],
        makeOptions: { a, setup in
            OddOneOutOptions(category: a.optionalString("category") ?? "mixed", rounds: a.optionalInt("rounds") ?? 3,
                             clueSeconds: a.optionalInt("clue_seconds") ?? 60, voteSeconds: a.optionalInt("vote_seconds") ?? 30,
                             revealSeconds: a.optionalInt("reveal_seconds") ?? 8, familySafe: setup.familySafe)
        },
        actions: [
            GameActionDeclaration("odd.clue", [.required("text", .string(minLength: 1, maxLength: 60))], writtenText: "text", reviewed: true,
                                  text: WireTextCommand(["clue"], usage: "clue TEXT",
                                                        help: "clue TEXT — Odd One Out: your one clue for your word (never the word itself)",
                                                        argument: .rest("text"), refusal: "a clue is needed")) {
                .clue($0.string("text"))
            },
            GameActionDeclaration("odd.vote", [.required("player_id", .player)],
                                  text: WireTextCommand(["vote", "accuse"], usage: "vote NAME",
                                                        help: "vote NAME (or accuse NAME) — Odd One Out: who has the odd word?",
                                                        argument: .player("player_id"), refusal: "a name or player id is needed")) {
                .vote($0.string("player_id"))
            },
        ],
        events: [
            WireEventShape("odd.round_started", [.required("round", .ordinal), .required("rounds", .ordinal), .required("category", .text),
                                                 .required("players", .array(.player, minItems: 3)), .required("ends_at_ms", .time)],
                           to: "everyone"),
            WireEventShape("odd.word", [.required("round", .ordinal), .required("word", .text)],
                           to: "one dealt player only (their own word); never the audience or a screen"),
            WireEventShape("odd.clue_given", [.required("player_id", .player), .required("text", .text), .required("clues_in", .count),
                                              .required("cluers", .count)], to: "everyone"),
            WireEventShape("odd.voting", [.required("round", .ordinal), .required("ends_at_ms", .time)], to: "everyone"),
            WireEventShape("odd.vote_cast", [.required("player_id", .player), .required("votes_in", .count), .required("voters", .count)],
                           to: "everyone"),
            WireEventShape("odd.round_ended", [
                .required("round", .ordinal), .required("common_word", .text), .required("odd_word", .text), .required("category", .text),
                .required("caught", .boolean),
                .required("votes", .array(.object([.required("player_id", .player), .required("target", .player)]))),
                .required("points", scores), .required("scores", scores),
                .optional("odd_player", .player), .optional("next_round_at_ms", .time),
            ], to: "everyone"),
            WireEventShape("odd.game_over", [.required("scoreboard", scores)], to: "everyone"),
        ])

    /// Points or totals by player.
    private static let scores = WireShape.array(.object([.required("player_id", .player), .required("score", .count)]))
}
