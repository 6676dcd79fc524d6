import PartyCore
import PartyProtocol

extension WordFilter {
    /// Refuses `text` (the value of request field `field`) with `filtered` naming the field when
    /// it contains a term blocked at `level` (contract §9, "Word filter"); nothing else happens.
    func check(_ text: String, field: String, level: FilterLevel) throws(WireError) {
        guard level != .off, !allows(text, level: level) else { return }
        throw .filtered(field)
    }

    /// The level for text written outside any room (a night's title, place, host name and
    /// RSVP names): the night's room and its settings do not exist yet, so the default a new
    /// room has (`moderate`).
    static let levelOutsideRooms = FilterLevel.default
}
