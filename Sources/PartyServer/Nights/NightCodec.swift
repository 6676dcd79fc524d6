import Foundation
import PartyCore
import PartyStore

/// How a ``GameNight`` is kept in the store: its JSON in ``StoredNight/data`` beside the columns
/// the store queries (state, end time).
enum NightCodec {
    /// The stored form of `night`.
    static func stored(_ night: GameNight) -> StoredNight {
        let data = (try? JSONEncoder().encode(night)) ?? Data()
        return StoredNight(code: night.code, state: night.state.rawValue, data: data, endedAt: night.endedAt)
    }

    /// The night kept as `stored`, or nil when it cannot be read.
    static func night(_ stored: StoredNight) -> GameNight? {
        try? JSONDecoder().decode(GameNight.self, from: stored.data)
    }

    /// The write that saves `night`.
    static func save(_ night: GameNight) -> StoreWrite { .night(.save(stored(night))) }
}
