import PartyCore
@testable import PartyServer
import Testing

/// The digest's bookkeeping alone: every change of a large audience is counted; only members
/// announced one by one (while the audience was small) are ever named.
@Suite struct AudienceDigestTests {
    @Test func onlyMembersAnnouncedAloneAreNamedAndEveryChangeIsCounted() {
        var room = Room(code: "ABCD", limits: RoomLimits(maxPlayers: 12, maxAudience: 100))
        _ = try? room.join(name: "Host", role: .player, profileKey: "host")
        var digest = AudienceDigest()
        var ids: [PlayerID] = []
        /// Seats one more audience member; whether the digest absorbed its join.
        func join() -> Bool {
            _ = try? room.join(name: "Fan \(ids.count)", role: .audience, profileKey: "fan\(ids.count)")
            let id = room.members.last!.id
            ids.append(id)
            return digest.absorb(.playerJoined(id: id, name: "fan", role: .audience, avatar: nil), members: room.members, threshold: 3)
        }
        func leave(_ id: PlayerID) -> Bool {
            _ = room.remove(id, reason: .left)
            return digest.absorb(.playerLeft(id: id, name: "fan", reason: .left), members: room.members, threshold: 3)
        }
        func isSeated(_ id: PlayerID) -> Bool { room.members.contains { $0.id == id } }

        #expect(!join() && !join(), "a small audience is announced one by one")
        #expect(join() && join(), "from the threshold on, joins are absorbed")
        #expect(digest.changed)
        var named = digest.take(isSeated: isSeated)
        #expect(named.seated.isEmpty && named.left.isEmpty, "the third and fourth joined a large audience: counted, not named")
        #expect(!digest.changed)
        // The first (announced alone) and the fourth (never announced) leave while the audience is large.
        #expect(leave(ids[0]) && leave(ids[3]))
        #expect(digest.changed)
        named = digest.take(isSeated: isSeated)
        #expect(named.left == [ids[0]] && named.seated.isEmpty)
        #expect(digest.audienceCount(room.members) == 2)
    }
}
