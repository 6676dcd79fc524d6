import Foundation
import Testing
import PartyContent
import PartyCore

@Suite("Guess or Pass hidden information and snapshots")
struct GuessOrPassHiddenInfoTests {
    static let roster: Roster = GOP.roster + [RosterEntry(id: "p4", name: "Di", role: .player)]

    /// Plays a whole game with random actions; calls `observe` with every event in order and
    /// after every step with the game.
    static func playFullGame(seed: UInt64, observe: (Addressed<GuessOrPassEvent>) throws -> Void,
                             step: (GuessOrPass, UnixMillis) throws -> Void) throws {
        var rng = SplitMix64(seed: seed)
        let options = GuessOrPassOptions(category: .mixed, roundSeconds: 10, countdownSeconds: 1, breakSeconds: 1)
        var (game, events) = try GuessOrPass.start(options: options, roster: roster, now: 0,
                                                   words: ShippedContent.library.words(for: options, customWords: []), rng: &rng)
        try events.forEach(observe)
        var now: UnixMillis = 0
        var steps = 0
        while !game.isOver {
            steps += 1
            #expect(steps < 10_000)
            now += Int64(rng.uniform(below: 400))
            events = game.advance(now: now, roster: roster, rng: &rng)
            try events.forEach(observe)
            try step(game, now)
            guard game.phase == .round, let open = game.view(for: "a1", now: now).currentCard else { continue }
            let clueGivers = roster.playerIDs.filter { $0 != game.guesser }
            let action: GuessOrPassAction
            var member = game.guesser
            switch rng.uniform(below: 5) {
            case 0: action = .correct(index: open.index); member = clueGivers[rng.uniform(below: clueGivers.count)]
            case 1: action = .pass(index: open.index)
            case 2: action = .guess(text: open.word! + "es")
            case 3: action = .guess(text: "no idea")
            default: action = .correct(index: open.index); member = clueGivers[clueGivers.count - 1]
            }
            events = try game.apply(action, by: member, roster: roster, now: now, rng: &rng)
            try events.forEach(observe)
            try step(game, now)
        }
    }

    @Test("the guesser never receives an unresolved word in any event or view", arguments: [UInt64(1), 2, 3])
    func noLeak(seed: UInt64) throws {
        var open: Set<String> = []
        var dealt: [String] = []
        var guesser: PlayerID = "p1"
        var resolved = 0
        func leaks(_ json: String) -> [String] { open.filter { json.contains("\"\($0)\"") } }
        try Self.playFullGame(seed: seed, observe: { addressed in
            switch addressed.event {
            case let .countdown(g, _, _, _, _): guesser = g
            case let .card(_, word):
                #expect(!addressed.audience.includes(guesser))
                open.insert(word)
                dealt.append(word)
            case let .cardResolved(_, word, _, _): open.remove(word); resolved += 1
            case .roundEnded: open.removeAll()
            default: break
            }
            if addressed.audience.includes(guesser) {
                let json = try GOP.json(addressed.event)
                #expect(leaks(json).isEmpty, "leaked to the guesser: \(json)")
            }
        }, step: { game, now in
            let json = try GOP.json(game.view(for: game.guesser, now: now))
            #expect(leaks(json).isEmpty, "leaked in the guesser's view")
            if game.phase == .round {
                #expect(game.view(for: game.guesser, now: now).currentCard?.word == nil)
                #expect(game.view(for: "a1", now: now).currentCard?.word != nil)
            }
        })
        #expect(dealt.count > 8 && resolved > 4)
        #expect(Set(dealt.map { $0.lowercased() }).count == dealt.count, "a word repeated within the game")
    }

    @Test("views show resolved words to everyone and the open word to clue-givers only")
    func views() throws {
        var game = try GOP.inRound()
        let first = try #require(GOP.openCard(game))
        _ = try GOP.apply(&game, .pass(index: first.index), by: "p2", now: 7000)
        let second = try #require(GOP.openCard(game))
        let guesserView = game.view(for: "p1", now: 7000)
        #expect(guesserView.cards == [GuessOrPassCard(index: 0, word: first.word, outcome: .pass)])
        #expect(guesserView.currentCard == .init(index: 1, word: nil))
        let json = try GOP.json(guesserView)
        #expect(!json.contains("\"\(second.word)\""))
        #expect(json.contains(#""game":"guess_or_pass""#) && json.contains(#""phase":"round""#))
        #expect(json.contains(#""ends_at_ms":65000"#) && json.contains(#""current_card":{"index":1}"#))
        #expect(game.view(for: "a1", now: 7000).currentCard == .init(index: 1, word: second.word))
        _ = GOP.advance(&game, to: 65_000)
        let after = game.view(for: "p1", now: 65_000)
        #expect(after.phase == .roundOver && after.currentCard == nil && after.endsAtMs == 70_000)
        #expect(after.cards.map(\.outcome) == [.pass, .unresolved] && after.cards.last?.word == second.word)
    }

    @Test("a mid-round game survives a Codable round trip and plays on identically")
    func codable() throws {
        var game = try GOP.inRound()
        let open = try #require(GOP.openCard(game))
        _ = try GOP.apply(&game, .correct(index: open.index), by: "p2", now: 7000)
        let data = try JSONEncoder().encode(game)
        var restored = try JSONDecoder().decode(GuessOrPass.self, from: data)
        #expect(restored == game)
        let next = try #require(GOP.openCard(restored))
        let a = try GOP.apply(&game, .pass(index: next.index), by: "p3", now: 8000)
        let b = try GOP.apply(&restored, .pass(index: next.index), by: "p3", now: 8000)
        #expect(a == b)
        #expect(GOP.advance(&game, to: 100_000) == GOP.advance(&restored, to: 100_000))
    }
}
