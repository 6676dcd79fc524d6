import Foundation
import PartyContent
import PartyCore
import PartyProtocol
@testable import PartyServer

extension RoomAction {
    /// One action as a transcript line: payloads as they go on the wire (sorted keys).
    var transcript: String {
        switch self {
        case let .reply(payload, after): "ok " + Self.json("ok", payload) + (after.map { " after \($0)" } ?? "")
        case let .replyWithSnapshot(answer): "ok " + Self.json("ok", answer.head) + " + snapshot for \(answer.viewer) + " + Self.json("ok", answer.tail)
        case let .refuse(error): "error \(error.code.rawValue)"
        case let .bind(seat): "bind \(seat)"
        case let .memberSeated(member): "seated \(member.id)"
        case let .loadWheels(owner): "load wheels \(owner)"
        case let .publish(audience, event, after): "\(event.wireType) to \(audience) " + Self.json(event.wireType, event) + (after.map { " after \($0)" } ?? "")
        case let .night(entry): "night \(entry)"
        case let .emit(audience, event): "\(event.wireType) to \(audience) " + Self.json(event.wireType, event)
        case let .emitToStaff(event): "\(event.wireType) to staff " + Self.json(event.wireType, event)
        case let .saveSnapshot(write): "save snapshot \(write)"
        case let .write(writes, write):
            "write " + writes.map { Mirror(reflecting: $0).children.first?.label ?? "\($0)" }.joined(separator: ", ") + " as \(write)"
        case let .save(writes, write):
            "save " + writes.map { Mirror(reflecting: $0).children.first?.label ?? "\($0)" }.joined(separator: ", ") + " + snapshot \(write)"
        case .snapshotDirty: "snapshot dirty"
        case let .arm(timer, at): "arm \(timer.rawValue) at \(at)"
        case let .cancel(timer): "cancel \(timer.rawValue)"
        case let .release(seat, farewell):
            "release \(seat)" + farewell.map { " with \($0.wireType) " + Self.json($0.wireType, $0) }.joined()
        case .rosterChanged: "roster changed"
        case .rosterChangedNobodyLeft: "roster changed, nobody left"
        case .seatExpiry: "seat expiry"
        }
    }

    /// The payload's fields as the frame carries them, without the envelope's `type`.
    private static func json(_ type: String, _ payload: some Encodable) -> String {
        let frame = String(decoding: Outbound.frame(type, payload), as: UTF8.self)
        let prefix = #"{"type":"\#(type)""#
        let body = frame.dropFirst(prefix.count).trimmingCharacters(in: .newlines)
        return body.hasPrefix(",") ? "{" + body.dropFirst() : "{" + body
    }
}

/// A room's machine under test: a state, a seeded RNG and a settable clock, fed requests and
/// timers, answering in transcript lines (a refusal as `error CODE`), with no socket and no queue.
struct RoomTranscript {
    var state: RoomState
    var rng = SplitMix64(seed: 7)
    /// Server time for the next input.
    var now: UnixMillis = 1_000_000
    private var tokens = 0

    /// A room with the default server settings, changed by `adjust`.
    init(_ adjust: (inout ServerConfig) -> Void = { _ in }) {
        var config = ServerConfig()
        config.content = ShippedContent.library  // what partyd ships
        config.wordFilter = ShippedContent.wordFilter
        adjust(&config)
        var rules = RoomRules(config)
        rules.newToken = { "secret-1" }
        state = RoomState(code: "ABCD", rules: rules, limits: config.roomLimits, now: 1_000_000)
    }

    /// Seats `name` as `role` (the first seated is the host) and returns their id.
    @discardableResult
    mutating func seat(_ name: String, _ role: Role = .player) -> PlayerID {
        tokens += 1
        let member = try! state.room.join(name: name, role: role, profileKey: "key\(tokens)").0
        return member.id
    }

    /// Seats `name` as `role` and announces it as the room does; returns the id and the transcript.
    mutating func join(_ name: String, _ role: Role = .player) -> (PlayerID, [String]) {
        tokens += 1
        let (member, events) = try! state.room.join(name: name, role: role, profileKey: "key\(tokens)")
        return (member.id, announce(events))
    }

    /// Seats a moderator named `name` (by the host's invitation) and returns their id.
    @discardableResult
    mutating func seatModerator(_ name: String) -> String {
        tokens += 1
        state.moderation.moderators.invite(key: "invite")
        let room = state.room
        return try! state.moderation.moderators.seat(name: name, profileKey: "key\(tokens)", invitation: "invite",
                                                      nameInUse: room.nameInUse).id
    }

    /// `handler` answers `type` {params} from `sender`.
    mutating func send(_ handler: RoomMachine.Handler, _ type: String, _ params: [String: JSONValue] = [:],
                       from sender: PlayerID) -> [String] {
        do throws(WireError) {
            let actions = try handler(&state, Request(type: type, id: .int(1), params: params), sender, now, &rng)
            return RoomMachine.reportingToNight(actions, state).map(\.transcript)
        } catch {
            return ["error \(error.code.rawValue)"]
        }
    }

    /// The entry `handler` answers `type` {params} from a connection at `address` (no seat yet).
    mutating func enter(_ handler: RoomMachine.EntryHandler, _ type: String, _ params: [String: JSONValue],
                        from address: String = "10.0.0.1") -> [String] {
        do throws(WireError) {
            let actions = try handler(&state, Request(type: type, id: .int(1), params: params), Arrival(address: address), now, &rng)
            return RoomMachine.reportingToNight(actions, state).map(\.transcript)
        } catch {
            return ["error \(error.code.rawValue)"]
        }
    }

    /// The snapshot `viewer` would get now (no game running), as its JSON object.
    mutating func snapshot(_ viewer: SnapshotViewer) -> [String: Any] {
        let snapshot = state.snapshot(for: viewer, game: NullValue(), night: nil, now: now)
        let frame = Outbound.frame("ok", Fields(["snapshot": snapshot]))
        let object = try? JSONSerialization.jsonObject(with: Data(frame)) as? [String: Any]
        return object?["snapshot"] as? [String: Any] ?? [:]
    }

    /// `timer` fires now.
    mutating func fire(_ timer: RoomTimer) -> [String] {
        let actions = RoomMachine.fired(timer, &state, now: now, rng: &rng)
        return RoomMachine.reportingToNight(actions, state).map(\.transcript)
    }

    /// Membership events, as the room announces them.
    mutating func announce(_ events: [Addressed<RoomEvent>]) -> [String] {
        RoomMachine.announce(&state, events, now: now).map(\.transcript)
    }
}
