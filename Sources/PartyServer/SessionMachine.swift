import PartyCore
import PartyProtocol
import PartyTransport

/// One client connection's protocol rules as a pure state machine: lines, room answers,
/// timers and the end of input go in; ``Action``s come out, which ``Session`` carries out on
/// the connection's queue (as ``HTTPConnectionMachine`` does for HTTP, and postgres-nio's
/// `ConnectionStateMachine` for PostgreSQL). No I/O, no clock and no queue: every rule here is
/// tested as a transcript (`SessionMachineTests`).
///
/// The rules:
/// - **Mode.** The first non-empty line fixes the connection's mode: a line starting with `{`
///   is JSON, anything else text mode (a WebSocket is JSON from the start). A TLS ClientHello
///   (first byte 0x16) on the plain port is closed at once.
/// - **Rate.** Every line takes a token from a bucket (``RateLimiter``) before it is parsed;
///   a line without one is answered `rate_limited`, in its turn. Opening a room and changing
///   seats cost more (``RequestRoute/Cost``).
/// - **Order.** Answers leave in line order. Requests that change the seat, those a server-wide
///   service answers (a game night's `night.create`, `night.get`, `night.rsvp`, `night.open`)
///   and text-mode lines run one at a time; a seated member's other requests go to the room
///   without waiting (up to ``Settings/maxAtRoom``, counted in the shared ``AtRoomLedger``),
///   and the room answers them in order. Whatever the session answers itself waits until the
///   room has answered everything before it.
/// - **Backlog.** At most ``Settings/maxBacklog`` lines wait; reading pauses there and resumes
///   at half.
/// - **Deadlines.** A started line must end within the line timeout; a connection without a
///   seat is closed after the idle timeout without a line.
/// - **Relay.** Once a join is relayed to the node that owns its room, every byte is piped
///   there (``relayBegan()``), until the link is lost before the owner answered (``relayLost(held:now:)``).
struct SessionMachine<Room: AnyObject & Sendable> {
    /// How the client talks: decided by its first non-empty line, for the connection's life.
    enum Mode: Sendable, Equatable { case undecided, json, text }

    /// What a finished request changed about the session's seat.
    enum SeatChange {
        /// The session now holds seat `player` in `room`.
        case bound(Room, PlayerID)
        /// The session no longer holds a seat.
        case unbound
    }

    /// The limits and deadlines the machine keeps (from ``ServerConfig``).
    struct Settings: Sendable {
        /// Longest line, without its ending.
        var maxFrameBytes: Int
        /// Requests per second sustained, and the burst.
        var requestsPerSecond: Double
        var requestBurst: Double
        /// Tokens a `room.create` and a seat change take in all.
        var roomCreateCost: Double
        var seatChangeCost: Double
        /// Seconds without a line before a connection without a seat is closed.
        var idleTimeoutSeconds: Int
        /// Seconds a started line (or WebSocket message) has to end.
        var lineTimeoutSeconds: Int
        /// Lines waiting to be answered before reading pauses.
        var maxBacklog = 256
        /// A member's pipelined requests the room may hold at once.
        var maxAtRoom = 32

        /// The settings of `config`.
        init(_ config: ServerConfig) {
            maxFrameBytes = config.maxFrameBytes
            requestsPerSecond = config.requestsPerSecond
            requestBurst = config.requestBurst
            roomCreateCost = config.roomCreateCost
            seatChangeCost = config.seatChangeCost
            idleTimeoutSeconds = config.idleTimeoutSeconds
            lineTimeoutSeconds = config.lineTimeoutSeconds
        }
    }

    /// What the session must do, in order.
    enum Action {
        /// The connection's mode is decided (the session renders text mode from here on).
        case chooseMode(Mode)
        /// Close at once: a TLS handshake arrived on the plain port.
        case closeTLSOnPlainPort
        /// Send an `error` frame (with `re` when the request's id is known) and count its code.
        case refuse(WireError, re: RequestID?)
        /// Count a request of this type (``ServerMetrics``): every request that is routed.
        case count(String)
        /// Answer `ping` with `pong`.
        case pong(re: RequestID?)
        /// Hand `room.create`, `room.join` or `room.resume` to the room registry; `line` is the
        /// line as it came (a relay forwards it). The session answers with ``answered(_:now:)``.
        case enter(Request, route: RequestRoute, line: ArraySlice<UInt8>)
        /// Hand a request to the server-wide service of its row (``RequestRoute/Handling/server(_:)``),
        /// seated or not. The session answers with ``answered(_:now:)``.
        case serve(Request, route: RequestRoute)
        /// Hand a seated member's request to its room; a `pipelined` one is counted in the
        /// ledger and finished with ``AtRoomLedger/finished(changedSeat:)``, else with ``answered(_:now:)``.
        case submit(Request, to: Room, player: PlayerID, pipelined: Bool)
        /// Text mode: these human lines, in order with the answers before them.
        case say([String])
        /// Close the connection (after flushing).
        case close(CloseReason)
        /// Stop reading (the backlog is full) or read again.
        case pauseReading
        case resumeReading
        /// Set the connection's one deadline: after `millis` (nil: none), named `what`, sending
        /// `farewell` when it passes.
        case deadline(millis: Int?, what: String, farewell: [UInt8]?)
        /// Pipe these bytes to the node the session is relayed to.
        case forward([UInt8])
        /// Tell the relay link the client has finished sending.
        case finishRelayWriting
        /// The connection is gone: give up the seat (the room keeps it for the grace period).
        case releaseSeat(Room, PlayerID)
    }

    /// One line's outcome, queued so that every answer leaves in the order the lines came in.
    /// Each keeps its raw line: a session that starts relaying forwards the lines not yet answered.
    enum Work {
        case request(Request, line: ArraySlice<UInt8>)
        /// A text-mode line, read when its turn comes: what it means depends on the commands
        /// before it (`create X` then `roll` — the roll must see the room it created).
        case textLine(ArraySlice<UInt8>)
        case reject(WireError, re: RequestID?, line: ArraySlice<UInt8>)

        /// The request's type, when it is a parsed request (read without copying the request).
        var requestType: String? {
            if case let .request(request, _) = self { request.type } else { nil }
        }

        /// The line as the client sent it (without its newline).
        var line: ArraySlice<UInt8> {
            switch self {
            case let .request(_, line), let .textLine(line), let .reject(_, _, line): line
            }
        }
    }

    let settings: Settings
    /// The server's request types.
    let requests: RequestTable
    /// The pipelined requests the room holds (shared with the room's queue).
    let ledger: AtRoomLedger
    /// Whether the connection is TLS (a ClientHello is expected there).
    let isSecure: Bool
    /// Whether the connection is a WebSocket (messages, not lines; JSON only).
    let isWebSocket: Bool
    /// The server's clock, for text mode's "12 s left".
    let clock: @Sendable () -> Int64

    /// The connection's mode.
    var mode: Mode
    /// Text mode's parser and renderer, once the first line picked text mode.
    var text: TextModeSession?
    var decoder: LineFrameDecoder
    var limiter: RateLimiter
    var backlog: [Work] = []
    /// A request that runs alone is with the registry or the room.
    var inFlight = false
    /// The seat the session holds.
    private(set) var seat: (room: Room, player: PlayerID)?
    /// Every byte now goes to another node (see ``relayBegan()``).
    var relaying = false
    /// The peer finished sending: close once everything is answered.
    private(set) var inputEnded = false
    /// Nothing more is read or answered.
    var isClosed = false
    var sawFirstByte: Bool
    var lineDeadlineArmed = false
    /// Whether the connection may have a deadline armed (true at first: the TLS handshake's or
    /// a relay preamble's may be), so that disarming is said once, not after every line.
    var deadlineMayBeArmed = true
    /// Whether the transport holds the start of a message not yet delivered (WebSocket).
    var unfinishedMessage = false

    /// A machine for a new connection at `now`. A WebSocket is JSON from the start; a relayed
    /// connection (`relayed`) carries lines another node has already checked for TLS.
    init(settings: Settings, requests: RequestTable, ledger: AtRoomLedger = AtRoomLedger(), isSecure: Bool,
         isWebSocket: Bool, relayed: Bool, now: Int64, clock: @escaping @Sendable () -> Int64) {
        self.settings = settings
        self.requests = requests
        self.ledger = ledger
        self.isSecure = isSecure
        self.isWebSocket = isWebSocket
        self.clock = clock
        self.mode = isWebSocket ? .json : .undecided
        self.sawFirstByte = isWebSocket || relayed
        self.decoder = LineFrameDecoder(maxFrameBytes: settings.maxFrameBytes)
        self.limiter = RateLimiter(rate: settings.requestsPerSecond, burst: settings.requestBurst, now: now)
    }

    // MARK: - Inputs

    /// The connection is established (after the TLS handshake, if any): the idle deadline starts.
    mutating func established() -> [Action] {
        armIdleDeadline()
    }

    /// Bytes read from the connection at `now`.
    mutating func received(_ bytes: [UInt8], now: Int64) -> [Action] {
        if relaying { return [.forward(bytes)] }
        if !sawFirstByte, let first = bytes.first {
            sawFirstByte = true
            if first == 0x16 && !isSecure { return [.closeTLSOnPlainPort] }  // a TLS ClientHello on the plain port
        }
        decoder.append(bytes)
        var out: [Action] = []
        var completedLine = false
        while !isClosed {
            let frame: ArraySlice<UInt8>?
            do { frame = try decoder.next() } catch {
                isClosed = true
                return out + [.refuse(WireError(.frameTooLarge, "a line may be at most \(settings.maxFrameBytes) bytes; closing"), re: nil),
                              .close(.local)]
            }
            guard let frame else { break }
            completedLine = true
            accept(frame, now: now, into: &out)
        }
        out += updateLineDeadline(completedLine: completedLine)
        return out
    }

    /// One whole WebSocket text message at `now`: one line, never split again. Raw CR and LF
    /// (only ever JSON whitespace, never inside a valid JSON string) become spaces, so a relay
    /// forwards it as one line; an empty or blank message is skipped, as an empty line is.
    mutating func messageReceived(_ message: [UInt8], now: Int64) -> [Action] {
        var line = message
        for i in line.indices where line[i] == 0x0A || line[i] == 0x0D { line[i] = 0x20 }
        if relaying { return [.forward(line + [0x0A])] }
        guard !isClosed else { return [] }
        if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { return updateLineDeadline(completedLine: false) }
        guard line.count <= settings.maxFrameBytes else {
            isClosed = true
            return [.refuse(WireError(.frameTooLarge, "a line may be at most \(settings.maxFrameBytes) bytes; closing"), re: nil), .close(.local)]
        }
        var out: [Action] = []
        accept(line[...], now: now, into: &out)
        out += updateLineDeadline(completedLine: true)
        return out
    }

    /// The registry or the room answered the request that ran alone; `change` is what it did
    /// to the seat.
    mutating func answered(_ change: SeatChange?, now: Int64) -> [Action] {
        var out: [Action] = []
        if let change { apply(change) }
        inFlight = false
        pump(now: now, into: &out)
        out += armIdleDeadline()  // seated: off; not: from now (the clock stood while it waited)
        return out
    }

    /// The room answered pipelined requests and woke the session (``AtRoomLedger/finished(changedSeat:)``
    /// returned true): the seat may have changed, and the lines waiting behind them go on.
    mutating func woken(_ change: SeatChange?, now: Int64) -> [Action] {
        var out: [Action] = []
        switch change {
        case let .bound(room, player)?: seat = (room, player)
        case .unbound?:
            seat = nil
            out += armIdleDeadline()
        case nil: break
        }
        pump(now: now, into: &out)
        return out
    }

    /// A room removed the seat outside of a request (a kick, a resume elsewhere, the room closed).
    mutating func detached(from room: Room) -> [Action] {
        guard seat?.room === room else { return [] }
        seat = nil
        return armIdleDeadline()
    }

    /// The peer finished sending (`printf '...' | nc -N`): answer what was sent, then close.
    mutating func endOfInput(now: Int64) -> [Action] {
        inputEnded = true  // kept for a relay lost before its owner answered (the next one finishes too)
        if relaying { return [.finishRelayWriting] }
        return pump(now: now)
    }

    /// The server is closing the connection (its room moved to another node): nothing more is
    /// read or answered.
    mutating func stopReading() {
        isClosed = true
    }

    /// The connection closed: nothing waiting is answered, and the seat (if any) is released.
    mutating func connectionClosed() -> [Action] {
        isClosed = true
        backlog.removeAll()
        relaying = false
        guard let seat else { return [] }
        self.seat = nil
        return [.releaseSeat(seat.room, seat.player)]
    }

    private mutating func apply(_ change: SeatChange) {
        switch change {
        case let .bound(room, player): seat = (room, player)
        case .unbound: seat = nil
        }
    }
}
