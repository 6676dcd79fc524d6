import Dispatch
import PartyCore

extension RoomHost {
    /// The room's members as the rules see them (``Room/roster``), built once per change of the
    /// room and kept until the next: a vote or a roll in a room of 10,000 reads it instead of
    /// copying 10,000 entries (any change to ``room`` drops the copy).
    var roster: Roster {
        dispatchPrecondition(condition: .onQueue(queue))
        if let rosterCache { return rosterCache }
        let built = room.roster
        rosterCache = built
        return built
    }
}
