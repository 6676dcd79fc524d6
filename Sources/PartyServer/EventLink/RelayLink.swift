import Dispatch
import Foundation
import PartyTransport

/// The accepting node's end of a relayed member: a plain TCP connection to the owner node's
/// link port, run on the client connection's own queue. Client bytes go to the owner as they
/// came (after a one-line ``RelayOrigin`` preamble); the owner's lines come back and are sent to
/// the client unchanged — whole lines only, so a WebSocket client gets one frame per line. No
/// event is decoded or encoded again on the way.
///
/// Until the owner's first whole line (its answer to the routed `room.join`/`room.resume`) the
/// link is on trial: only the routed line has gone to the owner, the client's later bytes are
/// held back, and a link that dies now does not close the client — the session gets the held
/// bytes back and sends the request again once the room is found (a takeover). After the answer,
/// a link that dies closes the client (it resumes its seat, like any member of a lost node).
///
/// With an event link to the owner (``EventLinks``) the owner's lines come over that shared link
/// instead (``EventRoute`` hands them to the client), and so do the answer and the owner's close
/// of the session; this link then carries the client's bytes only. Whichever of the two links
/// speaks first for the member decides the answer, once (see ``EventRoute``).
///
/// `@unchecked Sendable`: all state is confined to the client connection's queue.
final class RelayLink: @unchecked Sendable {
    /// Longest a link connect may take before the owner counts as unreachable.
    static let connectTimeoutMillis = 1000
    /// Most client bytes held back while the owner has not answered; past it the client's
    /// connection stops being read until the answer.
    static let maxHeldBytes = 64 * 1024

    private enum Phase {
        /// Only the routed request went to the owner; no whole line came back yet.
        case awaitingAnswer
        /// The owner answered: bytes flow both ways.
        case answered
        case closed
    }

    private let link: Connection
    private let client: Connection
    private var phase = Phase.awaitingAnswer
    private var tail: [UInt8] = []
    /// Client bytes that came after the routed request, held until the owner answers.
    private var held: [UInt8] = []
    /// The client finished sending while the owner had not answered yet.
    private var heldEnd = false
    /// Called when the link is lost, or given up, before the owner answered, with the held bytes.
    private var onLost: ([UInt8]) -> Void = { _ in }
    /// The member's route on the event link to the owner, when the owner's lines come that way.
    private var route: EventRoute?
    private var events: EventLinkReceiver?
    /// Longest the client stays open after this link closed under an answered event-link member
    /// without the owner's close record (which normally follows within milliseconds).
    static let ownerCloseWaitMillis = 5000

    private init(link: Connection, client: Connection) {
        self.link = link
        self.client = client
    }

    /// Connects to `host:port` off the client's queue, then calls `completion` on the client's
    /// queue with the link (not yet started) or nil when the owner could not be reached.
    static func connect(host: String, port: Int, for client: Connection, writeBufferBytes: Int,
                        completion: @escaping @Sendable (RelayLink?) -> Void) {
        DispatchQueue.global().async {
            let connection = try? Connection.connect(host: host, port: port, maxWriteBufferBytes: writeBufferBytes,
                                                     loop: client.loop, timeoutMilliseconds: connectTimeoutMillis)
            client.queue.async { completion(connection.map { RelayLink(link: $0, client: client) }) }
        }
    }

    /// Whether the owner has not answered yet (the link may still be given up without harm).
    var isAwaitingAnswer: Bool { phase == .awaitingAnswer }

    /// Starts piping: sends the preamble and `request` (the routed line), holds `pending` (the
    /// client's lines queued behind it and any partial line) until the owner answers, then
    /// relays both ways until either side closes. `onLost` gets the held bytes back when the
    /// link dies (or is abandoned) before the answer. On the client's queue.
    /// `events`: the event link to the owner, when one is up; the owner is asked to send the
    /// member's lines over it.
    func start(origin: RelayOrigin, request: [UInt8], pending: [UInt8], events: EventLinkReceiver?,
               onLost: @escaping ([UInt8]) -> Void) {
        dispatchPrecondition(condition: .onQueue(client.queue))
        self.onLost = onLost
        held = pending
        var origin = origin
        if let events, let route = events.register(client: client, relay: self) {
            self.route = route
            self.events = events
            origin.events = events.id
            origin.vid = route.vid
        }
        link.start(Connection.Handler(
            onData: { [self] bytes in fromOwner(bytes) },
            onClose: { [self] _ in linkClosed() }
        ))
        var first = (try? JSONEncoder().encode(origin)).map { Array($0) } ?? []
        first.append(0x0A)
        link.send(first + request)
    }

    /// Client bytes, forwarded as they came (held while the owner has not answered).
    func forward(_ bytes: [UInt8]) {
        switch phase {
        case .answered: link.send(bytes)
        case .awaitingAnswer:
            held.append(contentsOf: bytes)
            if held.count > Self.maxHeldBytes { client.pauseReading() }
        case .closed: break
        }
    }

    /// The client finished sending: so does the link, and the owner answers and closes.
    func finishWriting() {
        switch phase {
        case .answered: link.finishWriting()
        case .awaitingAnswer: heldEnd = true
        case .closed: break
        }
    }

    /// The client is gone: close the link (the owner keeps the seat for its grace period).
    func close() {
        endRoute()
        guard phase != .closed else { return }
        phase = .closed
        link.close(.local)
    }

    /// Gives up a link whose owner has not answered (the room moved, or the wait is over): the
    /// session gets the held bytes back as if the link had died.
    func abandon() {
        guard phase == .awaitingAnswer else { return }
        // An answer over the event link that is on its way wins: it is handled next.
        if let route, !route.move(from: .awaiting, to: .gone) { return }
        link.close(.local)
        lost()
    }

    /// The owner answered over the event link (its answer is already on its way to the client).
    func answeredByEvents() {
        dispatchPrecondition(condition: .onQueue(client.queue))
        guard phase == .awaitingAnswer else { return }
        answered()
    }

    /// The owner closed the member's session (its close record), or the event link died, after
    /// answering over it: close the client once what came before is written.
    func closedByOwner() {
        dispatchPrecondition(condition: .onQueue(client.queue))
        endRoute()
        guard phase != .closed else { return }
        phase = .closed
        link.close(.local)
        client.close(.local)
    }

    /// The owner closed the member's session, or the event link died, before any answer.
    func lostBeforeAnswer() {
        dispatchPrecondition(condition: .onQueue(client.queue))
        guard phase == .awaitingAnswer else { return }
        link.close(.local)
        lost()
    }

    /// This member's own link closed.
    private func linkClosed() {
        switch phase {
        case .awaitingAnswer:
            guard let route else { return lost() }
            if route.move(from: .awaiting, to: .gone) || route.current == .answeredByLink { return lost() }
            // The event link answered, or ended the route, first: its hop (queued) says what follows.
            if route.current == .answeredByEvents { awaitOwnersClose() }
        case .answered:
            if route?.current == .answeredByEvents { return awaitOwnersClose() }
            phase = .closed
            client.close(.local)  // after what the owner sent has been written
        case .closed: break
        }
    }

    /// The owner's lines come over the event link: its close record follows this link's close
    /// (after the member's last lines); close the client anyway if it never comes.
    private func awaitOwnersClose() {
        client.queue.asyncAfter(deadline: .now() + .milliseconds(Self.ownerCloseWaitMillis)) { [self] in
            guard phase != .closed else { return }
            endRoute()
            phase = .closed
            client.close(.local)
        }
    }

    private func endRoute() {
        guard let route else { return }
        route.end()
        events?.unregister(route)
    }

    private func lost() {
        endRoute()
        phase = .closed
        let rest = held
        held = []
        onLost(rest)
    }

    /// The owner's bytes: every whole line goes to the client as is; a partial line waits. The
    /// first whole line is the owner's answer: the held client bytes follow the request then.
    private func fromOwner(_ bytes: [UInt8]) {
        guard let lastNewline = bytes.lastIndex(of: 0x0A) else {
            tail.append(contentsOf: bytes)
            return
        }
        // The answer came this way. A route that ended first (the event link died before it) is
        // routed again, its hop queued: this answer is dropped.
        if phase == .awaitingAnswer, let route, !route.move(from: .awaiting, to: .answeredByLink) { return }
        if tail.isEmpty {
            client.send(lastNewline == bytes.count - 1 ? bytes : Array(bytes[...lastNewline]))
        } else {
            tail.append(contentsOf: bytes[...lastNewline])
            client.send(tail)
            tail.removeAll(keepingCapacity: true)
        }
        if lastNewline < bytes.count - 1 { tail.append(contentsOf: bytes[(lastNewline + 1)...]) }
        if phase == .awaitingAnswer { answered() }
    }

    private func answered() {
        phase = .answered
        if !held.isEmpty { link.send(held) }
        held = []
        if heldEnd { link.finishWriting() }
        client.resumeReading()
    }
}
