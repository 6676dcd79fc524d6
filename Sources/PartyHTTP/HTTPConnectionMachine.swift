/// One HTTP connection's protocol, from the first request byte to the WebSocket close, as a
/// pure state machine: bytes and timer ticks in, ``Action``s out. The I/O glue only performs
/// the actions (write, start a session, hand it a message, close), so every rule here is
/// tested without sockets.
///
/// Lifecycle: HTTP requests (keep-alive, pipelined) until a valid upgrade on `/ws`; then
/// WebSocket messages until either side closes. Any refusal answers and closes.
public struct HTTPConnectionMachine: Sendable {
    /// What the I/O layer must do, in order.
    public enum Action: Equatable, Sendable {
        /// Send these bytes.
        case write([UInt8])
        /// The WebSocket handshake succeeded (its 101 is in the write before): start a
        /// session for this connection; its welcome is the first message it sends.
        case upgraded(HTTPRequestHead)
        /// A complete text message arrived: one protocol frame for the session.
        case deliver([UInt8])
        /// Close the connection once everything queued is flushed.
        case close(reason: String)
        /// Arm (true) or cancel (false) the deadline for the next request head; when it
        /// passes, call ``headTimedOut()``.
        case headDeadline(Bool)
        /// More pipelined requests are buffered than one read may answer: stop reading, and
        /// call ``drained(peerUnread:)`` once the connection's write buffer has drained.
        case awaitDrain
        /// The peer has not taken what was answered (it is still in the kernel's send queue):
        /// call ``drained(peerUnread:)`` again a little later.
        case awaitPeer
    }

    /// Where the connection is.
    public enum Phase: Equatable, Sendable {
        /// Reading HTTP requests.
        case http
        /// Upgraded: WebSocket messages flow.
        case webSocket
        /// The server sent its close frame and waits for nothing more.
        case closing
        /// Done: nothing more is read or written.
        case closed
    }

    /// The site answering plain requests (and holding the options).
    public let site: WebSite
    /// Whether the connection arrived over TLS (for links, CSP and the origin check).
    public let secure: Bool
    /// The current phase.
    public internal(set) var phase = Phase.http
    var parser: HTTPHeadParser
    var decoder: WebSocketFrameDecoder
    var echo = false
    var heardSinceTick = false
    var pingOutstanding = false
    /// Waiting for the write buffer to drain before answering more pipelined requests.
    public internal(set) var awaitingDrain = false
    /// Pings, pongs, fragments and empty messages (see ``FrameBudget``).
    var frames: FrameBudget
    /// Fragments of the decoder already charged to `frames`.
    var fragmentsCharged = 0
    /// The time of the latest ``receive(_:at:)``, for the frame budget.
    var now: Int64 = 0

    /// Creates the machine for a new connection.
    public init(site: WebSite, secure: Bool) {
        self.site = site
        self.secure = secure
        parser = HTTPHeadParser(maxHeadBytes: site.options.maxHeadBytes)
        decoder = WebSocketFrameDecoder(maxMessageBytes: site.options.maxMessageBytes)
        frames = FrameBudget(rate: site.options.framesPerSecond, burst: site.options.frameBurst)
    }

    /// Whether text can still be sent to the peer as WebSocket messages.
    public var isWebSocketOpen: Bool { phase == .webSocket }

    /// The actions for a new connection: arm the head deadline.
    public func start() -> [Action] { [.headDeadline(true)] }

    /// The write buffer has drained after ``Action/awaitDrain`` (or time has passed after
    /// ``Action/awaitPeer``), and the kernel still holds `peerUnread` bytes the peer has not
    /// taken: beyond ``HTTPServerOptions/maxPeerUnreadBytes``, `awaitPeer` (a peer that pipelines
    /// and never reads gets no more than its buffers hold); otherwise the next pipelined answers.
    public mutating func drained(peerUnread: Int) -> [Action] {
        guard awaitingDrain else { return [] }
        if phase == .http, peerUnread > site.options.maxPeerUnreadBytes { return [.awaitPeer] }
        return resume()
    }

    /// Answers the next pipelined requests after ``Action/awaitDrain``, whatever the peer holds.
    public mutating func resume() -> [Action] {
        guard awaitingDrain else { return [] }
        awaitingDrain = false
        return phase == .http ? readRequests() : []
    }

    /// Whether a WebSocket message has begun and not ended (its deadline is the session's
    /// line deadline, `--line-timeout-seconds`).
    public var hasUnfinishedMessage: Bool { phase == .webSocket && decoder.hasUnfinishedMessage }

    /// Feeds bytes read from the connection at `now` (milliseconds on a steady clock, for the
    /// WebSocket frame budget; a test that sends a few frames may leave it at 0).
    public mutating func receive(_ bytes: [UInt8], at now: Int64 = 0) -> [Action] {
        self.now = now
        switch phase {
        case .http:
            parser.append(bytes)
            return awaitingDrain ? [] : readRequests()
        case .webSocket, .closing:
            heardSinceTick = true
            pingOutstanding = false
            decoder.append(bytes)
            return readFrames()
        case .closed:
            return []
        }
    }

    /// Wraps an encoded protocol line (ending with `\n`) in a WebSocket text frame; nil once
    /// the connection is not an open WebSocket (nothing may follow a close frame).
    public func frame(line: [UInt8]) -> [UInt8]? {
        phase == .webSocket ? WebSocketFrameEncoder.textLine(line) : nil
    }
}
