import Foundation
import PartyCore
import PartyProtocol
import Synchronization

/// Live rooms by code. Codes are 4 letters from A–Z without I and O, unique among live rooms.
final class RoomRegistry: @unchecked Sendable {
    // `context` is set once in ServerContext.init before any use, then only read.
    unowned(unsafe) var context: ServerContext!
    private let state: Mutex<State>

    private struct State {
        var rooms: [String: RoomHost] = [:]
        var rng: SplitMix64
    }

    init(seed: UInt64?) {
        state = Mutex(State(rng: SplitMix64(seed: seed ?? UInt64.random(in: .min ... .max))))
    }

    /// Routes `room.create`, `room.join` and `room.resume` to the right room's queue.
    func enter(_ request: Request, from session: Session) {
        if context.requests[request.type]?.opensRoom == true {
            do throws(WireError) {
                if let refusal = context.newRoomRefusal() { throw refusal }
                try create().submit(request, from: session, player: nil)
            } catch {
                session.fail(request, error)
                session.finish(nil)
            }
            return
        }
        let code: String
        do {
            code = try RoomCode.parse(try request.params.string("room"))
        } catch {
            session.fail(request, error)
            session.finish(nil)
            return
        }
        guard let host = lookup(code) else {
            if let placement = context.placement {
                session.enterElsewhere(request, code: code, placement: placement)
                return
            }
            session.fail(request, WireError(.roomNotFound, "no room with code \(code)"))
            session.finish(nil)
            return
        }
        host.submit(request, from: session, player: nil)
    }

    /// The live room with `code`.
    func lookup(_ code: String) -> RoomHost? { state.withLock { $0.rooms[code] } }

    /// Every live room.
    var all: [RoomHost] { state.withLock { Array($0.rooms.values) } }

    /// Removes a room that has closed.
    func remove(_ host: RoomHost) {
        state.withLock { s in
            if s.rooms[host.code] === host { s.rooms[host.code] = nil }
        }
    }

    /// Registers a restored room under its old code (false when the code is taken).
    func adopt(_ host: RoomHost) -> Bool {
        state.withLock { s in
            guard s.rooms[host.code] == nil else { return false }
            s.rooms[host.code] = host
            return true
        }
    }

    /// Random picks tried for a free code before `room.create` gives up with `server_busy`.
    /// With at most half the code space live, 32 misses in a row happen less than once in 4 billion.
    static let codeAttempts = 32

    private func create() throws(WireError) -> RoomHost {
        let limit = context.config.effectiveMaxRooms
        var picked: RoomHost?
        for _ in 0..<Self.codeAttempts {
            let draw: CodeDraw = state.withLock { s in
                guard s.rooms.count < limit else { return .full }
                let code = String((0..<4).map { _ in ProtocolInfo.roomCodeAlphabet[s.rng.uniform(below: ProtocolInfo.roomCodeAlphabet.count)] })
                return s.rooms[code] == nil ? .free(code: code, seed: s.rng.next()) : .taken
            }
            guard case let .free(code, seed) = draw else {
                if case .full = draw { break }
                continue
            }
            if context.nights.isReserved(code) { continue }  // a planned game night holds it
            // In a cluster the code must also be free on every other node: the directory row is the reservation.
            if let placement = context.placement, !placement.reserve(code: code) { continue }
            let host = RoomHost(code: code, context: context, seed: seed)
            let added = state.withLock { s in
                guard s.rooms[code] == nil else { return false }
                s.rooms[code] = host
                return true
            }
            if added { picked = host; break }
        }
        guard let picked else {
            context.abuseLog.notice("room.create refused: no room free", kind: "rooms_full",
                                    metadata: ["rooms.limit": "\(limit)"])
            throw WireError(.serverBusy, "the server cannot open another room right now; try again later")
        }
        return picked
    }

    /// Opens a room under a given code (a game night's, see ``NightDirectory``); nil when a room
    /// with that code is live here or, in a cluster, another node holds the code.
    func open(code: String) -> RoomHost? {
        if let placement = context.placement, !placement.reserve(code: code) { return nil }
        return state.withLock { s in
            guard s.rooms[code] == nil else { return nil }
            let host = RoomHost(code: code, context: context, seed: s.rng.next())
            s.rooms[code] = host
            return host
        }
    }

    /// One draw of a room code.
    private enum CodeDraw {
        case free(code: String, seed: UInt64)
        case taken
        case full
    }

    /// The number of live rooms.
    var count: Int { state.withLock { $0.rooms.count } }
}

/// Room code parsing: case-insensitive on input, 4 letters from the code alphabet.
enum RoomCode {
    static func parse(_ raw: String) throws(WireError) -> String {
        let code = raw.trimmingCharacters(in: .whitespaces).uppercased()
        guard code.count == 4, code.allSatisfy({ ProtocolInfo.roomCodeAlphabet.contains($0) }) else {
            throw .badRequest("room", "must be a 4-letter room code (letters A–Z without I and O)")
        }
        return code
    }
}
