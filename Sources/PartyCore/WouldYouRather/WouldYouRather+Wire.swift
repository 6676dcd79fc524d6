/// Would You Rather on the wire, declared once: what the server decodes, text mode types and
/// `partyd schema` writes (Protocol/PROTOCOL.md, "Would You Rather").
extension WouldYouRather {
    /// `categories`, `vote_seconds` (5–120), `results_seconds` (1–30); the action `wyr.vote`;
    /// the room's `wyr.add`, `wyr.history` and `wyr.reset` (they work on the room's record, also
    /// between games); and the game's events.
    public static let wire = GameWire<WouldYouRather>(
        options: [
            .optional("categories", .names(WyrCategory.allCases.map(\.rawValue), minItems: 1, reason: "must be an array of category names")),
            .optional("vote_seconds", .integer(WyrOptions.voteSecondsRange)),
            .optional("results_seconds", .integer(WyrOptions.resultsSecondsRange)),
        ],
        makeOptions: { a, setup in
            WyrOptions(categories: a.optionalStrings("categories"), voteSeconds: a.optionalInt("vote_seconds") ?? 20,
                       resultsSeconds: a.optionalInt("results_seconds") ?? 3, language: setup.language, familySafe: setup.familySafe)
        },
        actions: [
            GameActionDeclaration("wyr.vote", [.required("choice", .choice(["a", "b"]))],
                                  text: WireTextCommand(["vote"], usage: "vote a|b", help: "vote a|b — Would You Rather vote",
                                                        argument: .choice("choice"), refusal: "vote a or vote b")) {
                .vote(choice: $0.string("choice") == "a" ? .a : .b)
            },
        ],
        roomRequests: [
            GameRoomRequest("wyr.add", [.required("a", .string(minLength: 1)), .required("b", .string(minLength: 1)),
                                        .optional("category", .choice(WyrCategory.allCases.map(\.rawValue)))],
                            reply: [.required("question_id", .text)]),
            GameRoomRequest("wyr.history", [.optional("offset", .integer(0...Int.max)), .optional("limit", .integer(1...100))],
                            reply: [.required("questions", .array(.object(historyEntry), maxItems: 100)),
                                    .required("offset", .count), .required("total", .count)],
                            saved: false,
                            text: WireTextCommand(["history"], usage: "history", help: "history — Would You Rather questions by popularity")),
            GameRoomRequest("wyr.reset", [.required("confirm", .confirmation)],
                            senders: .host("only the host can reset Would You Rather statistics")),
        ],
        events: [
            WireEventShape("wyr.question", [.required("question_id", .text), .required("a", .text), .required("b", .text),
                                            .required("category", .text), .required("round", .ordinal), .required("ends_at_ms", .time),
                                            .optional("custom", .boolean)], to: "everyone"),
            WireEventShape("wyr.vote_cast", [.required("player_id", .player), .required("votes_in", .count), .required("voters", .count)],
                           to: "everyone"),
            WireEventShape("wyr.results", [
                .required("question_id", .text), .required("a", .text), .required("b", .text),
                .required("a_votes", .count), .required("b_votes", .count),
                .required("a_pct", .integer(minimum: 0, maximum: 100)), .required("b_pct", .integer(minimum: 0, maximum: 100)),
                .required("audience", .common("votes")),
                .optional("all_time", .common("votes")), .optional("category", .text), .optional("custom", .boolean),
                .optional("round", .ordinal), .optional("next_question_at_ms", .time), .optional("saved", .unsaved),
            ], to: "everyone"),
            WireEventShape("wyr.question_added", [.required("question_id", .text), .required("player_id", .player),
                                                  .required("category", .text), .required("queued", .ordinal)], to: "everyone"),
            WireEventShape("wyr.reset", [.required("by", .player)], to: "everyone"),
            WireEventShape("wyr.game_over", [.required("rounds", .count)], to: "everyone"),
        ])

    /// One question of `wyr.history`'s reply.
    private static let historyEntry: [WireField] = [
        .required("question_id", .text), .required("a", .text), .required("b", .text), .required("category", .text),
        .required("a_votes", .count), .required("b_votes", .count), .required("audience", .common("votes")),
        .required("all_time", .common("votes")),
    ]
}
