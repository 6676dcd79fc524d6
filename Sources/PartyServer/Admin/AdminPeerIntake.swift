import Dispatch
import PartyTransport

/// The receiving node's end of a console link (see ``AdminPeer``): reads the command line that
/// follows the checked preamble, carries it out on this node's own rooms, writes the reply line
/// (in pieces, each once the last has left: a long room list never overflows the link's write
/// buffer) and closes.
///
/// `@unchecked Sendable`: all state is confined to the connection's queue.
final class AdminPeerIntake: @unchecked Sendable {
    private let connection: Connection
    private let context: ServerContext
    private var buffer: [UInt8]
    private var started = false

    /// Bytes written before waiting for the link to drain.
    static let chunkBytes = 256 * 1024

    init(connection: Connection, context: ServerContext, rest: [UInt8]) {
        self.connection = connection
        self.context = context
        self.buffer = rest
    }

    /// Starts with the bytes that came after the preamble. On the connection's queue.
    func start() {
        dispatchPrecondition(condition: .onQueue(connection.queue))
        connection.setDeadline(after: 10_000, what: "console command")
        received([])
    }

    /// More bytes of the command line.
    func received(_ bytes: [UInt8]) {
        guard !started else { return }
        buffer += bytes
        guard let end = buffer.firstIndex(of: 0x0A) else {
            if buffer.count > AdminPeer.maxCommandBytes { connection.close(.security("console command too long")) }
            return
        }
        started = true
        guard let command = AdminPeer.command(buffer[..<end]) else {
            return send(AdminPeer.reply(.failure(AdminFailure(.badRequest, "bad_request", "not a console command"))))
        }
        connection.setDeadline(after: nil, what: "console command")
        let peer = connection.peer
        AdminService(context: context).run(command, localOnly: true, from: "node link \(peer)") { [self] outcome in
            connection.queue.async { [self] in send(AdminPeer.reply(outcome)) }
        }
    }

    /// Writes `bytes` a piece at a time, then closes.
    private func send(_ bytes: [UInt8]) {
        dispatchPrecondition(condition: .onQueue(connection.queue))
        let piece = Array(bytes.prefix(Self.chunkBytes))
        let rest = Array(bytes.dropFirst(Self.chunkBytes))
        connection.write(piece)
        guard !rest.isEmpty else { return connection.close(.local) }
        connection.whenDrained { [self] in send(rest) }
    }
}
