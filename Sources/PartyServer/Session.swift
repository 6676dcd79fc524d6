import Dispatch
import Logging
import Synchronization
import PartyCore
import PartyProtocol
import PartyTransport

/// One client connection's protocol state: framing, mode, rate limit, room binding, and a
/// request pipeline that answers in line order (a client may pipeline `room.create` and
/// `chat.send` without waiting).
///
/// Requests that change the seat (create, join, resume, leave) and text-mode lines run one at
/// a time. A seated member's other requests go to their room without waiting for the one
/// before (up to ``maxAtRoom``): the room answers them in the order it received them. Anything
/// the session answers itself (pong, rejects) waits until the room has answered everything
/// before it, so replies keep the order of the lines.
///
/// `@unchecked Sendable`: mutable state is confined to `connection.queue`; rooms talk to a
/// session only through ``deliver(_:)`` and ``finish(_:)``, which hop onto that queue.
final class Session: @unchecked Sendable {
    /// How the client talks: decided by its first non-empty line, for the connection's life.
    enum Mode { case undecided, json, text }

    /// What a finished request changed about the session's room seat.
    enum Binding {
        /// The session now holds seat `player` in `room`.
        case bound(RoomHost, PlayerID)
        /// The session no longer holds a seat.
        case unbound
    }

    let connection: Connection
    let server: ServerContext
    /// The client's IP address (for per-address limits).
    let address: String
    /// Whether the client came over WebSocket (JSON only, on the HTTP port).
    let isWebSocket: Bool
    /// How the client is connected, for metrics: `tcp`, `tls`, `ws` or `wss` (for a member
    /// relayed by another node, how it is connected there).
    var transport: String {
        origin?.transport ?? (isWebSocket ? (connection.isSecure ? "wss" : "ws") : (connection.isSecure ? "tls" : "tcp"))
    }
    /// Set when this connection is a relay link from another node (see `RelayIntake`).
    let origin: RelayOrigin?
    private(set) var mode = Mode.undecided
    var decoder: LineFrameDecoder
    private var limiter: RateLimiter
    var backlog: [Work] = []
    var inFlight = false
    /// The link to the node that owns this client's room, once its lines are relayed there
    /// (see Session+Relay.swift): from then on this session only pipes bytes.
    var relay: RelayLink?
    /// The raw line of the request being routed (a relay forwards it as it came).
    var routedLine: ArraySlice<UInt8> = []
    /// Member requests handed to the room and not yet finished; `waiting` asks the room to
    /// wake the pipeline when the count reaches zero. Guarded: the room finishes on its queue.
    private let atRoom = Mutex(AtRoom())
    private struct AtRoom: Sendable {
        var count = 0
        var waiting = false
    }
    private static let maxAtRoom = 32
    private var binding: (room: RoomHost, player: PlayerID)?
    private var sawFirstByte = false
    private var lineDeadlineArmed = false
    /// Whether the transport holds the start of a message not yet delivered (a WebSocket frame
    /// or fragmented message; see ``messageProgress(unfinished:)``).
    private var unfinishedMessage = false
    var closed = false
    var inputEnded = false
    private var text: TextModeSession?  // set once the first line picks text mode
    private static let maxBacklog = 256

    /// Creates a session; `jsonOnly` (WebSocket) fixes JSON mode from the start; `origin` says
    /// the connection is a relay link carrying a member of another node.
    init(connection: Connection, server: ServerContext, jsonOnly: Bool = false, origin: RelayOrigin? = nil) {
        self.connection = connection
        self.server = server
        self.isWebSocket = jsonOnly
        self.origin = origin
        self.mode = jsonOnly ? .json : .undecided
        self.sawFirstByte = jsonOnly || origin != nil
        self.address = origin?.client ?? AddressBook.address(ofPeer: connection.peer)
        self.decoder = LineFrameDecoder(maxFrameBytes: server.config.maxFrameBytes)
        self.limiter = RateLimiter(rate: server.config.requestsPerSecond, burst: server.config.requestBurst, now: server.clock.now())
    }

    /// Starts the connection and sends the welcome frame.
    func start() {
        connection.start(Connection.Handler(
            onData: { [self] bytes in received(bytes) },
            onClose: { [self] reason in closedConnection(reason) },
            onEstablished: { [self] in armIdleDeadline() },
            onEndOfInput: { [self] in endOfInput() }  // `printf '...' | nc -N`
        ))
        connection.queue.async { [self] in
            connection.send(server.welcomeFrame)
            if connection.isSecure {
                connection.setDeadline(after: server.config.tlsHandshakeTimeoutSeconds * 1000, what: "tls handshake")
            } else {
                armIdleDeadline()
            }
        }
    }

    /// Starts on a connection someone else reads (a WebSocket after its upgrade, which feeds
    /// ``received(_:)`` and ``closedConnection(_:)``): sends the welcome first. On its queue.
    func startUpgraded() {
        dispatchPrecondition(condition: .onQueue(connection.queue))
        connection.send(server.welcomeFrame)
        armIdleDeadline()
    }

    /// Starts on a relay link someone else reads (``RelayIntake``): the client already had its
    /// welcome from the node it is connected to. On its queue.
    func startRelayed() {
        dispatchPrecondition(condition: .onQueue(connection.queue))
        armIdleDeadline()
    }

    /// The peer finished sending (`nc -N`): answer what was sent, then close.
    func endOfInput() {
        dispatchPrecondition(condition: .onQueue(connection.queue))
        inputEnded = true  // kept for a relay that is lost before its owner answered (the next one finishes too)
        if let relay {
            relay.finishWriting()
            return
        }
        pump()
    }

    /// Closes a connection that holds no seat after `idleTimeoutSeconds` without a line, saying
    /// why first. A seated member may just watch for hours: TCP keepalive finds dead peers.
    func armIdleDeadline() {
        guard !lineDeadlineArmed else { return }  // a started line keeps its own deadline
        guard binding == nil, relay == nil else {
            connection.setDeadline(after: nil, what: "idle")
            return
        }
        let error = WireError(.idleTimeout, "no request for \(server.config.idleTimeoutSeconds) s; closing")
        let farewell = mode == .text ? Array("! \(error.message) (idle_timeout)\n".utf8) : Outbound.error(error, re: nil)
        connection.setDeadline(after: server.config.idleTimeoutSeconds * 1000, what: "idle", farewell: farewell)
    }

    /// Sends a server frame (already encoded JSON line) to this client. Safe from any queue.
    func deliver(_ frame: [UInt8]) {
        if mode == .text {
            connection.queue.async { [self] in
                guard text != nil else { return }
                for line in text!.render(frame) { connection.write(Array(line.utf8)) }
            }
        } else {
            connection.send(frame)
        }
    }

    /// Replies `ok` to a request that carried an id.
    func reply(_ request: Request, _ payload: some Encodable = NoFields()) {
        guard let id = request.id else { return }
        deliver(Outbound.reply(re: id, payload))
    }

    /// Sends an error; with `re` when the request had an id.
    func fail(_ request: Request?, _ error: WireError) {
        noteOutcome(of: request, error)
        server.metrics.error(error.code)
        deliver(Outbound.error(error, re: request?.id))
    }

    /// Takes extra rate-limit tokens (a costly request); false when there are not enough.
    func takeTokens(_ cost: Double, now: Int64) -> Bool {
        dispatchPrecondition(condition: .onQueue(connection.queue))
        return cost <= 0 || limiter.allow(now: now, cost: cost)
    }

    /// Called by a room when it has finished a request from this session; `pipelined` when the
    /// request was a member request sent without waiting (see the type's notes).
    func finish(_ change: Binding?, pipelined: Bool = false) {
        if pipelined {
            let wake = atRoom.withLock { c in
                c.count -= 1
                guard change != nil || (c.waiting && c.count == 0) else { return false }
                c.waiting = false
                return true
            }
            guard wake else { return }
            connection.queue.async { [self] in
                switch change {
                case let .bound(room, player)?: binding = (room, player)
                case .unbound?: binding = nil; armIdleDeadline()
                case nil: break
                }
                pump()
            }
            return
        }
        connection.queue.async { [self] in
            switch change {
            case let .bound(room, player)?: binding = (room, player)
            case .unbound?: binding = nil
            case nil: break
            }
            if change != nil { armIdleDeadline() }
            inFlight = false
            pump()
        }
    }

    /// A room removed this session's seat outside of a request (kick, replaced by a resume).
    func detach(from room: RoomHost) {
        connection.queue.async { [self] in
            if binding?.room === room {
                binding = nil
                armIdleDeadline()
            }
        }
    }

    /// Tells the client the server is stopping and closes the connection after flushing.
    func shutDown() {
        connection.queue.async { [self] in
            fail(nil, WireError(.serverShuttingDown, "the server is shutting down; reconnect and resume your seat"))
            connection.close(.shutdown)
        }
    }

    // MARK: - Connection queue

    func received(_ bytes: [UInt8]) {
        dispatchPrecondition(condition: .onQueue(connection.queue))
        if let relay {
            relay.forward(bytes)
            return
        }
        if !sawFirstByte, let first = bytes.first {
            sawFirstByte = true
            if first == 0x16 && !connection.isSecure {  // a TLS ClientHello on the plain port
                server.logger.debug("tls on plain port", metadata: ["conn.peer": "\(connection.peer)"])
                connection.close(.security("TLS handshake on the plain port"))
                return
            }
        }
        decoder.append(bytes)
        var completedLine = false
        defer { updateLineDeadline(completedLine: completedLine) }
        while !closed {
            let frame: ArraySlice<UInt8>?
            do { frame = try decoder.next() } catch {
                fail(nil, WireError(.frameTooLarge, "a line may be at most \(server.config.maxFrameBytes) bytes; closing"))
                closed = true
                connection.close(.local)
                return
            }
            guard let frame else { break }
            completedLine = true
            accept(frame)
        }
    }

    /// The transport (WebSocket) holds the start of a message (`unfinished`) or not: a message
    /// must end within `lineTimeoutSeconds` like a TCP line, with the same `line_timeout`. On
    /// the connection's queue, after the messages completed by the same read were delivered.
    func messageProgress(unfinished: Bool) {
        dispatchPrecondition(condition: .onQueue(connection.queue))
        guard unfinished != unfinishedMessage else { return }
        unfinishedMessage = unfinished
        updateLineDeadline(completedLine: false)
    }

    /// A started line must end within `lineTimeoutSeconds` (bytes trickling in do not extend
    /// it); a connection without a seat gets a fresh idle deadline with each complete line.
    private func updateLineDeadline(completedLine: Bool) {
        guard !closed else { return }
        if decoder.bufferedByteCount > 0 || unfinishedMessage {
            guard !lineDeadlineArmed else { return }
            lineDeadlineArmed = true
            let seconds = server.config.lineTimeoutSeconds
            let error = WireError(.lineTimeout, isWebSocket ? "a message must end within \(seconds) s; closing"
                                                           : "a line must end (newline) within \(seconds) s; closing")
            let farewell = mode == .text ? Array("! \(error.message) (line_timeout)\n".utf8) : Outbound.error(error, re: nil)
            connection.setDeadline(after: seconds * 1000, what: "line", farewell: farewell)
        } else if completedLine || lineDeadlineArmed {
            lineDeadlineArmed = false
            armIdleDeadline()
        }
    }

    /// One line's outcome, queued so that every answer leaves in the order the lines came in.
    /// Each keeps its raw line: a session that starts relaying forwards the lines not yet answered.
    enum Work {
        case request(Request, line: ArraySlice<UInt8>)
        /// A text-mode line, read when its turn comes: what it means depends on the commands
        /// before it (`create X` then `roll` — the roll must see the room it created).
        case textLine(ArraySlice<UInt8>)
        case reject(WireError, re: RequestID?, line: ArraySlice<UInt8>)

        /// The line as the client sent it (without its newline).
        var line: ArraySlice<UInt8> {
            switch self {
            case let .request(_, line), let .textLine(line), let .reject(_, _, line): line
            }
        }
    }

    private func accept(_ frame: ArraySlice<UInt8>) {
        if mode == .undecided {
            mode = frame.first == UInt8(ascii: "{") ? .json : .text
            if mode == .text { text = TextModeSession(now: server.clock.now) }  // "12s left" from the server's clock
        }
        // The rate limit comes before any parsing: a flood costs the server a token check per line.
        guard limiter.allow(now: server.clock.now()) else {
            let re = mode == .json ? RequestID.peek(in: frame) : nil
            enqueue(.reject(WireError(.rateLimited, "too many requests; slow down"), re: re, line: frame))
            return
        }
        var work: Work
        if text != nil {
            work = .textLine(frame)
        } else {
            switch Request.parse(frame) {
            case let .success(r): work = .request(r, line: frame)
            case let .failure(f): work = .reject(f.error, re: f.id, line: frame)
            }
        }
        enqueue(work)
    }

    private func enqueue(_ work: Work) {
        backlog.append(work)
        if backlog.count >= Self.maxBacklog { connection.pauseReading() }
        pump()
    }

    func pump() {
        dispatchPrecondition(condition: .onQueue(connection.queue))
        defer {
            if inputEnded, !inFlight, !closed, backlog.isEmpty {
                closed = true
                connection.close(.peerClosed)
            }
        }
        while !inFlight, !closed, let next = backlog.first {
            if let binding, case let .request(request, _) = next, pipelines(request.type) {
                guard reserveRoomSlot() else { return }
                backlog.removeFirst()
                if backlog.count == Self.maxBacklog / 2 { connection.resumeReading() }
                server.metrics.request(request.type)
                binding.room.submit(request, from: self, player: binding.player, pipelined: true)
                continue
            }
            guard roomIsIdle() else { return }
            let work = backlog.removeFirst()
            if backlog.count == Self.maxBacklog / 2 { connection.resumeReading() }
            // Only while it is routed: a slice kept longer would pin the decoder's buffer, and every
            // later read would copy it (copy on write).
            routedLine = work.line
            defer { routedLine = [] }
            switch work {
            case let .request(request, _): route(request)
            case let .reject(error, re, _):
                server.metrics.error(error.code)
                deliver(Outbound.error(error, re: re))
            case let .textLine(line):
                switch text!.parse(line) {
                case let .request(request): route(request)
                case let .local(lines): sayText(lines)
                case .quit:
                    sayText(["bye"])
                    closed = true
                    connection.close(.local)
                }
            }
        }
    }

    /// Whether a seated member's request of this type may go to the room without waiting.
    private func pipelines(_ type: String) -> Bool {
        type != "room.leave" && RoomHost.handles(type, games: server.config.games)
    }

    /// Counts one more pipelined request at the room; false (and the room will wake the
    /// pipeline) when the limit is reached.
    private func reserveRoomSlot() -> Bool {
        atRoom.withLock { c in
            guard c.count < Self.maxAtRoom else { c.waiting = true; return false }
            c.count += 1
            return true
        }
    }

    /// Whether the room has answered every pipelined request; if not, it will wake the pipeline.
    private func roomIsIdle() -> Bool {
        atRoom.withLock { c in
            guard c.count > 0 else { return true }
            c.waiting = true
            return false
        }
    }

    /// Human lines for a text-mode client, queued behind answers already being rendered so
    /// that every line leaves in the order the commands came in.
    private func sayText(_ lines: [String]) {
        connection.queue.async { [self] in
            for line in lines { connection.write(Array((line + "\n").utf8)) }
        }
    }

    private func route(_ request: Request) {
        server.metrics.request(request.type)
        switch request.type {
        case "ping":
            deliver(Outbound.frame("pong", re: request.id))
        case _ where NightDirectory.requestTypes.contains(request.type):
            inFlight = true
            server.nights.handle(request, from: self)
        case "room.create", "room.join", "room.resume":
            if binding != nil {
                fail(request, WireError(.alreadyInRoom, "you are already in a room; send room.leave first"))
                return
            }
            if let refusal = admission(for: request) {
                fail(request, refusal)
                return
            }
            inFlight = true
            server.rooms.enter(request, from: self)
        default:
            guard RoomHost.handles(request.type, games: server.config.games) else {
                fail(request, WireError(.unknownType, "unknown request type '\(request.type)'; see Protocol/PROTOCOL.md"))
                return
            }
            guard let binding else {
                fail(request, WireError(.notInRoom, "you are not in a room; send room.create or room.join first"))
                return
            }
            if request.type == "room.leave", let refusal = seatChangeRefusal(now: server.clock.now()) {
                fail(request, refusal)
                return
            }
            inFlight = true
            binding.room.submit(request, from: self, player: binding.player)
        }
    }

    func closedConnection(_ reason: CloseReason) {
        dispatchPrecondition(condition: .onQueue(connection.queue))
        closed = true
        backlog.removeAll()
        server.logger.debug("connection closed", metadata: ["conn.peer": "\(connection.peer)", "conn.reason": "\(reason)"])
        relay?.close()
        relay = nil
        if let binding {
            binding.room.connectionLost(self, player: binding.player)
            self.binding = nil
        }
        server.sessionEnded(self)
    }
}
