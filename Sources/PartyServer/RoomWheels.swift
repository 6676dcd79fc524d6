import PartyCore
import PartyProtocol

/// The wheels a room can spin: those of the members present, by owner profile key. A wheel
/// belongs to the profile that made it (stored with it, see `RoomMachine+Wheels.swift`); anyone
/// in a room its owner is in may spin it, only its owner may change it. Pure: no store, no I/O.
struct RoomWheels: Sendable {
    private var byOwner: [String: [Wheel]] = [:]

    /// Whether `owner`'s wheels are loaded.
    func isLoaded(_ owner: String) -> Bool { byOwner[owner] != nil }

    /// Takes `owner`'s wheels as stored (a member who joins or resumes); keeps those already loaded.
    mutating func load(_ wheels: @autoclosure () -> [Wheel], owner: String) {
        guard byOwner[owner] == nil else { return }
        byOwner[owner] = wheels()
    }

    /// `owner`'s wheels in this room.
    func wheels(of owner: String) -> [Wheel] { byOwner[owner] ?? [] }

    /// Adds a new wheel of `owner`.
    mutating func add(_ wheel: Wheel, owner: String) { byOwner[owner, default: []].append(wheel) }

    /// Replaces `owner`'s wheel with the same id.
    mutating func replace(_ wheel: Wheel, owner: String) {
        if let i = byOwner[owner]?.firstIndex(where: { $0.id == wheel.id }) { byOwner[owner]?[i] = wheel }
    }

    /// Removes `owner`'s wheel `id`.
    mutating func remove(_ id: String, owner: String) { byOwner[owner]?.removeAll { $0.id == id } }

    /// `owner`'s own wheel `id`.
    /// - Throws: `not_allowed` when `id` names another present member's wheel (as ``find(_:preferring:members:)``
    ///   finds it), else `not_found`.
    func own(_ id: String, owner: String, members: [String]) throws(WireError) -> Wheel {
        if let wheel = byOwner[owner]?.first(where: { $0.id == id }) { return wheel }
        if find(id, members: members) != nil {
            throw WireError(.notAllowed, "only the wheel's owner can change it")
        }
        throw WireError(.notFound, "wheel \(id) not found")
    }

    /// A wheel of a present member (`members`: their profile keys in join order), by id or
    /// (case-insensitive) name; for a name, the `preferring` owner's wheel wins, then members
    /// in join order.
    func find(_ key: String, preferring owner: String? = nil, members: [String]) -> Wheel? {
        let owners = (owner.map { [$0] } ?? []) + members
        let all = owners.flatMap { byOwner[$0] ?? [] }
        return all.first { $0.id == key } ?? all.first { $0.name.lowercased() == key.lowercased() }
    }

    /// Every wheel of the present members (profile keys in join order), with its owner.
    func all(members: [String]) -> [(wheel: Wheel, owner: String)] {
        members.flatMap { owner in (byOwner[owner] ?? []).map { (wheel: $0, owner: owner) } }
    }

    /// Forgets the wheels of owners no longer `present`, returning them (they are no longer
    /// spinnable here), in a stable order.
    mutating func dropAbsent(present: Set<String>) -> [(owner: String, wheels: [Wheel])] {
        let gone = byOwner.keys.filter { !present.contains($0) }.sorted()
        return gone.map { owner in (owner, byOwner.removeValue(forKey: owner) ?? []) }
    }
}
