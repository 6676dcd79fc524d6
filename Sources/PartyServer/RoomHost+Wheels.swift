import PartyCore

/// Wheels' part that reads the store: a member's wheels are loaded as they arrive (the rules
/// are ``RoomMachine``'s, `RoomMachine+Wheels.swift`).
extension RoomHost {
    /// Loads a member's wheels from the store (once per owner while they are present).
    func loadWheels(owner: String) {
        guard !state.wheels.isLoaded(owner) else { return }
        let saved = (try? store.wheels(owner: owner)) ?? []
        state.wheels.load(saved.map { s in
            Wheel(id: s.id, name: s.name, options: s.options.map { WheelOption(label: $0.label, weight: Int($0.weight)) })
        }, owner: owner)
    }
}
