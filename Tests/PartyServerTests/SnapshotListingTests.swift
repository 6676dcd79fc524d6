import PartyCore
import Testing
@testable import PartyServer

/// Issue 24: which members a snapshot lists (every player, the host, the viewer; the rest of
/// the audience only while it is small) and the audience count it always gives.
@Suite("Snapshot listing")
struct SnapshotListingTests {
    /// A room of `players` players (p1 …) then `audience` audience members (after them).
    private static func members(players: Int, audience: Int) -> [Member] {
        var room = Room(code: "ABCD", limits: RoomLimits(maxPlayers: 50, maxAudience: 500))
        for n in 0..<players { _ = try? room.join(name: "Player \(n)", role: .player, profileKey: "p\(n)") }
        for n in 0..<audience { _ = try? room.join(name: "Fan \(n)", role: .audience, profileKey: "a\(n)") }
        return room.members
    }

    @Test func aSmallAudienceIsListedInFull() {
        let all = Self.members(players: 3, audience: 19)
        let listing = SnapshotListing(all, host: "p1", viewer: "p2", threshold: 20)
        #expect(listing.members.map(\.id) == all.map(\.id))
        #expect(listing.audience == 19)
    }

    @Test func aLargeAudienceIsCountedAndOnlyTheViewerOfItListed() {
        let all = Self.members(players: 3, audience: 20)
        let viewer = all[10].id  // an audience member
        let listing = SnapshotListing(all, host: "p1", viewer: viewer, threshold: 20)
        #expect(listing.members.map(\.id) == ["p1", "p2", "p3", viewer], "players, then the viewer, in join order")
        #expect(listing.audience == 20)
        let asPlayer = SnapshotListing(all, host: "p1", viewer: "p3", threshold: 20)
        #expect(asPlayer.members.map(\.id) == ["p1", "p2", "p3"])
    }

    @Test func anAudienceHostIsAlwaysListed() {
        let all = Self.members(players: 1, audience: 30)
        let host = all[5].id, viewer = all[20].id
        let listing = SnapshotListing(all, host: host, viewer: viewer, threshold: 20)
        #expect(listing.members.map(\.id) == ["p1", host, viewer])
        let screen = SnapshotListing(all, host: host, viewer: nil, threshold: 20)
        #expect(screen.members.map(\.id) == ["p1", host], "a screen sees the players and the host")
        #expect(screen.audience == 30)
    }

    @Test func aRoomWithoutAudienceCountsZero() {
        let all = Self.members(players: 4, audience: 0)
        let listing = SnapshotListing(all, host: "p1", viewer: "p4", threshold: 20)
        #expect(listing.members.map(\.id) == all.map(\.id) && listing.audience == 0)
    }
}
