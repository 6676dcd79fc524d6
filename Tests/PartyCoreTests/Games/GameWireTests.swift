import PartyContent
import PartyCore
import Testing

/// A game's wire (``GameWire``): decoding by the declaration, in order, with the wire's reasons,
/// and the registry's checks over every declared request type.
@Suite struct GameWireTests {
    @Test func anActionIsDecodedByItsDeclaration() throws {
        #expect(try GuessOrPass.action(from: "gop.correct", params: GameOptionSet(["index": .int(2)])) == .correct(index: 2))
        #expect(try GuessOrPass.action(from: "gop.guess", params: GameOptionSet(["text": .string("cat")])) == .guess(text: "cat"))
        #expect(try WouldYouRather.action(from: "wyr.vote", params: GameOptionSet(["choice": .string("b")])) == .vote(choice: .b))
        #expect(try OddOneOut.action(from: "odd.vote", params: GameOptionSet(["player_id": .string("p3")])) == .vote("p3"))
    }

    @Test func aMissingOrMalformedParameterIsRefusedByName() {
        #expect(throws: RuleViolation.badRequest(field: "index", reason: "is required")) {
            try GuessOrPass.action(from: "gop.pass", params: GameOptionSet())
        }
        #expect(throws: RuleViolation.badRequest(field: "index", reason: "must be between 0 and \(Int.max)")) {
            try GuessOrPass.action(from: "gop.pass", params: GameOptionSet(["index": .int(-1)]))
        }
        #expect(throws: RuleViolation.badRequest(field: "choice", reason: "must be one of a, b")) {
            try WouldYouRather.action(from: "wyr.vote", params: GameOptionSet(["choice": .string("c")]))
        }
        #expect(throws: RuleViolation.badRequest(field: "text", reason: "must be a string, not an integer")) {
            try OddOneOut.action(from: "odd.clue", params: GameOptionSet(["text": .int(3)]))
        }
        #expect(throws: RuleViolation.self) { try OddOneOut.action(from: "gop.pass", params: GameOptionSet(["index": .int(0)])) }
    }

    @Test func optionsAreCheckedInDeclarationOrderAndTakeTheirDefaults() throws {
        let setup = GameSetup(roster: [], now: 0, language: .tr, familySafe: true, library: ShippedContent.library)
        // Both are out of range: the first declared is named.
        #expect(throws: RuleViolation.badRequest(field: "round_seconds", reason: "must be between 10 and 300")) {
            try GuessOrPass.options(from: GameOptionSet(["break_seconds": .int(99), "round_seconds": .int(1)]), setup: setup)
        }
        let gop = try GuessOrPass.options(from: GameOptionSet(["mode": .string("classic")]), setup: setup)
        #expect(gop == GuessOrPassOptions(category: .mixed, roundSeconds: 60, countdownSeconds: 5, breakSeconds: 5,
                                          language: .tr, familySafe: true, mode: .classic))
        let wyr = try WouldYouRather.options(from: GameOptionSet(["categories": .strings(["silly"])]), setup: setup)
        #expect(wyr == WyrOptions(categories: ["silly"], language: .tr, familySafe: true))
        #expect(throws: RuleViolation.badRequest(field: "categories", reason: "must be an array of category names")) {
            try WouldYouRather.options(from: GameOptionSet(["categories": .int(1)]), setup: setup)
        }
        #expect(throws: RuleViolation.badRequest(field: "category", reason: "must be one of mixed, animals, food, sports, technology, music, nature")) {
            try OddOneOut.options(from: GameOptionSet(["category": .string("custom")]), setup: setup)
        }
    }

    @Test func whatTheRoomReadsOfAGameComesFromItsWire() {
        #expect(GuessOrPass.actionTypes == ["gop.correct", "gop.pass", "gop.guess"])
        #expect(GuessOrPass.writtenText == ["gop.guess": "text"])
        #expect(OddOneOut.reviewedActions == ["odd.clue"])
        #expect(WouldYouRather.actionTypes == ["wyr.vote"])
        #expect(GameRegistry.standard.requestTypes.isSuperset(of: ["gop.add", "wyr.add", "wyr.history", "wyr.reset", "odd.clue"]))
        #expect(GameRegistry.standard.game(handling: "odd.vote") == OddOneOut.self)
        #expect(GameRegistry.standard.game(handling: "wyr.add") == nil)  // the room answers it, not a running game
    }

    @Test func everyDeclaredActionDecodesFromItsRequiredParameters() throws {
        for game in GameRegistry.standard.games {
            for action in game.wireSummary.actions {
                var values: [String: GameOptionValue] = [:]
                for p in action.parameters where p.required {
                    values[p.name] = switch p.kind {
                    case let .integer(range): .int(range.lowerBound)
                    case .boolean, .confirmation: .bool(true)
                    case let .choice(allowed): .string(allowed[0])
                    case let .names(allowed, _, _): .strings([allowed[0]])
                    case .string, .player: .string("x")
                    }
                }
                _ = try game.action(from: action.type, params: GameOptionSet(values))
            }
        }
    }

    @Test func everyEventAndTextCommandIsNamedOnce() {
        let wires = GameRegistry.standard.wires
        let events = wires.flatMap(\.events).map(\.type)
        #expect(Set(events).count == events.count)
        for wire in wires {
            let area = wire.events.first.map { $0.type.split(separator: ".")[0] }
            #expect(wire.events.allSatisfy { $0.type.split(separator: ".")[0] == area })
            let words = wire.textCommands.flatMap(\.words)
            #expect(Set(words).count == words.count)
        }
    }
}
