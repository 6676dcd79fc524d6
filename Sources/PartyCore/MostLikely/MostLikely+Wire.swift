/// Most Likely To on the wire, declared once: what the server decodes, text mode types and
/// `partyd schema` writes (Protocol/PROTOCOL.md, "Most Likely To").
extension MostLikely {
    /// `rounds` (1–20), `vote_seconds` (10–120), `category` (a prompt category or `mixed`); the
    /// action `ml.vote`; the host's `ml.add` on the room's prompts (also between games); and the
    /// game's events.
    public static let wire = GameWire<MostLikely>(
        options: [
            .optional("rounds", .integer(MostLikelyOptions.roundsRange)),
            .optional("vote_seconds", .integer(MostLikelyOptions.voteRange)),
            .optional("category", .choice(["mixed"] + MostLikelyCategory.allCases.map(\.rawValue))),
        ],
        makeOptions: { a, setup in
            MostLikelyOptions(rounds: a.optionalInt("rounds") ?? 5, voteSeconds: a.optionalInt("vote_seconds") ?? 30,
                              category: a.optionalString("category") ?? "mixed", familySafe: setup.familySafe)
        },
        actions: [
            GameActionDeclaration("ml.vote", [.required("player_id", .player)],
                                  text: WireTextCommand(["vote"], usage: "vote NAME",
                                                        help: "vote NAME — Most Likely To: who is most likely? (never yourself)",
                                                        argument: .player("player_id"), refusal: "a name or player id is needed")) {
                .vote($0.string("player_id"))
            },
        ],
        memoryRequests: [
            GameMemoryRequest(GameRoomRequest("ml.add", [.required("text", .string(minLength: 1, maxLength: 140))],
                                              reply: [.required("count", .count)],
                                              senders: .host("only the host can add prompts"),
                                              text: WireTextCommand(["prompt"], usage: "prompt TEXT",
                                                                    help: "prompt TEXT — Most Likely To (host): add your own prompt",
                                                                    argument: .rest("text"), refusal: "a prompt is needed")),
                              writtenText: "text") { memory, arguments, player throws(RuleViolation) in
                let count = try memory.add(arguments.string("text"))
                return GameMemoryAnswer(reply: ["count": count], events: [Addressed(.everyone, .promptAdded(player: player, count: count))])
            },
        ],
        events: [
            WireEventShape("ml.prompt", [.required("round", .ordinal), .required("rounds", .ordinal), .required("prompt_id", .text),
                                         .required("text", .text), .required("ends_at_ms", .time)], to: "everyone"),
            WireEventShape("ml.vote_cast", [.required("votes_in", .count), .required("voters", .count)], to: "everyone"),
            WireEventShape("ml.results", [
                .required("round", .ordinal), .required("prompt_id", .text),
                .required("tally", .array(.object([.required("player_id", .player), .required("votes", .ordinal)]))),
                .required("most", .array(.player)), .optional("next_round_at_ms", .time),
            ], to: "everyone"),
            WireEventShape("ml.game_over", [.required("standings", .array(.object([
                .required("player_id", .player), .required("name", .text), .required("times_most", .count),
            ])))], to: "everyone"),
            WireEventShape("ml.prompt_added", [.required("player_id", .player), .required("count", .count)], to: "everyone"),
        ])
}
