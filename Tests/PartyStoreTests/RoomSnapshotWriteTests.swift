import Foundation
import PartyCore
import Testing
@testable import PartyStore

/// Issue 16 point 6: live room snapshots written one by one with the group commits.
@Suite("PartyStore: live room snapshots")
struct RoomSnapshotWriteTests {
    private static func snapshot(_ code: String, _ text: String, at: UnixMillis) -> StoredRoomSnapshot {
        StoredRoomSnapshot(code: code, data: Data(text.utf8), savedAt: at)
    }

    @Test("one room's snapshot is saved, replaced, stamped by the heartbeat and deleted", arguments: StoreKind.allCases)
    func saveTouchDelete(kind: StoreKind) throws {
        try withStore(kind) { store in
            let a1 = Self.snapshot("AAAA", "1", at: 10)
            let b1 = Self.snapshot("BBBB", "1", at: 11)
            try store.writeAndWait([.saveRoomSnapshot(a1), .saveRoomSnapshot(b1)])
            #expect(try store.loadRoomSnapshots() == [a1, b1])
            let a2 = Self.snapshot("AAAA", "2", at: 20)
            try store.writeAndWait([.saveRoomSnapshot(a2)])
            #expect(try store.loadRoomSnapshots() == [a2, b1])
            try store.writeAndWait([.touchRoomSnapshots(at: 30)])
            #expect(try store.loadRoomSnapshots().map(\.savedAt) == [30, 30])
            #expect(try store.loadRoomSnapshots().map(\.data) == [Data("2".utf8), Data("1".utf8)])
            try store.writeAndWait([.deleteRoomSnapshot(code: "AAAA"), .deleteRoomSnapshot(code: "ZZZZ")])
            #expect(try store.loadRoomSnapshots().map(\.code) == ["BBBB"])
        }
    }

    @Test("several snapshots of one room waiting for the same commit: only the last is written")
    func supersededInOneDrain() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = try SQLiteStore(directory: directory.url)
        defer { store.close() }
        let completed = Recorder<Int>()
        store.writerQueueForTesting.suspend()  // stands in for a commit in progress
        let writes: [StoreWrite] = [
            .saveRoomSnapshot(Self.snapshot("AAAA", "1", at: 1)),
            .saveRoomSnapshot(Self.snapshot("BBBB", "1", at: 1)),
            .saveRoomSnapshot(Self.snapshot("AAAA", "2", at: 2)),
            .deleteRoomSnapshot(code: "BBBB"),
            .saveRoomSnapshot(Self.snapshot("AAAA", "3", at: 3)),
        ]
        for (index, write) in writes.enumerated() {
            store.write([write]) { result in completed.append(result.isSuccess ? index : -1) }
        }
        #expect(StoreWrite.supersededSnapshots(writes.map { [$0] }) == [0, 2])
        store.writerQueueForTesting.resume()
        store.flush()
        #expect(completed.all == Array(0..<5))
        #expect(try store.loadRoomSnapshots() == [Self.snapshot("AAAA", "3", at: 3)])
    }
}
