import Dispatch
import Logging
import PartyCore
import PartyProtocol
import PartyTransport

/// One client connection: the I/O half of ``SessionMachine``. It feeds the machine what the
/// connection, the rooms and the timers say, and carries out the actions it returns (send,
/// route to the registry or a room, set deadlines, relay, close). Every rule — mode, rate
/// limit, the pipeline that answers in line order, deadlines — is the machine's.
///
/// `@unchecked Sendable`: mutable state is confined to `connection.queue`; rooms talk to a
/// session only through ``deliver(_:)``, ``reply(_:_:)``, ``fail(_:_:)``, ``finish(_:pipelined:)``
/// and ``detach(from:)``, which hop onto that queue where they change anything.
final class Session: @unchecked Sendable {
    /// What a finished request changed about the session's room seat.
    typealias Binding = SessionMachine<RoomHost>.SeatChange

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
    /// The connection's rules and state.
    var machine: SessionMachine<RoomHost>
    /// The mode, as the machine chose it: read by rooms delivering on their own queues (set on
    /// the connection's queue before this session routes its first request to any room).
    var mode: SessionMachine<RoomHost>.Mode
    /// The link to the node that owns this client's room, once its lines are relayed there
    /// (see Session+Relay.swift): from then on this session only pipes bytes.
    var relay: RelayLink?
    /// The raw line of the `room.join`/`room.resume` being routed (a relay forwards it as it came).
    var routedLine: ArraySlice<UInt8> = []

    /// Creates a session; `jsonOnly` (WebSocket) fixes JSON mode from the start; `origin` says
    /// the connection is a relay link carrying a member of another node.
    init(connection: Connection, server: ServerContext, jsonOnly: Bool = false, origin: RelayOrigin? = nil) {
        self.connection = connection
        self.server = server
        self.isWebSocket = jsonOnly
        self.origin = origin
        self.address = origin?.client ?? AddressBook.address(ofPeer: connection.peer)
        self.machine = SessionMachine(settings: .init(server.config), requests: server.requests, isSecure: connection.isSecure,
                                      isWebSocket: jsonOnly, relayed: origin != nil, now: server.clock.now(), clock: server.clock.now)
        self.mode = machine.mode
    }

    /// Starts the connection and sends the welcome frame.
    func start() {
        connection.start(Connection.Handler(
            onData: { [self] bytes in received(bytes) },
            onClose: { [self] reason in closedConnection(reason) },
            onEstablished: { [self] in run(machine.established()) },
            onEndOfInput: { [self] in endOfInput() }  // `printf '...' | nc -N`
        ))
        connection.queue.async { [self] in
            connection.send(server.welcomeFrame)
            if connection.isSecure {
                connection.setDeadline(after: server.config.tlsHandshakeTimeoutSeconds * 1000, what: "tls handshake")
            } else {
                run(machine.established())
            }
        }
    }

    /// Starts on a connection someone else reads (a WebSocket after its upgrade, which feeds
    /// ``receivedMessage(_:)`` and ``closedConnection(_:)``): sends the welcome first. On its queue.
    func startUpgraded() {
        dispatchPrecondition(condition: .onQueue(connection.queue))
        connection.send(server.welcomeFrame)
        run(machine.established())
    }

    /// Starts on a relay link someone else reads (``RelayIntake``): the client already had its
    /// welcome from the node it is connected to. On its queue.
    func startRelayed() {
        dispatchPrecondition(condition: .onQueue(connection.queue))
        run(machine.established())
    }

    /// The peer finished sending (`nc -N`): answer what was sent, then close.
    func endOfInput() {
        dispatchPrecondition(condition: .onQueue(connection.queue))
        run(machine.endOfInput(now: server.clock.now()))
    }

    /// Sends a server frame (already encoded JSON line) to this client. Safe from any queue.
    /// A room event comes with its `value`: text mode renders from it instead of decoding `frame`.
    func deliver(_ frame: [UInt8], _ value: EventValue? = nil) {
        if mode == .text {
            connection.queue.async { [self] in
                guard machine.text != nil else { return }
                let lines = if let value { machine.text!.render(fields: value.fields) } else { machine.text!.render(frame) }
                for line in lines { connection.write(Array(line.utf8)) }
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

    /// Called by the registry or a room when it has finished a request from this session;
    /// `pipelined` when the request was a member request sent without waiting (see
    /// ``SessionMachine``): the room only counts it down, and wakes the session when the
    /// machine waits for it or the seat changed.
    func finish(_ change: Binding?, pipelined: Bool = false) {
        if pipelined {
            guard machine.ledger.finished(changedSeat: change != nil) else { return }
            connection.queue.async { [self] in run(machine.woken(change, now: server.clock.now())) }
            return
        }
        connection.queue.async { [self] in run(machine.answered(change, now: server.clock.now())) }
    }

    /// A room removed this session's seat outside of a request (kick, replaced by a resume).
    /// `farewell` (`room.kicked`, `room.replaced`) is delivered after the session has let the
    /// seat go, so a client that acts on it at once (joins again on the same connection) is
    /// never answered as if it still held the seat (`already_in_room`).
    func detach(from room: RoomHost, farewell: [(frame: [UInt8], value: EventValue?)] = []) {
        connection.queue.async { [self] in
            run(machine.detached(from: room))
            for (frame, value) in farewell { deliver(frame, value) }
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

    /// Bytes read from a TCP, TLS or relay connection.
    func received(_ bytes: [UInt8]) {
        dispatchPrecondition(condition: .onQueue(connection.queue))
        run(machine.received(bytes, now: server.clock.now()))
    }

    /// One whole WebSocket text message: one line, never split again.
    func receivedMessage(_ message: [UInt8]) {
        dispatchPrecondition(condition: .onQueue(connection.queue))
        run(machine.messageReceived(message, now: server.clock.now()))
    }

    /// The transport (WebSocket) holds the start of a message (`unfinished`) or not. On the
    /// connection's queue, after the messages completed by the same read were delivered.
    func messageProgress(unfinished: Bool) {
        dispatchPrecondition(condition: .onQueue(connection.queue))
        run(machine.messageProgress(unfinished: unfinished))
    }

    func closedConnection(_ reason: CloseReason) {
        dispatchPrecondition(condition: .onQueue(connection.queue))
        let actions = machine.connectionClosed()
        server.logger.debug("connection closed", metadata: ["conn.peer": "\(connection.peer)", "conn.reason": "\(reason)"])
        relay?.close()
        relay = nil
        run(actions)
        server.sessionEnded(self)
    }
}
