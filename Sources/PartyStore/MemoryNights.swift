import PartyCore

/// The nights of a ``MemoryState``: the reference semantics of the stores' `night` and
/// `night_rsvp` tables.
struct MemoryNights: Sendable {
    private var nights: [String: StoredNight] = [:]
    private var rsvps: [String: [String: NightRSVP]] = [:]  // code → name key → RSVP
    private var rsvpOrder: [String: [String]] = [:]  // code → name keys, first answer first

    mutating func apply(_ write: NightWrite) {
        switch write {
        case let .save(night):
            var stored = night
            stored.rsvps = []
            nights[night.code] = stored
        case let .rsvp(code, key, rsvp):
            if let existing = rsvps[code]?[key] {
                // An answer claimed by another token is never overwritten (two first answers at once).
                guard existing.tokenKey == nil || existing.tokenKey == rsvp.tokenKey else { return }
                var changed = rsvp
                changed.at = existing.at
                rsvps[code]?[key] = changed
            } else {
                rsvps[code, default: [:]][key] = rsvp
                rsvpOrder[code, default: []].append(key)
            }
        case let .expire(endedBefore):
            for (code, night) in nights where night.state == "ended" && (night.endedAt ?? .max) < endedBefore {
                nights[code] = nil
                rsvps[code] = nil
                rsvpOrder[code] = nil
            }
        }
    }

    func night(code: String) -> StoredNight? {
        guard var night = nights[code] else { return nil }
        let byKey = rsvps[code] ?? [:]
        night.rsvps = (rsvpOrder[code] ?? []).compactMap { byKey[$0] }.enumerated()
            .sorted { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }.map(\.element)
        return night
    }

    func unended() -> [StoredNight] {
        nights.values.filter { $0.state != "ended" }.sorted { $0.code < $1.code }
    }

    var count: Int { nights.count }
}
