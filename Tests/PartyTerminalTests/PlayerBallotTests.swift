import PartyProtocol
import Testing
@testable import PartyTerminal

/// The "vote for a player" ballot Most Likely To and Odd One Out share: numbered rows with my vote
/// marked and no number on my own row, number keys and `/vote NAME` that vote for another player of
/// the round only, and the count of votes in.
@Suite struct PlayerBallotTests {
    /// Bob (p2), Alice (p1, me) and Dan (p4) in the round, in that order.
    func ballot() -> (PlayerBallot, ClientState) {
        var s = seatedState()
        s.apply(#"{"type":"room.player_joined","player_id":"p4","name":"Dan","role":"player"}"#)
        var b = PlayerBallot(voteType: "x.vote")
        b.open(["p2", "p1", "p4"])
        return (b, s)
    }

    @Test func rowsNumberEveryoneButMeAndMarkMyVote() {
        var (b, s) = ballot()
        #expect(b.rows(s).map(\.text) == ["  1 Bob", "    Alice", "  3 Dan"])
        b.myVote = "p4"
        #expect(b.rows(s).map(\.text) == ["  1 Bob", "    Alice", " ▶3 Dan"])
        #expect(b.rows(s, numbered: false).map(\.text) == ["    Bob", "    Alice", " ▶  Dan"])
    }

    @Test func rowsCarryTheirStyleAndADetailAfterTheName() {
        let (b, s) = ballot()
        let rows = b.rows(s, style: .accent) { $0 == "p2" ? "furry" : "…" }
        #expect(rows.map(\.text) == ["  1 Bob: furry", "    Alice: …", "  3 Dan: …"])
        #expect(rows[0] == Row("  1 Bob: ", .accent) + Row("furry"))
        #expect(b.rows(s, style: .bold)[2] == Row("  3 Dan", .bold))
    }

    @Test func aNumberKeyVotesForThatPlayerNeverForMe() {
        var (b, s) = ballot()
        #expect(b.vote(key: .char("2"), me: s.me) == nil, "2 is me")
        #expect(b.vote(key: .char("4"), me: s.me) == nil, "nobody has 4")
        #expect(b.vote(key: .char("0"), me: s.me) == nil)
        #expect(b.vote(key: .char("x"), me: s.me) == nil)
        #expect(b.vote(key: .enter, me: s.me) == nil)
        #expect(b.myVote == nil, "no refused key marks a vote")
        #expect(b.vote(key: .char("3"), me: s.me) == [.send("x.vote", ["player_id": .string("p4")])])
        #expect(b.myVote == "p4")
        #expect(b.vote(key: .char("1"), me: s.me) == [.send("x.vote", ["player_id": .string("p2")])], "a vote may change")
        #expect(b.myVote == "p2")
        s.apply(#"{"type":"room.player_joined","player_id":"p5","name":"Eve","role":"player"}"#)
        #expect(b.vote(key: .char("1"), me: "p5") == nil, "only a player of the round votes")
        #expect(b.vote(key: .char("1"), me: nil) == nil)
    }

    @Test func slashVoteNamesAMember() {
        let (b, s) = ballot()
        #expect(b.vote(named: ["dan"], client: s) == [.send("x.vote", ["player_id": .string("p4")])])
        #expect(b.vote(named: ["nobody", "here"], client: s) == nil)
    }

    @Test func aRoundOpensEmptyAndCountsVotesIn() {
        var (b, _) = ballot()
        b.counted(["votes_in": .int(2), "voters": .int(3)])
        #expect(b.count == "2/3")
        b.counted(["voters": .int(2)])
        #expect(b.count == "2/2", "a missing field keeps its count")
        b.myVote = "p2"
        b.open(["p1", "p2"])
        #expect(b.count == "0/2" && b.myVote == nil && b.players == ["p1", "p2"])
    }

    @Test func aSnapshotRestoresTheBallot() {
        let full = PlayerBallot(voteType: "x.vote", snapshot: .object(["players": .array([.string("p1"), .string("p2")]),
                                                                       "votes_in": .int(1), "voters": .int(2), "my_vote": .string("p2")]))
        #expect(full.players == ["p1", "p2"] && full.count == "1/2" && full.myVote == "p2")
        let bare = PlayerBallot(voteType: "x.vote", snapshot: .object(["players": .array([.string("p1"), .string("p2"), .string("p3")])]))
        #expect(bare.count == "0/3" && bare.myVote == nil, "voters default to the players")
    }
}
