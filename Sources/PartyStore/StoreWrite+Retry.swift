extension StoreWrite {
    /// Whether the write may be applied late, after writes submitted later, without changing
    /// what it means: an append (a finished round, a roll, a seed reveal), a tally delta, a
    /// profile's last sighting. Replacing or deleting (wheels, snapshots, resets) is not: a late
    /// wheel save could bring back a wheel deleted since. See ``WriteRetryQueue``.
    public var isRetryable: Bool {
        switch self {
        case .upsertProfile, .finishedRound, .wyrVotes, .diceHistory, .seedReveal: true
        case .resetWyrAllTime, .saveWheel, .deleteWheel, .replaceRoomSnapshots, .clearRoomSnapshots,
             .saveRoomSnapshot, .deleteRoomSnapshot, .touchRoomSnapshots, .night: false
        }
    }
}
