import Dispatch
import PartyHTTP
import PartyTransport
import Synchronization

/// One connection on the HTTP(S) port: the I/O half of ``HTTPConnectionMachine``. It feeds the
/// machine bytes and timer ticks and performs its actions; after an upgrade to WebSocket it
/// frames the connection's outgoing lines (``StreamFraming``) and runs a JSON-only ``Session``
/// on the same connection, so rooms never know which transport a member uses.
///
/// `@unchecked Sendable`: all mutable state is confined to `connection.queue` (the handler's
/// callbacks, the timers and the framing calls all run there).
final class WebConnection: StreamFraming, @unchecked Sendable {
    private let connection: Connection
    private let context: ServerContext
    private let config: WebConfig
    private var machine: HTTPConnectionMachine
    private var session: Session?
    private var headTimer: DispatchSourceTimer?
    /// When the armed head deadline is due (nil: disarmed); see ``armHeadTimer(_:)``.
    private var headDeadline: DispatchTime?
    /// When `headTimer` is set to fire (nil: not set, or fired).
    private var headTimerSet: DispatchTime?
    private var pingTimer: DispatchSourceTimer?
    private let onClose: @Sendable () -> Void
    private let address: String
    private var holdsAddress = true
    /// Milliseconds until the next look at what a pipelining peer has taken (``Action/awaitPeer``).
    private var peerWait = 0

    /// Creates the glue for a connection already counted against `address` (released when it
    /// closes, or when an upgrade hands the count to its session); `onClose` runs once at the end.
    init(connection: Connection, context: ServerContext, config: WebConfig, site: WebSite, address: String,
         onClose: @escaping @Sendable () -> Void = {}) {
        self.onClose = onClose
        self.address = address
        self.connection = connection
        self.context = context
        self.config = config
        self.machine = HTTPConnectionMachine(site: site, secure: connection.isSecure)
        context.webConnectionsAlive.add(1, ordering: .relaxed)
    }

    deinit { context.webConnectionsAlive.subtract(1, ordering: .relaxed) }

    /// Starts reading requests.
    func start() {
        connection.start(Connection.Handler(
            onData: { [self] bytes in received(bytes) },
            onClose: { [self] reason in closed(reason) }
        ))
        connection.queue.async { [self] in perform(machine.start()) }
    }

    private func received(_ bytes: [UInt8]) {
        perform(machine.receive(bytes, at: context.clock.now()))
        // A WebSocket message that has begun must end in time, like a TCP line.
        session?.messageProgress(unfinished: machine.hasUnfinishedMessage)
    }

    private func perform(_ actions: [HTTPConnectionMachine.Action]) {
        dispatchPrecondition(condition: .onQueue(connection.queue))
        // The answers of one turn leave in one write: under a flood of small pipelined answers
        // (404s) a system call each was most of partyd's time (issue 34).
        var answers = WriteBatch(connection)
        for action in actions {
            switch action {
            case let .write(bytes): answers.append(bytes)
            case let .headDeadline(armed): armHeadTimer(armed)  // a timer: its place among the writes does not matter
            default:
                answers.send()  // the rest comes after the answers before it
                performInOrder(action)
            }
        }
        answers.send()
    }

    private func performInOrder(_ action: HTTPConnectionMachine.Action) {
        switch action {
        case .write, .headDeadline: break  // gathered by perform
        case .upgraded: upgrade()
        case let .deliver(message): session?.receivedMessage(message)
        case let .close(reason):
            context.logger.debug("web connection closing", metadata: ["conn.peer": "\(connection.peer)", "conn.reason": "\(reason)"])
            connection.close(.local)
        case .awaitDrain: awaitDrain()
        case .awaitPeer: awaitPeer()
        }
    }

    private func upgrade() {
        connection.setFraming(self)
        let session = Session(connection: connection, server: context, jsonOnly: true)
        releaseAddress()
        if let refusal = GameServer.admit(session, context: context) {
            connection.send(refusal)
            connection.close(.local)
            return
        }
        self.session = session
        session.startUpgraded()
        pingTimer = timer(after: config.pingIntervalSeconds, repeating: true) { $0.idleTick() }
    }

    /// Stops reading until what was answered has reached the socket and the peer has taken
    /// nearly all of it, then answers the next pipelined requests: a peer that pipelines and
    /// never reads holds a few responses, not thousands (neither here nor in the kernel).
    private func awaitDrain() {
        connection.pauseReading()
        peerWait = 0
        connection.whenDrained { [self] in drained() }
    }

    private func drained() {
        guard machine.awaitingDrain else { return }
        perform(machine.drained(peerUnread: connection.unacknowledgedBytes))
        if !machine.awaitingDrain { connection.resumeReading() }
    }

    /// Looks again at what the peer has taken after 10 ms, then ever less often (up to every
    /// half second): nothing tells a writer when a peer reads, only the kernel's queue shrinking.
    private func awaitPeer() {
        peerWait = min(max(peerWait * 2, 10), 500)
        connection.queue.asyncAfter(deadline: .now() + .milliseconds(peerWait)) { [weak self] in self?.drained() }
    }

    /// Arms or disarms the head deadline. One timer per connection, set lazily: a deadline
    /// moved later leaves the timer where it is (when it fires early it moves on to the
    /// deadline), and a disarmed one leaves it to fire into nothing. Setting a Dispatch timer
    /// wakes libdispatch's manager thread (an `eventfd` write): done for each of a flood's
    /// pipelined answers it was 4 % of partyd's time and a thread more on the cores (issue 34);
    /// cancelling and making a timer source each time, before that, stalled other connections.
    private func armHeadTimer(_ armed: Bool) {
        guard armed else {
            headDeadline = nil
            return
        }
        let deadline = DispatchTime.now() + .seconds(config.headTimeoutSeconds)
        headDeadline = deadline
        if let set = headTimerSet, set <= deadline { return }  // fires first, then moves on
        setHeadTimer(deadline)
    }

    private func setHeadTimer(_ deadline: DispatchTime) {
        headTimerSet = deadline
        if let headTimer {
            headTimer.schedule(deadline: deadline)
            return
        }
        let timer = DispatchSource.makeTimerSource(queue: connection.queue)
        timer.schedule(deadline: deadline)
        timer.setEventHandler { [weak self] in self?.headTimerFired() }
        timer.resume()
        headTimer = timer
    }

    private func headTimerFired() {
        headTimerSet = nil
        guard let due = headDeadline else { return }  // disarmed since
        // A fire queued before a re-arm, or set for an earlier deadline: only a due one counts.
        guard DispatchTime.now() >= due else { return setHeadTimer(due) }
        headDeadline = nil
        perform(machine.headTimedOut())
    }

    /// A timer on the connection's queue that feeds the machine `event` after `seconds` (and
    /// every `seconds` after that when `repeating`) and performs what it returns.
    private func timer(after seconds: Int, repeating: Bool,
                       _ event: @escaping (inout HTTPConnectionMachine) -> [HTTPConnectionMachine.Action]) -> DispatchSourceTimer {
        let timer = DispatchSource.makeTimerSource(queue: connection.queue)
        let interval = DispatchTimeInterval.seconds(seconds)
        timer.schedule(deadline: .now() + interval, repeating: repeating ? interval : .never)
        timer.setEventHandler { [weak self] in
            guard let self else { return }
            perform(event(&machine))
        }
        timer.resume()
        return timer
    }

    private func closed(_ reason: CloseReason) {
        headTimer?.cancel()
        pingTimer?.cancel()
        headTimer = nil
        pingTimer = nil
        if let session {
            session.closedConnection(reason)  // counts the close for the memory trimmer too
        } else {
            context.trimmer.connectionClosed()  // HTTP requests and TLS handshakes leave memory behind too
        }
        session = nil
        releaseAddress()
        onClose()
    }

    /// Stops counting this connection against its address (once).
    private func releaseAddress() {
        guard holdsAddress else { return }
        holdsAddress = false
        context.addresses.disconnect(address, now: context.clock.now())
    }

    // MARK: - StreamFraming (on the connection's queue)

    /// Wraps each encoded line in a text frame header (one copy, no re-encoding); nothing
    /// once the server's close frame has gone.
    func frame(_ bytes: [UInt8]) -> [UInt8] {
        machine.isWebSocketOpen ? WebSocketFrameEncoder.textLines(bytes) : []
    }

    /// The close frame for a connection the server closes: 1001 when it shuts down, 1008 when
    /// a deadline passed (an unfinished message, an idle socket without a seat), else 1000.
    func close(_ reason: CloseReason) -> [UInt8] {
        let code: WebSocketCloseCode
        switch reason {
        case .shutdown: code = .goingAway
        case .deadline: code = .policyViolation
        default: code = .normal
        }
        let text = reason == .shutdown ? "server shutting down" : "\(reason)"
        return machine.close(code, reason: text).flatMap { action -> [UInt8] in
            if case let .write(bytes) = action { bytes } else { [] }
        }
    }
}
