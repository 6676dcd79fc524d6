import Foundation
import PartyCore
@testable import PartyServer
import Testing

/// What games remember between games rides in a saved room under each game's own key, in the
/// format saved rooms always had (Would You Rather's record as `wyrRecord`), so rooms saved by
/// older servers restore and the other way round.
@Suite("Saved game memory")
struct SavedGameMemoryTests {
    /// A room record with one custom question queued.
    static func record() throws -> WyrRoomRecord {
        var record = WyrRoomRecord()
        let roster: Roster = [RosterEntry(id: "p1", name: "Ann", role: .player)]
        _ = try record.addCustom(a: "tea", b: "coffee", category: nil, by: "p1", roster: roster)
        return record
    }

    /// The JSON object the memories encode to.
    static func object(_ memory: SavedGameMemory) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(memory)) as? [String: Any])
    }

    @Test("Would You Rather's record is written as wyrRecord and read back")
    func roundTrip() throws {
        let record = try Self.record()
        let memory = SavedGameMemory([WouldYouRather.id: record], games: .standard)
        let object = try Self.object(memory)
        #expect(Set(object.keys) == ["wyrRecord", "most_likelyMemory"],
                "Guess or Pass and Odd One Out remember nothing; Most Likely To's memory (empty) is written beside, nothing else")
        let data = try JSONEncoder().encode(memory)
        let back = try JSONDecoder().decode(SavedGameMemory.self, from: data)
        #expect(back.memories[WouldYouRather.id] as? WyrRoomRecord == record)
    }

    @Test("a room that never played writes the empty record, as before the seam")
    func emptyRecordIsWritten() throws {
        let object = try Self.object(SavedGameMemory([:], games: .standard))
        let data = try JSONSerialization.data(withJSONObject: try #require(object["wyrRecord"]))
        #expect(try JSONDecoder().decode(WyrRoomRecord.self, from: data) == WyrRoomRecord())
    }

    @Test("a saved room's wyrRecord field, written beside the room's other fields, is the game's memory")
    func readsTheOldField() throws {
        let record = try Self.record()
        let old = try JSONSerialization.jsonObject(with: JSONEncoder().encode(record))
        let saved = try JSONSerialization.data(withJSONObject: ["code": "ABCD", "seq": 3, "wyrRecord": old, "unknownKey": 1])
        let memory = try JSONDecoder().decode(SavedGameMemory.self, from: saved)
        #expect(memory.memories[WouldYouRather.id] as? WyrRoomRecord == record)
        #expect(memory.memories.count == 1)
        let none = try JSONDecoder().decode(SavedGameMemory.self, from: Data(#"{"code": "ABCD"}"#.utf8))
        #expect(none.memories.isEmpty, "a room saved without a record starts from the empty one")
    }
}
