import Dispatch
import PartyTransport
import Synchronization

/// Sends one console command to another node over its relay link port and waits for the reply
/// line (see ``AdminPeer``). Blocking: called on the console's queue only.
enum AdminPeerClient {
    /// Longest a connect to a node may take.
    static let connectTimeoutMillis = 1000

    /// What came back so far, and whether the wait is over.
    private struct Reply {
        var bytes: [UInt8] = []
        var finished = false
    }

    /// The node at `host:port`'s outcome for `command`, or the failure that kept it from answering
    /// within `timeout`.
    static func call(host: String, port: Int, secret: String, command: AdminCommand, timeout: DispatchTimeInterval)
        -> Result<AdminOutcome, AdminFailure> {
        let what = "node \(host):\(port)"
        let connection: Connection
        do {
            connection = try Connection.connect(host: host, port: port, maxWriteBufferBytes: AdminPeer.maxCommandBytes * 2,
                                                timeoutMilliseconds: connectTimeoutMillis)
        } catch {
            return .failure(.unreachable(what))
        }
        let reply = Shared(Reply())
        let done = DispatchSemaphore(value: 0)
        let finish: @Sendable () -> Void = {
            let first = reply.withLock { r in defer { r.finished = true }; return !r.finished }
            if first { done.signal() }
        }
        connection.start(Connection.Handler(
            onData: { bytes in
                let complete = reply.withLock { r -> Bool in
                    r.bytes += bytes
                    return bytes.contains(0x0A) || r.bytes.count > AdminPeer.maxReplyBytes
                }
                if complete { finish() }
            },
            onClose: { _ in finish() }
        ))
        let preamble = AdminOutcome.encode(AdminPeer.Preamble(secret: secret)) + [0x0A]
        connection.send(preamble + AdminPeer.line(command))
        let answered = done.wait(timeout: .now() + timeout) == .success
        connection.close(.local)
        let bytes = reply.withLock { $0.bytes }
        guard answered, let end = bytes.firstIndex(of: 0x0A), let outcome = AdminPeer.outcome(bytes[..<end]) else {
            return .failure(.unreachable(what))
        }
        return .success(outcome)
    }
}
