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
    func start(origin: RelayOrigin, request: [UInt8], pending: [UInt8], onLost: @escaping ([UInt8]) -> Void) {
        dispatchPrecondition(condition: .onQueue(client.queue))
        self.onLost = onLost
        held = pending
        link.start(Connection.Handler(
            onData: { [self] bytes in fromOwner(bytes) },
            onClose: { [self] _ in
                switch phase {
                case .awaitingAnswer: lost()
                case .answered:
                    phase = .closed
                    client.close(.local)  // after what the owner sent has been written
                case .closed: break
                }
            }
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
        guard phase != .closed else { return }
        phase = .closed
        link.close(.local)
    }

    /// Gives up a link whose owner has not answered (the room moved, or the wait is over): the
    /// session gets the held bytes back as if the link had died.
    func abandon() {
        guard phase == .awaitingAnswer else { return }
        link.close(.local)
        lost()
    }

    private func lost() {
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
