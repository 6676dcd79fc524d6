import PartyCore
import PartyProtocol
import Testing
@testable import PartyServer

/// Issue 26 point 4: a snapshot per join must not encode the whole room again.
@Suite("Member list cache")
struct MemberListCacheTests {
    /// Seats `count` members in a fresh room (the core makes members; ids p1, p2, ...).
    private static func members(_ count: Int, role: Role = .audience) -> [Member] {
        var room = Room(code: "ABCD", limits: RoomLimits(maxPlayers: 500, maxAudience: 500))
        for n in 1...count { _ = try? room.join(name: "Name \"\(n)\"", role: role, profileKey: "k\(n)") }
        return room.members
    }

    /// What the list is: exactly the wire encoding of the member views, as before the cache.
    private static func fresh(_ members: [Member]) -> [UInt8] {
        EncodedJSON.encode(members.map(RoomSnapshot.MemberView.init)).bytes
    }

    @Test func aJoinEncodesOnlyTheNewcomer() {
        var cache = MemberListCache()
        let all = Self.members(201)
        var members = Array(all.prefix(200))
        #expect(cache.encoded(members).bytes == Self.fresh(members))
        #expect(cache.encodings == 200)
        members.append(all[200])
        #expect(cache.encoded(members).bytes == Self.fresh(members))
        #expect(cache.encodings == 201, "one more member, one more encoding")
        _ = cache.encoded(members)
        #expect(cache.encodings == 201, "nothing changed, nothing encoded")
    }

    @Test func aChangedMemberIsEncodedAgainAndALeaverIsForgotten() {
        var cache = MemberListCache()
        var members = Self.members(5, role: .player)
        let first = members[0]
        _ = cache.encoded(members)
        members[2].score = 7
        members[4].connected = false
        members.remove(at: 0)
        #expect(cache.encoded(members).bytes == Self.fresh(members))
        #expect(cache.encodings == 7)
        members.insert(first, at: 0)  // back: encoded again, it was forgotten
        _ = cache.encoded(members)
        #expect(cache.encodings == 8)
    }

    @Test func theListIsEmbeddedAsItIsInAFrame() throws {
        var cache = MemberListCache()
        let members = Self.members(2, role: .player)
        let frame = Outbound.frame("x", Fields(["members": cache.encoded(members)]))
        let text = String(decoding: frame, as: UTF8.self)
        #expect(text.contains(#""members":[{"connected":true,"name":"Name \"1\"","player_id":"p1","role":"player","score":0},{"#))
        let parsed = try JSONReader.parse(frame.dropLast())
        guard case let .object(o) = parsed, case let .array(list)? = o["members"] else { Issue.record("not an object"); return }
        #expect(list.count == 2)
    }
}
