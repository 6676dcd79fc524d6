import PartyCore
import PartyProtocol
import PartyStore

extension RoomHost {
    /// wheel.create / update / rename / delete / list / spin. A wheel belongs to the profile
    /// that made it and can be spun by anyone in a room its owner is in.
    func handleWheel(_ request: Request, from session: Session, player: PlayerID) throws(WireError) {
        let p = request.params
        guard let owner = room.member(player)?.profileKey else { throw WireError(.notInRoom, "you are not in a room") }
        switch request.type {
        case "wheel.create":
            let name = try p.string("name")
            let options = try wheelOptions(p.array("options"))
            try rule { () throws(RuleViolation) in
                try ContentLimits.checkRoom(for: wheelCount(owner: owner), cap: ContentLimits.wheelsPerProfile,
                                            "wheels per profile", "delete one first")
            }
            let id = "w" + Token.generate().prefix(10)
            let wheel = try rule { () throws(RuleViolation) in try Wheel.validated(id: id, name: name, options: options) }
            wheels[owner, default: []].append(wheel)
            let write = durable([.saveWheel(stored(wheel, owner: owner))])
            reply(session, request, Fields(["wheel_id": id, "wheel": wheelView(wheel, owner: owner)]), after: write)
            announceWheel("created", wheel, owner: player)
        case "wheel.update", "wheel.rename":
            let id = try p.string("wheel_id")
            var wheel = try ownWheel(id, owner: owner)
            if let name = try p.optionalString("name") {
                wheel.name = try rule { () throws(RuleViolation) in try Wheel.validatedName(name) }
            } else if request.type == "wheel.rename" {
                throw .badRequest("name", "is required")
            }
            if request.type == "wheel.update", let raw = try p.optionalArray("options") {
                let options = try wheelOptions(raw)
                wheel.options = try rule { () throws(RuleViolation) in try Wheel.validatedOptions(options) }
            }
            replaceWheel(wheel, owner: owner)
            let write = durable([.saveWheel(stored(wheel, owner: owner))])
            reply(session, request, Fields(["wheel_id": id, "wheel": wheelView(wheel, owner: owner)]), after: write)
            announceWheel("updated", wheel, owner: player)
        case "wheel.delete":
            let id = try p.string("wheel_id")
            let wheel = try ownWheel(id, owner: owner)
            wheels[owner]?.removeAll { $0.id == id }
            let write = durable([.deleteWheel(owner: owner, id: id)])
            reply(session, request, Fields(["wheel_id": id]), after: write)
            announceWheel("deleted", wheel, owner: player)
        case "wheel.list": try wheelList(request, from: session)
        case "wheel.spin":
            let key: String
            if let id = try p.optionalString("wheel_id") { key = id } else { key = try p.string("wheel") }
            guard let wheel = findWheel(key, preferring: owner) else { throw WireError(.notFound, "no wheel '\(key)' among this room's members") }
            var (stream, nonce) = fair.nextStream()
            let result = WheelSpin.spin(wheel, rng: &stream)
            reply(session, request)
            emit([Addressed(.everyone, fairResult("wheel.spun", player, result, nonce: nonce, extra: Fields([
                "wheel_id": wheel.id, "name": wheel.name, "options": wheel.options,
            ])))])
        default:
            throw WireError(.unknownType, "unknown request type '\(request.type)'")
        }
    }

    /// Loads a joining member's wheels from the store.
    func loadWheels(owner: String) {
        guard wheels[owner] == nil else { return }
        let saved = (try? store.wheels(owner: owner)) ?? []
        wheels[owner] = saved.map { s in
            Wheel(id: s.id, name: s.name, options: s.options.map { WheelOption(label: $0.label, weight: Int($0.weight)) })
        }
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
        max(wheels[owner]?.count ?? 0, (try? store.wheels(owner: owner).count) ?? 0)
    }

    private func ownWheel(_ id: String, owner: String) throws(WireError) -> Wheel {
        if let wheel = wheels[owner]?.first(where: { $0.id == id }) { return wheel }
        if findWheel(id) != nil { throw WireError(.notAllowed, "only the wheel's owner can change it") }
        throw WireError(.notFound, "wheel \(id) not found")
    }

    private func replaceWheel(_ wheel: Wheel, owner: String) {
        if let i = wheels[owner]?.firstIndex(where: { $0.id == wheel.id }) { wheels[owner]?[i] = wheel }
    }

    /// A wheel of a present member, by id or (case-insensitive) name; for a name, the
    /// `preferring` owner's wheel wins, then members in join order.
    private func findWheel(_ key: String, preferring owner: String? = nil) -> Wheel? {
        let owners = (owner.map { [$0] } ?? []) + room.members.map(\.profileKey)
        let all = owners.flatMap { wheels[$0] ?? [] }
        return all.first { $0.id == key } ?? all.first { $0.name.lowercased() == key.lowercased() }
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
