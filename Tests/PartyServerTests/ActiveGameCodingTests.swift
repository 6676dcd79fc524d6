import Foundation
import PartyContent
import PartyCore
import PartyProtocol
@testable import PartyServer
import Testing

/// Saved rooms across the game seam: a running game is filed exactly as the enum that came
/// before it did, so rooms saved by older servers restore and the other way round; and the
/// games read their parameters with the wire's own messages.
@Suite("Active game coding")
struct ActiveGameCodingTests {
    /// The enum a room's game was before the seam, with its synthesized coding.
    enum LegacyActiveGame: Codable {
        case guessOrPass(GuessOrPass)
        case wouldYouRather(WouldYouRather)
    }

    static let roster: Roster = [RosterEntry(id: "p1", name: "Ann", role: .player), RosterEntry(id: "p2", name: "Bo", role: .player)]

    static func games() throws -> (GuessOrPass, WouldYouRather) {
        var rng = SplitMix64(seed: 3)
        let (gop, _) = try GuessOrPass.start(options: GuessOrPassOptions(), roster: roster, now: 1_000,
                                             words: WordBank.words(for: .animals), rng: &rng)
        let (wyr, _) = try WouldYouRather.start(options: WyrOptions(), roster: roster, now: 1_000, library: ShippedContent.library, rng: &rng)
        return (gop, wyr)
    }

    @Test("a game saved before the seam restores as the same game")
    func legacyRestores() throws {
        let (gop, wyr) = try Self.games()
        let decoder = JSONDecoder()
        let oldGop = try JSONEncoder().encode(LegacyActiveGame.guessOrPass(gop))
        #expect(try decoder.decode(ActiveGame.self, from: oldGop).state(as: GuessOrPass.self) == gop)
        let oldWyr = try JSONEncoder().encode(LegacyActiveGame.wouldYouRather(wyr))
        let restored = try decoder.decode(ActiveGame.self, from: oldWyr)
        #expect(restored.state(as: WouldYouRather.self) == wyr)
        #expect(restored.name == "would_you_rather")
    }

    @Test("a game saved now reads as the enum before the seam, and shifts its deadlines on restore")
    func savedFormatIsTheOldOne() throws {
        let (gop, _) = try Self.games()
        let data = try JSONEncoder().encode(ActiveGame(gop))
        guard case let .guessOrPass(old) = try JSONDecoder().decode(LegacyActiveGame.self, from: data) else {
            Issue.record("not filed as guessOrPass: \(String(decoding: data, as: UTF8.self))")
            return
        }
        #expect(old == gop)
        var restored = try JSONDecoder().decode(ActiveGame.self, from: data)
        restored.shiftDeadlines(by: 500)
        #expect(restored.nextDeadline == gop.nextDeadline.map { $0 + 500 })
    }

    @Test("a game this server does not offer does not restore")
    func unknownGameFails() {
        let data = Data(#"{"chess":{"_0":{}}}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ActiveGame.self, from: data) }
    }

    @Test("games read parameters with the same bad_request messages as Params")
    func parameterMessages() {
        let params = Params(["n": .string("x"), "s": .int(1), "b": .int(2), "a": .string("y"), "m": .array([.int(1)]), "r": .int(99)])
        let view = GameParamsView(params)
        func message(_ body: () throws(RuleViolation) -> Void) -> String? {
            do { try body(); return nil } catch { return WireError(error).message }
        }
        func wire(_ body: () throws(WireError) -> Void) -> String? {
            do { try body(); return nil } catch { return error.message }
        }
        #expect(message { () throws(RuleViolation) in _ = try view.optionalInt("n", in: 0...5) } == wire { () throws(WireError) in _ = try params.optionalInt("n", in: 0...5) })
        #expect(message { () throws(RuleViolation) in _ = try view.optionalInt("r", in: 0...5) } == "r: must be between 0 and 5")
        #expect(message { () throws(RuleViolation) in _ = try view.optionalString("s") } == wire { () throws(WireError) in _ = try params.optionalString("s") })
        #expect(message { () throws(RuleViolation) in _ = try view.optionalBool("b") } == wire { () throws(WireError) in _ = try params.optionalBool("b") })
        #expect(message { () throws(RuleViolation) in _ = try view.string("missing") } == wire { () throws(WireError) in _ = try params.string("missing") })
        #expect(message { () throws(RuleViolation) in _ = try view.choice("n", ["a", "b"]) } == wire { () throws(WireError) in _ = try params.choice("n", ["a", "b"]) })
        #expect(message { () throws(RuleViolation) in _ = try view.optionalStrings("a", reason: "names") } == wire { () throws(WireError) in _ = try params.optionalArray("a") })
        #expect(message { () throws(RuleViolation) in _ = try view.optionalStrings("m", reason: "must be an array of names") } == "m: must be an array of names")
    }
}
