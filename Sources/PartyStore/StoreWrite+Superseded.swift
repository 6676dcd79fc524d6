extension StoreWrite {
    /// Indexes of batches that only save a room snapshot which a later batch of the same
    /// commit saves again: a store writing one commit skips them, so at most one snapshot per
    /// room is written per commit (their completions still run, successfully).
    public static func supersededSnapshots(_ batches: [[StoreWrite]]) -> Set<Int> {
        var latest: [String: Int] = [:]
        var superseded: Set<Int> = []
        for (index, writes) in batches.enumerated() {
            guard writes.count == 1, case let .saveRoomSnapshot(snapshot) = writes[0] else { continue }
            if let earlier = latest[snapshot.code] { superseded.insert(earlier) }
            latest[snapshot.code] = index
        }
        return superseded
    }
}
