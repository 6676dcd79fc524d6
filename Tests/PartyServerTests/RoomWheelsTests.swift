import PartyCore
import PartyProtocol
import Testing
@testable import PartyServer

/// ``RoomWheels``: ownership and lookup of the present members' wheels, without a room or a store.
@Suite("Room wheels")
struct RoomWheelsTests {
    static func wheel(_ id: String, _ name: String) -> Wheel {
        Wheel(id: id, name: name, options: [WheelOption(label: "yes", weight: 1), WheelOption(label: "no", weight: 1)])
    }

    var wheels: RoomWheels = {
        var w = RoomWheels()
        w.load([wheel("w1", "Lunch"), wheel("w2", "Games")], owner: "ann")
        w.load([wheel("w3", "lunch")], owner: "bob")
        return w
    }()

    @Test("a member's stored wheels load once; a second load keeps what the room has")
    func loadsOnce() {
        var w = wheels
        w.load([], owner: "ann")
        #expect(w.wheels(of: "ann").map(\.id) == ["w1", "w2"])
        #expect(!w.isLoaded("cy"))
    }

    @Test("by id first, then by name (ignoring case), the preferred owner's wheel before members in join order")
    func find() {
        #expect(wheels.find("w3", members: ["ann", "bob"])?.id == "w3")
        #expect(wheels.find("LUNCH", members: ["ann", "bob"])?.id == "w1")
        #expect(wheels.find("lunch", preferring: "bob", members: ["ann", "bob"])?.id == "w3")
        #expect(wheels.find("w3", members: ["ann"]) == nil, "an absent owner's wheel cannot be found")
    }

    @Test("only the owner may change a wheel: another member's gets not_allowed, an unknown one not_found")
    func ownership() throws {
        #expect(try wheels.own("w1", owner: "ann", members: ["ann", "bob"]).name == "Lunch")
        #expect(throws: WireError(.notAllowed, "only the wheel's owner can change it")) {
            try wheels.own("w3", owner: "ann", members: ["ann", "bob"])
        }
        #expect(throws: WireError(.notFound, "wheel w9 not found")) { try wheels.own("w9", owner: "ann", members: ["ann", "bob"]) }
    }

    @Test("add, replace and remove change only the owner's wheels")
    func edits() {
        var w = wheels
        w.add(Self.wheel("w4", "Dinner"), owner: "bob")
        w.replace(Self.wheel("w1", "Brunch"), owner: "ann")
        w.remove("w2", owner: "ann")
        #expect(w.all(members: ["ann", "bob"]).map { "\($0.owner):\($0.wheel.name)" } == ["ann:Brunch", "bob:lunch", "bob:Dinner"])
    }

    @Test("an owner who left takes their wheels with them")
    func dropAbsent() {
        var w = wheels
        let gone = w.dropAbsent(present: ["ann"])
        #expect(gone.map(\.owner) == ["bob"])
        #expect(gone.first?.wheels.map(\.id) == ["w3"])
        #expect(w.all(members: ["ann", "bob"]).map(\.wheel.id) == ["w1", "w2"])
    }
}
