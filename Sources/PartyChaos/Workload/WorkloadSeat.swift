import PartyClient
import PartyCore
import PartyProtocol
import PartyTLS

/// One seat of a workload, kept through faults: it talks to one server at a time, records
/// everything in the history, gives a connection up as dead when an answer does not come in
/// time, and gets its seat back with `room.resume` on the next server in turn (waiting while
/// its room moves), as a player's client does.
///
/// Used by one task at a time (the player's, then the room's for the final reads), never
/// concurrently: `@unchecked Sendable` only so that it can be handed from one to the next. What
/// the connection's queue updates lives in ``view`` (behind a lock).
final class WorkloadSeat: @unchecked Sendable {
    /// The logical client in the history (`r3.p1`): the same over every reconnection.
    let process: String
    let name: String
    let token: String
    let plan: WorkloadPlan
    let file: HistoryFile
    let view = SeatView()
    /// The room, once seated.
    private(set) var room: String?
    /// This seat's player id in the room.
    private(set) var playerID: String?
    private(set) var client: PartyClient?
    /// The endpoint in use or next to try.
    private var endpoint: Int
    private var connections = 0
    var random: SplitMix64

    /// What a request came to.
    enum Outcome {
        /// Answered `ok`.
        case ok(ServerFrame)
        /// Answered with an error code: nothing changed (or, for `storage_failed`, maybe not kept).
        case refused(String)
        /// No answer: the connection is given up (it may have taken effect).
        case lost
    }

    init(process: String, name: String, token: String, endpoint: Int, plan: WorkloadPlan, file: HistoryFile, seed: UInt64) {
        (self.process, self.name, self.token, self.endpoint, self.plan, self.file) = (process, name, token, endpoint, plan, file)
        random = SplitMix64(seed: seed)
    }

    /// Whether the seat has a live connection the server has not asked it to leave.
    var connected: Bool {
        guard let client, client.closedReason == nil else { return false }
        return view.now.told == nil
    }

    /// Sends a request on the current connection and records it; a missing answer drops the connection.
    func send(_ type: String, _ params: [String: JSONValue] = [:], timeout: Duration? = nil) async -> Outcome {
        guard let client else { return .lost }
        do {
            return .ok(try await client.request(type, params, timeout: timeout ?? plan.requestTimeout))
        } catch let error as ClientError {
            if let code = error.code {
                if code == "server_shutting_down" { drop("lost", "server_shutting_down") }
                return .refused(code)
            }
            drop("lost", "\(error)")
            return .lost
        } catch {
            drop("lost", "\(error)")
            return .lost
        }
    }

    /// Gives the connection up: `what` is `lost` (it failed) or `move` (the seat leaves on purpose).
    func drop(_ what: String, _ why: String) {
        guard let client else { return }
        client.history?.note(what, why)
        client.close()
        self.client = nil
    }

    /// Moves to another server on purpose: drop, then resume there.
    func move() async -> Bool {
        drop("move", "to the next server")
        endpoint = (endpoint + 1 + Int(random.next() % UInt64(max(1, plan.endpoints.count - 1)))) % plan.endpoints.count
        return await reseat() == nil
    }

    /// Connects to the current endpoint; nil (and the next endpoint is current) when that fails.
    private func connect() async -> PartyClient? {
        let target = plan.endpoints[endpoint]
        connections += 1
        let history = ClientHistory(file: file, process: process, connection: connections, node: target.description)
        do {
            let tls = try target.tls ? PartyClient.TLSOptions(context: Self.tlsContext()) : nil
            let client = try await PartyClient.connect(host: target.host, port: target.port, tls: tls, timeout: .seconds(3),
                                                       history: history, keepsLog: false)
            view.reset()
            client.onFrame { [view] frame in view.observe(frame) }
            return client
        } catch {
            history.note("connect_failed", "\(error)")
            endpoint = (endpoint + 1) % plan.endpoints.count
            return nil
        }
    }

    private static func tlsContext() throws -> TLSContext { try TLSContext.client(verify: false) }

    /// Opens the room (`create`) or joins `room` (with this seat's token, so a join whose answer
    /// was lost can be repeated), on the seat's own server first. Retries until `limit`.
    func enter(room code: String?, extra: [String: JSONValue] = [:]) async -> Bool {
        let deadline = ContinuousClock.now + plan.reseatLimit
        while ContinuousClock.now < deadline {
            if client == nil { client = await connect() }
            guard client != nil else {
                try? await Task.sleep(for: .milliseconds(300))
                continue
            }
            var params: [String: JSONValue] = ["name": .string(name), "token": .string(token)].merging(extra) { $1 }
            if let code { params["room"] = .string(code) }
            switch await send(code == nil ? "room.create" : "room.join", params, timeout: plan.resumeTimeout) {
            case let .ok(frame):
                seated(frame)
                return true
            case .refused("already_in_room"):
                guard let code else { return false }
                room = code
                return await reseat() == nil  // joined, but the answer was lost: take the seat back
            case .refused:
                try? await Task.sleep(for: .milliseconds(300))
            case .lost:
                endpoint = (endpoint + 1) % plan.endpoints.count
            }
        }
        return false
    }

    /// Gets the seat back after its connection was lost: connects (each server in turn) and
    /// resumes, waiting while the room moves. Returns nil once seated, else why not (a code
    /// that means the seat is gone for good, or `gave_up` after ``WorkloadPlan/reseatLimit``).
    func reseat() async -> String? {
        guard let room else { return "never_seated" }
        let deadline = ContinuousClock.now + plan.reseatLimit
        while ContinuousClock.now < deadline {
            if client == nil { client = await connect() }
            guard client != nil else {
                try? await Task.sleep(for: .milliseconds(200))
                continue
            }
            switch await send("room.resume", ["room": .string(room), "token": .string(token)], timeout: plan.resumeTimeout) {
            case let .ok(frame):
                seated(frame)
                return nil
            case let .refused(code) where ["room_not_found", "invalid_token", "banned", "not_allowed"].contains(code):
                return code
            case .refused("server_shutting_down"):
                endpoint = (endpoint + 1) % plan.endpoints.count
            case .refused:
                try? await Task.sleep(for: .milliseconds(300))
            case .lost:
                endpoint = (endpoint + 1) % plan.endpoints.count
            }
        }
        return "gave_up"
    }

    private func seated(_ frame: ServerFrame) {
        room = frame[string: "room"] ?? room
        playerID = frame[string: "player_id"] ?? playerID
        view.observe(snapshot: frame.fields["snapshot"])
    }
}
