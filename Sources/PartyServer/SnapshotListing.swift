import PartyCore

/// Which members a snapshot's `members` lists, and how many audience members the room has.
///
/// Every player and the host are always listed, and so is the member receiving the snapshot
/// (clients find their own seat there). Audience members are listed only while the audience
/// is small — fewer than ``ServerConfig/audienceDigestFrom`` (20), the size from which their
/// changes are announced in `room.audience_changed` digests instead of one by one. A larger
/// audience is a count (`audience`), never a list: a join into a room of 10,000 would
/// otherwise get ~0.8 MiB of snapshot, and seating 10,000 would write ~4 GB of them.
struct SnapshotListing {
    /// The members to list, in join order.
    let members: [Member]
    /// Audience members seated now (connected or not), listed or not.
    let audience: Int

    /// The listing of `all` (the room's members in join order) for `viewer` (nil for a
    /// screen), where an audience of `threshold` or more is not listed.
    init(_ all: [Member], host: PlayerID?, viewer: PlayerID?, threshold: Int) {
        // By index: closures over the elements would copy every member once per snapshot, and a
        // join into a 10,000-member audience gets one.
        var audience = 0
        for i in all.indices where all[i].role == .audience { audience += 1 }
        self.audience = audience
        if audience < threshold {
            members = all
        } else {
            var listed: [Member] = []
            for i in all.indices where all[i].role == .player || all[i].id == host || all[i].id == viewer { listed.append(all[i]) }
            members = listed
        }
    }
}
