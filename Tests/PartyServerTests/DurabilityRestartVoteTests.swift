import Foundation
import Glibc
import PartyClient
import PartyProtocol
import PartyTestSupport
import Testing

/// Issue 11, rule 5: a restart does not end a vote. After a graceful restart, a restored member
/// counts as present for "everyone has voted" until they resume or their resume grace ends.
@Suite("Durability: a restart does not end a vote", .serialized)
struct DurabilityRestartVoteTests {
    typealias R = DurabilityRestartTests

    /// A Would You Rather room where the host has voted and the guest has not, then SIGTERM and a
    /// new server on the same data folder. Returns the new server, the room and both tokens.
    private static func voteThenRestart(_ box: DurabilitySandbox, extra: [String] = []) async throws
        -> (server: DurabilityProcess, room: String, voter: String, waiter: String, questionID: String) {
        let (voter, waiter) = (R.token("vv"), R.token("vw"))
        let first = try await DurabilityProcess.startServer(dataDir: box.dataDir, logDir: box.logDir)
        defer { first.kill(SIGKILL) }
        let host = try await PartyClient.durableConnect(first.port)
        let guest = try await PartyClient.durableConnect(first.port)
        let created = try await host.request("room.create", ["name": .string("Vera"), "token": .string(voter)])
        let room = try #require(created[string: "room"])
        try await guest.request("room.join", ["room": .string(room), "name": .string("Wes"), "token": .string(waiter)])
        try await host.request("game.start", ["game": .string("would_you_rather"), "vote_seconds": .int(120)])
        let asked = try await host.next("wyr.question")
        try await host.request("wyr.vote", ["choice": .string("a")])
        _ = try await guest.next("wyr.vote_cast")
        first.kill(SIGTERM)
        #expect(try await first.waitForExit(timeout: .seconds(15)) == 0)
        let server = try await DurabilityProcess.startServer(dataDir: box.dataDir, logDir: box.logDir, extra: extra)
        return (server, room, voter, waiter, try #require(asked[string: "question_id"]))
    }

    @Test("the voter resumes first: the vote stays open until the other player is back and votes")
    func voterFirstDoesNotCloseTheVote() async throws {
        let box = try DurabilitySandbox("restart-vote")
        defer { box.cleanUp() }
        let (server, room, voterToken, waiterToken, questionID) = try await Self.voteThenRestart(box)
        defer { server.kill(SIGKILL) }

        let (voter, voterOK) = try await R.resume(server.port, room: room, token: voterToken)
        defer { voter.close() }
        let game = voterOK.durable("snapshot")["game"]
        #expect(game["phase"].string == "voting", "the first player back closed the vote: \(voterOK)")
        #expect(game["my_vote"].string == "a")
        let (waiter, waiterOK) = try await R.resume(server.port, room: room, token: waiterToken)
        defer { waiter.close() }
        #expect(waiterOK.durable("snapshot")["game"]["phase"].string == "voting")
        // Everything the voter was sent before this reply: no results yet.
        let now = try await voter.request("room.snapshot").durable("snapshot")["game"]
        #expect(now["phase"].string == "voting" && now["votes_in"].int == 1 && now["voters"].int == 2, "\(now)")
        #expect(!voter.frames.contains { $0.type == "wyr.results" }, "results were shown before everyone could vote")

        try await waiter.request("wyr.vote", ["choice": .string("b")])
        let results = try await voter.next("wyr.results")
        #expect(results[string: "question_id"] == questionID)
        #expect(results[int: "a_votes"] == 1 && results[int: "b_votes"] == 1)
    }

    @Test("a restored member who never resumes stops counting when their grace ends")
    func graceEndCompletesTheVote() async throws {
        let box = try DurabilitySandbox("restart-grace")
        defer { box.cleanUp() }
        // 8 s: the grace now starts once the server serves, but the voter's own resume must still
        // arrive within it inside a full parallel run at load 30+ (2 s ended first: room_not_found).
        let (server, room, voterToken, _, _) = try await Self.voteThenRestart(box, extra: ["--resume-grace-seconds", "8"])
        defer { server.kill(SIGKILL) }
        let (voter, voterOK) = try await R.resume(server.port, room: room, token: voterToken)
        defer { voter.close() }
        #expect(voterOK.durable("snapshot")["game"]["phase"].string == "voting")
        let left = try await voter.next("room.player_left", timeout: .seconds(30))
        #expect(left[string: "reason"] == "timeout")
        let results = try await voter.next("wyr.results", timeout: .seconds(5))
        #expect(results[int: "a_votes"] == 1 && results[int: "b_votes"] == 0)
        #expect(voter.frames.firstIndex { $0.type == "room.player_left" }! < voter.frames.firstIndex { $0.type == "wyr.results" }!)
    }
}
