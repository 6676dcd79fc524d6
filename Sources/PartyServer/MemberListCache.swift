import PartyCore
import PartyProtocol

/// A room's `members` list as snapshots carry it, encoded once per member and kept: a snapshot
/// (every join, resume and `room.snapshot` gets one) joins the members' cached encodings instead
/// of encoding the whole room again, so a join into a room of 1,500 costs a copy, not 1,500
/// encodings. A member is encoded again only when what the snapshot shows of it changed.
///
/// Confined to the owning room's queue.
struct MemberListCache {
    private var entries: [PlayerID: (view: RoomSnapshot.MemberView, json: [UInt8])] = [:]
    private var list: (views: [RoomSnapshot.MemberView], json: EncodedJSON)?
    /// Members encoded so far (misses), for tests.
    private(set) var encodings = 0

    /// The encoded list of `members`, in order.
    mutating func encoded(_ members: [Member]) -> EncodedJSON {
        let views = members.map(RoomSnapshot.MemberView.init)
        if let list, list.views == views { return list.json }
        var parts: [[UInt8]] = []
        parts.reserveCapacity(views.count)
        var seen: [PlayerID: (view: RoomSnapshot.MemberView, json: [UInt8])] = [:]
        seen.reserveCapacity(views.count)
        for view in views {
            let json: [UInt8]
            if let cached = entries[view.player_id], cached.view == view {
                json = cached.json
            } else {
                json = EncodedJSON.encode(view).bytes
                encodings += 1
            }
            seen[view.player_id] = (view, json)
            parts.append(json)
        }
        entries = seen  // members who left are forgotten
        let json = EncodedJSON.array(parts)
        list = (views, json)
        return json
    }
}

extension RoomSnapshot.MemberView {
    /// What a snapshot shows of `member`.
    init(_ member: Member) {
        self.init(player_id: member.id, name: member.name, role: member.role, connected: member.connected, score: member.score,
                  avatar: member.avatar)
    }
}
