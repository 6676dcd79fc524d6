import PartyTransport

/// Bytes for one connection gathered over a run of actions and sent as one write: the answers
/// to one read of pipelined requests go to the kernel together, not one system call each.
/// On the connection's queue.
struct WriteBatch {
    private let connection: Connection
    private var bytes: [UInt8] = []

    init(_ connection: Connection) { self.connection = connection }

    /// Adds bytes after those gathered so far.
    mutating func append(_ more: [UInt8]) {
        if bytes.isEmpty { bytes = more } else { bytes += more }
    }

    /// Sends what was gathered (unframed: HTTP answers and handshakes), if anything.
    mutating func send() {
        guard !bytes.isEmpty else { return }
        connection.sendUnframed(bytes)
        bytes = []
    }
}
