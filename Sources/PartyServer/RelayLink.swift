import Dispatch
import Foundation
import PartyTransport

/// The accepting node's end of a relayed member: a plain TCP connection to the owner node's
/// link port, run on the client connection's own queue. Client bytes go to the owner as they
/// came (after a one-line ``RelayOrigin`` preamble); the owner's lines come back and are sent to
/// the client unchanged — whole lines only, so a WebSocket client gets one frame per line. No
/// event is decoded or encoded again on the way.
///
/// `@unchecked Sendable`: all state is confined to the client connection's queue.
final class RelayLink: @unchecked Sendable {
    /// Longest a link connect may take before the owner counts as unreachable.
    static let connectTimeoutMillis = 1000

    private let link: Connection
    private let client: Connection
    private var tail: [UInt8] = []
    private var open = true

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
                                                     queue: client.queue, timeoutMilliseconds: connectTimeoutMillis)
            client.queue.async { completion(connection.map { RelayLink(link: $0, client: client) }) }
        }
    }

    /// Starts piping: sends the preamble and `pending` (the client's lines not yet answered, and
    /// any partial line), then relays both ways until either side closes. On the client's queue.
    func start(origin: RelayOrigin, pending: [UInt8], onClosed: @escaping () -> Void) {
        dispatchPrecondition(condition: .onQueue(client.queue))
        link.start(Connection.Handler(
            onData: { [self] bytes in fromOwner(bytes) },
            onClose: { [self] _ in
                open = false
                client.close(.local)  // after what the owner sent has been written
                onClosed()
            }
        ))
        var first = (try? JSONEncoder().encode(origin)).map { Array($0) } ?? []
        first.append(0x0A)
        link.send(first + pending)
    }

    /// Client bytes, forwarded as they came.
    func forward(_ bytes: [UInt8]) {
        guard open else { return }
        link.send(bytes)
    }

    /// The client finished sending: so does the link, and the owner answers and closes.
    func finishWriting() {
        link.finishWriting()
    }

    /// The client is gone: close the link (the owner keeps the seat for its grace period).
    func close() {
        guard open else { return }
        open = false
        link.close(.local)
    }

    /// The owner's bytes: every whole line goes to the client as is; a partial line waits.
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
    }
}
