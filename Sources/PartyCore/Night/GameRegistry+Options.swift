extension GameRegistry {
    /// Checks a queued game the way `game.start` would start it, with the game's own option
    /// validation (``PartyGame/options(from:setup:)`` then ``PartyGame/begin(options:memory:setup:rng:)``
    /// on a scratch copy that is thrown away): the playlist knows no game, so a game added to the
    /// registry is queueable with no playlist code changed. A refusal that is about the room
    /// right now (`wrongPhase`: nobody connected, say) is not the options' fault and passes.
    /// `family_safe` is read here as `game.start` reads it.
    /// - Throws: `badRequest` naming `game` (not offered) or the option at fault.
    public func validate(game id: String, options: GameOptionSet, setup: GameSetup) throws(RuleViolation) {
        guard let type = game(id: id) else {
            throw .badRequest(field: "game", reason: "must be one of \(ids.joined(separator: ", "))")
        }
        var setup = setup
        setup.familySafe = try options.optionalBool("family_safe") ?? false
        try type.checkOptions(options, setup: setup)
    }
}

extension PartyGame {
    /// Reads and validates `params` as this game's options by beginning a throw-away game.
    static func checkOptions(_ params: GameOptionSet, setup: GameSetup) throws(RuleViolation) {
        let options = try Self.options(from: params, setup: setup)
        var rng = SplitMix64(seed: 0)
        do {
            _ = try Self.begin(options: options, memory: emptyMemory, setup: setup, rng: &rng)
        } catch {
            if case .wrongPhase = error { return }
            throw error
        }
    }
}
