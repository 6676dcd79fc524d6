import Foundation
import PartyCore
import Testing
@testable import PartyStore

@Suite("PartyStore semantics (memory, SQLite and PostgreSQL)")
struct StoreSemanticsTests {
    @Test("profiles are created, renamed and seen again", arguments: StoreKind.allCases)
    func profileUpsert(kind: StoreKind) throws {
        try withStore(kind) { store in
            try store.writeAndWait([.upsertProfile(key: "h1", name: "Ann", at: 100)])
            #expect(try store.profile(key: "h1") == Profile(key: "h1", name: "Ann", createdAt: 100, lastSeenAt: 100))
            try store.writeAndWait([.upsertProfile(key: "h1", name: "Annie", at: 250)])
            #expect(try store.profile(key: "h1") == Profile(key: "h1", name: "Annie", createdAt: 100, lastSeenAt: 250))
            #expect(try store.profile(key: "nobody") == nil)
            #expect(try store.stats().profiles == 1)
        }
    }

    @Test("each mode keeps its own best scores: a classic score never beats a secret one", arguments: StoreKind.allCases)
    func bestScoresPerMode(kind: StoreKind) throws {
        try withStore(kind) { store in
            try store.writeAndWait([
                .finishedRound(profileKey: "h1", category: "animals", mode: "secret", score: 3, at: 10),
                .finishedRound(profileKey: "h1", category: "animals", mode: "classic", score: 9, at: 20),
                .finishedRound(profileKey: "h1", category: "food", mode: "classic", score: 2, at: 30),
            ])
            #expect(try store.bestScores(profileKeys: ["h1"], category: "animals", mode: "secret") == ["h1": 3])
            #expect(try store.bestScores(profileKeys: ["h1"], category: "animals", mode: "classic") == ["h1": 9])
            #expect(try store.bestScores(profileKey: "h1", mode: "classic") == ["animals": 9, "food": 2])
            #expect(try store.bestScores(profileKey: "h1", mode: "secret") == ["animals": 3])
            #expect(try store.finishedRounds(profileKey: "h1", limit: 1)
                    == [StoredRound(profileKey: "h1", category: "food", mode: "classic", score: 2, at: 30)])
        }
    }

    @Test("a best score only rises, every finished round is logged", arguments: StoreKind.allCases)
    func bestScoreOnlyRises(kind: StoreKind) throws {
        try withStore(kind) { store in
            try store.writeAndWait([
                .finishedRound(profileKey: "h1", category: "animals", mode: "secret", score: 5, at: 10),
                .finishedRound(profileKey: "h1", category: "animals", mode: "secret", score: 3, at: 20),
            ])
            #expect(try store.bestScores(profileKeys: ["h1"], category: "animals", mode: "secret") == ["h1": 5])
            try store.writeAndWait([
                .finishedRound(profileKey: "h1", category: "animals", mode: "secret", score: 8, at: 30),
                .finishedRound(profileKey: "h1", category: "food", mode: "secret", score: 2, at: 40),
                .finishedRound(profileKey: "h2", category: "animals", mode: "secret", score: 4, at: 50),
                .finishedRound(profileKey: "h1", category: "animals", mode: "secret", score: 7, at: 60),
            ])
            #expect(try store.bestScores(profileKeys: ["h1", "h2", "h3"], category: "animals", mode: "secret") == ["h1": 8, "h2": 4])
            #expect(try store.bestScores(profileKeys: [], category: "animals", mode: "secret") == [:])
            #expect(try store.bestScores(profileKey: "h1", mode: "secret") == ["animals": 8, "food": 2])
            #expect(try store.stats().finishedRounds == 6)
            let recent = try store.finishedRounds(profileKey: "h1", limit: 2)
            #expect(recent == [
                StoredRound(profileKey: "h1", category: "animals", mode: "secret", score: 7, at: 60),
                StoredRound(profileKey: "h1", category: "food", mode: "secret", score: 2, at: 40),
            ])
        }
    }

    @Test("all-time WYR tallies add up, never go negative, and reset", arguments: StoreKind.allCases)
    func wyrTallies(kind: StoreKind) throws {
        try withStore(kind) { store in
            try store.writeAndWait([.add(WyrTally(aVotes: 1, bVotes: 0), to: "q1")])
            try store.writeAndWait([
                .add(WyrTally(aVotes: 0, bVotes: 1), to: "q1"),
                .add(WyrTally(aVotes: 2, bVotes: 0), to: "q1"),
                .add(WyrTally(aVotes: -1, bVotes: 1), to: "q2"),
            ])
            #expect(try store.records(WyrTally.self, keys: ["q1", "q2", "q3"]) == [
                "q1": WyrTally(aVotes: 3, bVotes: 1),
                "q2": WyrTally(aVotes: 0, bVotes: 1),
            ])
            let stats = try store.stats()
            #expect(stats.gameRecords == 2)
            #expect(stats.gameCounterTotal == 5)
            try store.writeAndWait([.deleteGameRecords(game: WouldYouRather.id)])
            #expect(try store.records(WyrTally.self, keys: ["q1", "q2"]).isEmpty)
            #expect(try store.stats().gameCounterTotal == 0)
            try store.writeAndWait([.add(WyrTally(aVotes: 0, bVotes: 2), to: "q1")])
            #expect(try store.records(WyrTally.self, keys: ["q1"]) == ["q1": WyrTally(aVotes: 0, bVotes: 2)])
        }
    }

    @Test("wheels are saved, updated and deleted per owner", arguments: StoreKind.allCases)
    func wheels(kind: StoreKind) throws {
        try withStore(kind) { store in
            let lunch = StoredWheel(owner: "A", id: "w1", name: "Lunch",
                                    options: [.init(label: "Pizza", weight: 2), .init(label: "Soup", weight: 0.5)],
                                    updatedAt: 10)
            let chores = StoredWheel(owner: "A", id: "w2", name: "Chores", options: [.init(label: "Dishes", weight: 1)],
                                     updatedAt: 20)
            let other = StoredWheel(owner: "B", id: "w1", name: "B's", options: [.init(label: "x", weight: 1)], updatedAt: 5)
            try store.writeAndWait([.saveWheel(lunch), .saveWheel(chores), .saveWheel(other)])
            #expect(try store.wheels(owner: "A") == [lunch, chores])

            var renamed = lunch
            renamed.name = "Dinner"
            renamed.options.append(.init(label: "Tacos", weight: 3))
            renamed.updatedAt = 30
            try store.writeAndWait([.saveWheel(renamed)])
            #expect(try store.wheels(owner: "A") == [chores, renamed])

            try store.writeAndWait([.deleteWheel(owner: "A", id: "w2"), .deleteWheel(owner: "A", id: "missing")])
            #expect(try store.wheels(owner: "A") == [renamed])
            #expect(try store.wheels(owner: "B") == [other])
            #expect(try store.wheels(owner: "C").isEmpty)
            #expect(try store.stats().wheels == 2)
        }
    }

    @Test("dice history is per room, newest first, limited", arguments: StoreKind.allCases)
    func diceHistory(kind: StoreKind) throws {
        try withStore(kind) { store in
            let rolls: [StoredDiceEntry] = [
                .roll("ROOM", "p1", [1, 2], at: 10),
                .roll("ROOM", "p2", [6], at: 30),
                .roll("ROOM", "p1", [3, 3, 3], at: 30),
                .roll("OTHR", "p1", [4], at: 35),
                .roll("ROOM", "p3", [], at: 40),
                .roll("ROOM", "p2", [5, 1], at: 20),
            ]
            try store.writeAndWait(rolls.map { .diceHistory($0) })
            #expect(try store.diceHistory(room: "ROOM", limit: 3) == [rolls[4], rolls[2], rolls[1]])
            #expect(try store.diceHistory(room: "ROOM", limit: 10) == [rolls[4], rolls[2], rolls[1], rolls[5], rolls[0]])
            #expect(try store.diceHistory(room: "ROOM", limit: 0).isEmpty)
            #expect(try store.diceHistory(room: "OTHR", limit: 5) == [rolls[3]])
            #expect(try store.stats().diceEntries == 6)
        }
    }

    @Test("revealed seeds are kept per room, oldest first", arguments: StoreKind.allCases)
    func seedReveals(kind: StoreKind) throws {
        try withStore(kind) { store in
            let first = StoredSeedReveal(room: "ROOM", serverSeedHex: "aa01", commitment: String(repeating: "c", count: 64),
                                         clientSeed: "alice", revealedAt: 100)
            let second = StoredSeedReveal(room: "ROOM", serverSeedHex: "bb02", commitment: String(repeating: "d", count: 64),
                                          revealedAt: 200)
            let elsewhere = StoredSeedReveal(room: "OTHR", serverSeedHex: "cc03", commitment: "e", revealedAt: 150)
            try store.writeAndWait([.seedReveal(second), .seedReveal(elsewhere)])
            try store.writeAndWait([.seedReveal(first)])
            #expect(try store.revealedSeeds(room: "ROOM") == [first, second])
            #expect(try store.revealedSeeds(room: "OTHR") == [elsewhere])
            #expect(try store.revealedSeeds(room: "NONE").isEmpty)
            #expect(try store.stats().seedReveals == 3)
        }
    }

    @Test("room snapshots are replaced as a set, loaded by code and cleared", arguments: StoreKind.allCases)
    func roomSnapshots(kind: StoreKind) throws {
        try withStore(kind) { store in
            let b = StoredRoomSnapshot(code: "BBBB", data: Data(#"{"game":null}"#.utf8), savedAt: 7)
            let a = StoredRoomSnapshot(code: "AAAA", data: Data([0, 255, 10, 13]), savedAt: 7)
            try store.writeAndWait([.replaceRoomSnapshots([b, a])])
            #expect(try store.loadRoomSnapshots() == [a, b])
            let c = StoredRoomSnapshot(code: "CCCC", data: Data("{}".utf8), savedAt: 9)
            try store.writeAndWait([.replaceRoomSnapshots([c])])
            #expect(try store.loadRoomSnapshots() == [c])
            #expect(try store.stats().roomSnapshots == 1)
            try store.writeAndWait([.clearRoomSnapshots])
            #expect(try store.loadRoomSnapshots().isEmpty)
        }
    }

    @Test("a completion runs after its batch is visible, in submission order", arguments: StoreKind.allCases)
    func completionAfterCommit(kind: StoreKind) throws {
        try withStore(kind) { store in
            let seen = Recorder<String>()
            for index in 0..<20 {
                store.write([.upsertProfile(key: "k\(index)", name: "n\(index)", at: UnixMillis(index))]) { result in
                    let visible = (try? store.profile(key: "k\(index)"))?.name
                    seen.append(result.isSuccess && visible == "n\(index)" ? "k\(index)" : "missing k\(index)")
                }
            }
            store.flush()
            #expect(seen.all == (0..<20).map { "k\($0)" })
        }
    }

    @Test("a closed store refuses writes and reads with .closed", arguments: StoreKind.allCases)
    func closedStore(kind: StoreKind) throws {
        try withStore(kind) { store in
            try store.writeAndWait([.upsertProfile(key: "h1", name: "Ann", at: 1)])
            store.close()
            #expect(throws: StoreError.closed) { try store.writeAndWait([.clearRoomSnapshots]) }
            #expect(throws: StoreError.closed) { try store.profile(key: "h1") }
            #expect(throws: StoreError.closed) { try store.stats() }
        }
    }
}

extension Result {
    var isSuccess: Bool {
        if case .success = self { return true }
        return false
    }
}
