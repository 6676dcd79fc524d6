import PartyCore
import PartyProtocol
import PartyStore

/// Wheels: a wheel belongs to the profile that made it (kept in the store by owner, not in the
/// room's snapshot) and can be spun by anyone in a room its owner is in; only its owner changes
/// it. The room's copy is ``RoomState/wheels`` (the present members', loaded by the executor as
/// they arrive); a change is answered once the store holds it.
extension RequestTable {
    /// Wheels' request types: only a spin (the room's fairness nonce) changes the snapshot.
    static let wheelRows: [RequestRoute] = [
        .machine("wheel.create", saved: false, RoomMachine.wheelCreate),
        .machine("wheel.update", saved: false, RoomMachine.wheelUpdate),
        .machine("wheel.rename", saved: false, RoomMachine.wheelUpdate),
        .machine("wheel.delete", saved: false, RoomMachine.wheelDelete),
        .machine("wheel.list", saved: false, RoomMachine.wheelList),
        .machine("wheel.spin", RoomMachine.wheelSpin),
    ]
}

extension RoomMachine {
    /// `wheel.create` {name, options: [{label, weight?}]} → ok {wheel_id, wheel} once stored,
    /// then `wheel.changed` {action: "created"}. Names and labels go through the room's filter;
    /// a profile has at most ``ContentLimits/wheelsPerProfile`` wheels, counting those it made
    /// in other rooms (``RoomRules/storedWheelCount``).
    static func wheelCreate(_ state: inout RoomState, _ request: Request, _ player: PlayerID, _ now: UnixMillis,
                            _ rng: inout SplitMix64) throws(WireError) -> [RoomAction] {
        let owner = try state.wheelOwner(player)
        let p = request.params
        let name = try p.string("name")
        let options = try wheelOptions(p.array("options"))
        try state.checkText(name, field: "name")
        try state.checkLabels(options)
        let count = max(state.wheels.wheels(of: owner).count, state.rules.storedWheelCount(owner))
        try rule { () throws(RuleViolation) in
            try ContentLimits.checkRoom(for: count, cap: ContentLimits.wheelsPerProfile, "wheels per profile", "delete one first")
        }
        let id = "w" + state.rules.newToken().prefix(10)
        let wheel = try rule { () throws(RuleViolation) in try Wheel.validated(id: id, name: name, options: options) }
        state.wheels.add(wheel, owner: owner)
        return saved(&state, wheel, owner: owner, "created", by: player, now: now)
    }

    /// `wheel.update` {wheel_id, name?, options?} and `wheel.rename` {wheel_id, name} (owner
    /// only: another member's wheel is `not_allowed`) → ok {wheel_id, wheel} once stored, then
    /// `wheel.changed` {action: "updated"}.
    static func wheelUpdate(_ state: inout RoomState, _ request: Request, _ player: PlayerID, _ now: UnixMillis,
                            _ rng: inout SplitMix64) throws(WireError) -> [RoomAction] {
        let owner = try state.wheelOwner(player)
        let p = request.params
        let id = try p.string("wheel_id")
        var wheel = try state.wheels.own(id, owner: owner, members: state.memberKeys)
        if let name = try p.optionalString("name") {
            try state.checkText(name, field: "name")
            wheel.name = try rule { () throws(RuleViolation) in try Wheel.validatedName(name) }
        } else if request.type == "wheel.rename" {
            throw .badRequest("name", "is required")
        }
        if request.type == "wheel.update", let raw = try p.optionalArray("options") {
            let options = try wheelOptions(raw)
            try state.checkLabels(options)
            wheel.options = try rule { () throws(RuleViolation) in try Wheel.validatedOptions(options) }
        }
        state.wheels.replace(wheel, owner: owner)
        return saved(&state, wheel, owner: owner, "updated", by: player, now: now)
    }

    /// A created or changed wheel: stored, answered ok {wheel_id, wheel} once the store holds
    /// it, then announced (`wheel.changed` with `action`).
    private static func saved(_ state: inout RoomState, _ wheel: Wheel, owner: String, _ action: String, by player: PlayerID,
                              now: UnixMillis) -> [RoomAction] {
        let stored = StoredWheel(owner: owner, id: wheel.id, name: wheel.name,
                                 options: wheel.options.map { .init(label: $0.label, weight: Double($0.weight)) }, updatedAt: now)
        let write = state.nextWrite()
        return [.write([.saveWheel(stored)], write),
                .reply(Fields(["wheel_id": wheel.id, "wheel": state.wheelView(wheel, owner: owner)]), after: write),
                wheelChanged(action, wheel, owner: player)]
    }

    /// `wheel.delete` {wheel_id} (owner only) → ok {wheel_id} once the store has let it go, then
    /// `wheel.changed` {action: "deleted"}.
    static func wheelDelete(_ state: inout RoomState, _ request: Request, _ player: PlayerID, _ now: UnixMillis,
                            _ rng: inout SplitMix64) throws(WireError) -> [RoomAction] {
        let owner = try state.wheelOwner(player)
        let id = try request.params.string("wheel_id")
        let wheel = try state.wheels.own(id, owner: owner, members: state.memberKeys)
        state.wheels.remove(id, owner: owner)
        let write = state.nextWrite()
        return [.write([.deleteWheel(owner: owner, id: id)], write), .reply(Fields(["wheel_id": id]), after: write),
                wheelChanged("deleted", wheel, owner: player)]
    }

    /// `wheel.list` {offset?, limit?: 1–20} → ok {wheels, total, next_offset?}: the wheels of every
    /// member of the room in member join order, a page at a time (``ListPage``).
    static func wheelList(_ state: inout RoomState, _ request: Request, _ player: PlayerID, _ now: UnixMillis,
                          _ rng: inout SplitMix64) throws(WireError) -> [RoomAction] {
        let page = try ListPage(request.params, pageSize: ReplyBudget.wheelsPerPage)
        let all = state.wheels.all(members: state.memberKeys)
        let views = page.slice(all).map { state.wheelView($0.wheel, owner: $0.owner) }
        return [.reply(page.reply("wheels", views, total: all.count), after: nil)]
    }

    /// `wheel.spin` {wheel_id | wheel (name)} → ok, then `wheel.spun` to everyone, with the
    /// fairness inputs. By name, the sender's own wheel wins, then the members' in join order.
    static func wheelSpin(_ state: inout RoomState, _ request: Request, _ player: PlayerID, _ now: UnixMillis,
                          _ rng: inout SplitMix64) throws(WireError) -> [RoomAction] {
        let owner = try state.wheelOwner(player)
        let p = request.params
        let key: String
        if let id = try p.optionalString("wheel_id") { key = id } else { key = try p.string("wheel") }
        guard let wheel = state.wheels.find(key, preferring: owner, members: state.memberKeys) else {
            throw WireError(.notFound, "no wheel '\(key)' among this room's members")
        }
        let (result, nonce) = state.fair.draw { WheelSpin.spin(wheel, rng: &$0) }
        return [.reply(NoFields(), after: nil), .emit(.everyone, state.fair.event("wheel.spun", by: player, result, nonce: nonce, extra: Fields([
            "wheel_id": wheel.id, "name": wheel.name, "options": wheel.options,
        ])))]
    }

    /// Members who left take their wheels: they are no longer spinnable here (`wheel.changed`
    /// {action: "removed"} for each). Run when the roster changed.
    static func dropAbsentWheels(_ state: inout RoomState) -> [RoomAction] {
        let present = Set(state.room.members.map(\.profileKey))
        var out: [RoomAction] = []
        for (owner, gone) in state.wheels.dropAbsent(present: present) {
            let ownerID = state.profileKeys.first { $0.value == owner }?.key ?? ""
            out += gone.map { wheelChanged("removed", $0, owner: ownerID) }
        }
        return out
    }

    /// `wheel.changed` {action, wheel_id, name, owner}: the room's set of wheels changed.
    static func wheelChanged(_ action: String, _ wheel: Wheel, owner: PlayerID) -> RoomAction {
        .emit(.everyone, PayloadEvent(wireType: "wheel.changed", payload: Fields([
            "action": action, "wheel_id": wheel.id, "name": wheel.name, "owner": owner,
        ])))
    }

    /// The `options` of a wheel request, each {label, weight?}.
    private static func wheelOptions(_ raw: [JSONValue]) throws(WireError) -> [WheelOption] {
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
}

extension RoomState {
    /// The profile key that owns the wheels `player` makes.
    func wheelOwner(_ player: PlayerID) throws(WireError) -> String {
        guard let owner = room.member(player)?.profileKey else { throw WireError(.notInRoom, "you are not in a room") }
        return owner
    }

    /// The present members' profile keys, in join order (whose wheels the room can spin).
    var memberKeys: [String] { room.members.map(\.profileKey) }

    /// Each option's label through the room's word filter (`filtered` naming `options[i].label`).
    func checkLabels(_ options: [WheelOption]) throws(WireError) {
        for (i, option) in options.enumerated() { try checkText(option.label, field: "options[\(i)].label") }
    }

    /// A wheel as the wire shows it: {wheel_id, name, owner (the owner's seat here), options}.
    func wheelView(_ wheel: Wheel, owner: String) -> Fields {
        Fields([
            "wheel_id": wheel.id, "name": wheel.name,
            "owner": room.members.first { $0.profileKey == owner }?.id,
            "options": wheel.options,
        ])
    }
}
