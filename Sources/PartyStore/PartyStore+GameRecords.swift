import PartyCore

extension PartyStore {
    /// The records of `type`'s game stored under any of `keys`, decoded by the game's codec; a
    /// key never written is absent.
    public func records<R: GameRecord>(_ type: R.Type, keys: [String]) throws(StoreError) -> [String: R] {
        try gameRecords(game: R.game, keys: keys).mapValues(R.init(counters:))
    }
}

extension StoreWrite {
    /// Adds `record`'s counters to the record `key` of its game.
    public static func add<R: GameRecord>(_ record: R, to key: String) -> StoreWrite {
        .addToGameRecord(game: R.game, key: key, counters: record.counters)
    }
}
