import PartyCore
import PartyProtocol
import PartyStore

extension RoomHost {
    // wheel.create / update / rename / delete / list / spin. A wheel belongs to the profile
    // that made it and can be spun by anyone in a room its owner is in.

    /// The profile key that owns the wheels `player` makes.
    private func wheelOwner(_ player: PlayerID) throws(WireError) -> String {
        guard let owner = room.member(player)?.profileKey else { throw WireError(.notInRoom, "you are not in a room") }
        return owner
    }

    /// `wheel.create` {name, options} → ok {wheel_id, wheel} once stored; event `wheel.changed`.
    func wheelCreate(_ request: Request, from session: Session, player: PlayerID) throws(WireError) {
        let owner = try wheelOwner(player)
        let p = request.params
        let name = try p.string("name")
        let options = try wheelOptions(p.array("options"))
        try checkText(name, field: "name")
        try checkLabels(options)
        try rule { () throws(RuleViolation) in
            try ContentLimits.checkRoom(for: wheelCount(owner: owner), cap: ContentLimits.wheelsPerProfile,
                                        "wheels per profile", "delete one first")
        }
        let id = "w" + Token.generate().prefix(10)
        let wheel = try rule { () throws(RuleViolation) in try Wheel.validated(id: id, name: name, options: options) }
        wheels.add(wheel, owner: owner)
        save(wheel, owner: owner, "created", answering: request, from: session, player: player)
    }

    /// `wheel.update` {wheel_id, name?, options?} and `wheel.rename` {wheel_id, name} (owner only).
    func wheelUpdate(_ request: Request, from session: Session, player: PlayerID) throws(WireError) {
        let owner = try wheelOwner(player)
        let p = request.params
        let id = try p.string("wheel_id")
        var wheel = try wheels.own(id, owner: owner, members: memberKeys)
        if let name = try p.optionalString("name") {
            try checkText(name, field: "name")
            wheel.name = try rule { () throws(RuleViolation) in try Wheel.validatedName(name) }
        } else if request.type == "wheel.rename" {
            throw .badRequest("name", "is required")
        }
        if request.type == "wheel.update", let raw = try p.optionalArray("options") {
            let options = try wheelOptions(raw)
            try checkLabels(options)
            wheel.options = try rule { () throws(RuleViolation) in try Wheel.validatedOptions(options) }
        }
        wheels.replace(wheel, owner: owner)
        save(wheel, owner: owner, "updated", answering: request, from: session, player: player)
    }

    /// Stores a created or changed wheel, answers `ok` {wheel_id, wheel} once it is stored, and
    /// announces it (`wheel.changed` with `action`).
    private func save(_ wheel: Wheel, owner: String, _ action: String, answering request: Request, from session: Session,
                      player: PlayerID) {
        let write = durable([.saveWheel(stored(wheel, owner: owner))])
        reply(session, request, Fields(["wheel_id": wheel.id, "wheel": wheelView(wheel, owner: owner)]), after: write)
        announceWheel(action, wheel, owner: player)
    }

    /// `wheel.delete` {wheel_id} (owner only).
    func wheelDelete(_ request: Request, from session: Session, player: PlayerID) throws(WireError) {
        let owner = try wheelOwner(player)
        let id = try request.params.string("wheel_id")
        let wheel = try wheels.own(id, owner: owner, members: memberKeys)
        wheels.remove(id, owner: owner)
        let write = durable([.deleteWheel(owner: owner, id: id)])
        reply(session, request, Fields(["wheel_id": id]), after: write)
        announceWheel("deleted", wheel, owner: player)
    }

    /// `wheel.spin` {wheel_id | wheel (name)} → event `wheel.spun`, with the fairness inputs.
    func wheelSpin(_ request: Request, from session: Session, player: PlayerID) throws(WireError) {
        let owner = try wheelOwner(player)
        let p = request.params
        let key: String
        if let id = try p.optionalString("wheel_id") { key = id } else { key = try p.string("wheel") }
        guard let wheel = wheels.find(key, preferring: owner, members: memberKeys) else { throw WireError(.notFound, "no wheel '\(key)' among this room's members") }
        let (result, nonce) = fair.draw { WheelSpin.spin(wheel, rng: &$0) }
        reply(session, request)
        emit([Addressed(.everyone, fair.event("wheel.spun", by: player, result, nonce: nonce, extra: Fields([
            "wheel_id": wheel.id, "name": wheel.name, "options": wheel.options,
        ])))])
    }

    /// Loads a joining member's wheels from the store.
    func loadWheels(owner: String) {
        guard !wheels.isLoaded(owner) else { return }
        let saved = (try? store.wheels(owner: owner)) ?? []
        wheels.load(saved.map { s in
            Wheel(id: s.id, name: s.name, options: s.options.map { WheelOption(label: $0.label, weight: Int($0.weight)) })
        }, owner: owner)
    }

    /// The present members' profile keys, in join order (whose wheels the room can spin).
    private var memberKeys: [String] { room.members.map(\.profileKey) }

    /// Each option's label through the room's word filter (`filtered` naming `options[i].label`).
    private func checkLabels(_ options: [WheelOption]) throws(WireError) {
        for (i, option) in options.enumerated() { try checkText(option.label, field: "options[\(i)].label") }
    }

    private func wheelOptions(_ raw: [JSONValue]) throws(WireError) -> [WheelOption] {
        var out: [WheelOption] = []
        for (i, value) in raw.enumerated() {
            guard case let .object(o) = value else { throw .badRequest("options[\(i)]", "must be an object {label, weight}") }
            let fields = Params(o)
            do {
                out.append(WheelOption(label: try fields.string("label"), weight: try fields.optionalInt("weight", in: Wheel.weightRange) ?? 1))
            } catch {
                throw WireError(.badRequest, "options[\(i)].\(error.message)")
            }
        }
        return out
    }

    /// How many wheels `owner` has: the room's copy, or the store's when the same profile
    /// made more in another room meanwhile.
    private func wheelCount(owner: String) -> Int {
        max(wheels.wheels(of: owner).count, (try? store.wheels(owner: owner).count) ?? 0)
    }

    /// `wheel.changed` {action, wheel_id, name, owner}: the room's set of wheels changed
    /// (created, updated, deleted, or removed because its owner left the room).
    func announceWheel(_ action: String, _ wheel: Wheel, owner: PlayerID) {
        emit([Addressed(.everyone, PayloadEvent(wireType: "wheel.changed", payload: Fields([
            "action": action, "wheel_id": wheel.id, "name": wheel.name, "owner": owner,
        ])))])
    }

    private func stored(_ wheel: Wheel, owner: String) -> StoredWheel {
        StoredWheel(owner: owner, id: wheel.id, name: wheel.name,
                    options: wheel.options.map { .init(label: $0.label, weight: Double($0.weight)) }, updatedAt: now)
    }

    func wheelView(_ wheel: Wheel, owner: String) -> Fields {
        Fields([
            "wheel_id": wheel.id, "name": wheel.name,
            "owner": room.members.first { $0.profileKey == owner }?.id,
            "options": wheel.options,
        ])
    }
}
