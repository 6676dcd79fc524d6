import Dispatch
import PartyCore
import PartyProtocol
import PartyStore
import Synchronization

/// The server's game nights outside their rooms: the codes planned and open nights hold (no
/// `room.create` takes them), the per-address RSVP budget, and one sweep timer that opens
/// nights whose start has come and forgets nights ended longer than `--night-retention-days` ago.
/// Requests that need no room (`night.create`, `night.get`, `night.rsvp`, `night.open`) are
/// answered here (see `NightDirectory+Requests.swift`, routed by `RequestTable+Nights.swift`); the rest live in the night's room
/// (`RoomHost+Night.swift`).
///
/// The store is the truth: every read of a night reads it, so any node of a cluster answers.
final class NightDirectory: @unchecked Sendable {
    // `@unchecked Sendable`: `context` is set once in ServerContext.init before any use, then
    // only read; `timer` is confined to `queue`; everything else is behind `state`'s lock.
    unowned(unsafe) var context: ServerContext!
    private let state: Mutex<State>
    private let queue = DispatchQueue(label: "partyline.nights")
    /// The sweep's timer; touched only on `queue`.
    private var timer: DispatchSourceTimer?

    private struct State {
        /// Planned nights' start times, by code (the sweep opens them).
        var planned: [String: UnixMillis] = [:]
        /// Codes of planned and open nights.
        var reserved: Set<String> = []
        /// RSVP budgets by client address.
        var rsvpBudgets: [String: RateLimiter] = [:]
        var rng: SplitMix64
        /// When retention last ran.
        var lastExpiry: UnixMillis = 0
    }

    init(seed: UInt64?) {
        state = Mutex(State(rng: SplitMix64(seed: (seed ?? UInt64.random(in: .min ... .max)) ^ 0x4E49_4748_5453)))
    }

    /// Whether a planned or open night holds `code`.
    func isReserved(_ code: String) -> Bool { state.withLock { $0.reserved.contains(code) } }

    /// Loads the nights that have not ended (their codes are reserved; planned ones open at their
    /// time, open ones whose room is not live here are opened again) and starts the sweep.
    func start() {
        let unended: [StoredNight]
        do { unended = try context.store.unendedNights() } catch {
            context.logger.error("loading nights failed", metadata: ["store.error": "\(error)"])
            unended = []
        }
        for stored in unended {
            guard let night = NightCodec.night(stored) else { continue }
            track(night)
        }
        queue.sync {
            let source = DispatchSource.makeTimerSource(queue: queue)
            source.schedule(deadline: .now(), repeating: .seconds(1), leeway: .milliseconds(100))
            source.setEventHandler { [weak self] in self?.sweep() }
            source.resume()
            timer = source
        }
    }

    /// Stops the sweep (shutdown).
    func stop() {
        queue.sync {
            timer?.cancel()
            timer = nil
        }
    }

    /// Reserves a night's code and, while planned, its opening time.
    func track(_ night: GameNight) {
        state.withLock { s in
            switch night.state {
            case .planned: s.reserved.insert(night.code); s.planned[night.code] = night.plan.startsAtMs
            case .open: s.reserved.insert(night.code); s.planned[night.code] = night.openedAt ?? night.plan.startsAtMs
            case .ended: s.reserved.remove(night.code); s.planned[night.code] = nil
            }
        }
    }

    /// The night's room opened: the sweep no longer needs to open it.
    func opened(_ code: String) {
        _ = state.withLock { $0.planned.removeValue(forKey: code) }
    }

    /// The night ended: its code is free for rooms again (the recap stays under `/n/CODE`).
    func ended(_ code: String) {
        state.withLock { s in
            s.reserved.remove(code)
            s.planned[code] = nil
        }
    }

    /// Draws a code that no live room, night (planned, open or kept) or other node's room has.
    func drawCode() -> String? {
        for _ in 0..<RoomRegistry.codeAttempts {
            let code = state.withLock { s in
                String((0..<4).map { _ in ProtocolInfo.roomCodeAlphabet[s.rng.uniform(below: ProtocolInfo.roomCodeAlphabet.count)] })
            }
            guard !isReserved(code), context.rooms.lookup(code) == nil else { continue }
            if let placement = context.placement, placement.locate(code) != .nowhere { continue }
            do { if try context.store.night(code: code) != nil { continue } } catch { return nil }
            return code
        }
        return nil
    }

    /// Takes one RSVP from `address` out of its budget; false when it is spent.
    func allowRSVP(from address: String, now: UnixMillis) -> Bool {
        let config = context.config
        return state.withLock { s in
            if s.rsvpBudgets.count > 10_000 {
                s.rsvpBudgets = s.rsvpBudgets.filter { entry in
                    var budget = entry.value
                    return !budget.isFull(now: now)
                }
            }
            var budget = s.rsvpBudgets[address] ?? RateLimiter(rate: config.rsvpPerSecond, burst: config.rsvpBurst, now: now)
            let allowed = budget.allow(now: now)
            s.rsvpBudgets[address] = budget
            return allowed
        }
    }

    /// Opens nights whose start has come (and open nights whose room is not live here), and
    /// once an hour deletes nights ended more than the retention ago.
    private func sweep() {
        let now = context.clock.now()
        // Maintenance or a drain: nights due open once new rooms are taken again (or on another node).
        if context.newRoomRefusal() != nil { return expireEnded(now: now) }
        let due = state.withLock { s in s.planned.filter { $0.value <= now }.map(\.key).sorted() }
        for code in due {
            do { try openRoom(code) } catch {
                // Another node opened it, or it ended: nothing to open here. A store that cannot
                // be read is tried again at the next sweep.
                if error.code == .storageFailed { continue }
                context.logger.info("night not opened here", metadata: ["night.code": "\(code)", "error": "\(error.message)"])
            }
            opened(code)
        }
        expireEnded(now: now)
    }

    /// Once an hour, deletes the nights that ended more than the retention ago.
    private func expireEnded(now: UnixMillis) {
        let expire = state.withLock { s -> Bool in
            guard now - s.lastExpiry >= 3_600_000 else { return false }
            s.lastExpiry = now
            return true
        }
        if expire {
            let before = now - Int64(context.config.nightRetentionDays) * 86_400_000
            context.store.write([.night(.expire(endedBefore: before))]) { _ in }
        }
    }

    /// Opens the room of night `code` (nothing when it is live here already). In a cluster the
    /// code is reserved first: a night opens on one node only. `then` runs on the room's queue
    /// once the room is the night's, with the barrier of the write that saves it as open (nil
    /// when it was open already).
    /// - Throws: `not_found` for an unknown night, `wrong_phase` once it has ended,
    ///   `room_not_found` when another node runs its room.
    @discardableResult
    func openRoom(_ code: String, then: (@Sendable (RoomHost, Int?) -> Void)? = nil) throws(WireError) -> RoomHost {
        if let live = context.rooms.lookup(code) {
            if let then { live.turn { then(live, nil) } }
            return live
        }
        let stored: StoredNight?
        do { stored = try context.store.night(code: code) } catch {
            throw WireError(.storageFailed, "the server could not read night \(code); try again")
        }
        guard let stored, let night = NightCodec.night(stored) else { throw WireError(.notFound, "no night with code \(code)") }
        guard night.state != .ended else {
            ended(code)
            throw WireError(.wrongPhase, "night \(code) has ended; its recap is at /n/\(code)/recap")
        }
        guard let host = context.rooms.open(code: code) else {
            throw WireError(.roomNotFound, "night \(code)'s room is open on another server")
        }
        opened(code)
        host.turn {
            let write = host.attachNight(night, opening: true)
            then?(host, write)
        }
        return host
    }
}
