import Dispatch
import Glibc
import Synchronization

/// Accepts TCP connections on one port with a Dispatch read source and hands each one,
/// wrapped in a ``Connection`` with its own serial queue, to `onAccept`.
///
/// `@unchecked Sendable`: the fd and source are touched only on `queue` after `start`.
public final class Listener: @unchecked Sendable {
    /// Options for accepted connections.
    public struct Options: Sendable {
        /// Per-connection write buffer limit in bytes.
        public var maxWriteBufferBytes: Int
        /// Makes the security layer for each new connection (TLS); nil options mean plain TCP.
        /// When the factory returns nil the connection is refused.
        public var makeSecurity: (@Sendable () -> StreamSecurity?)?
        /// The loops the listener and its connections run on.
        public var loops: EventLoops

        /// Creates options.
        public init(maxWriteBufferBytes: Int = 1 << 20, makeSecurity: (@Sendable () -> StreamSecurity?)? = nil,
                    loops: EventLoops = .shared) {
            self.maxWriteBufferBytes = maxWriteBufferBytes
            self.makeSecurity = makeSecurity
            self.loops = loops
        }
    }

    /// The port actually bound (useful with port 0).
    public let port: Int
    private let fd: Int32
    private let queue: DispatchQueue
    private let options: Options
    private var source: DispatchSourceRead?
    private var started = false
    private static let nextID = Atomic<UInt64>(0)

    /// Binds and listens. Call ``start(onAccept:)`` to begin accepting.
    public init(host: String, port: Int, options: Options) throws {
        Socket.ignoreSIGPIPE()
        let bound = try Socket.listen(host: host, port: port)
        self.fd = bound.fd
        self.port = bound.port
        self.options = options
        self.queue = options.loops.makeQueue(label: "partyline.listener.\(bound.port)")
    }

    /// Starts accepting. `onAccept` runs on the listener's queue; the connection is not started yet.
    public func start(onAccept: @escaping @Sendable (Connection) -> Void) {
        started = true
        queue.async {
            let source = DispatchSource.makeReadSource(fileDescriptor: self.fd, queue: self.queue)
            source.setEventHandler { [weak self] in self?.acceptPending(onAccept) }
            source.setCancelHandler { [fd = self.fd] in Socket.close(fd) }
            self.source = source
            source.resume()
        }
    }

    deinit {
        // A listener that was bound but never started still owns its socket.
        if !started { Socket.close(fd) }
    }

    /// Stops accepting and closes the listening socket. Existing connections are unaffected.
    public func stop() {
        queue.sync {
            source?.cancel()
            source = nil
        }
    }

    private func acceptPending(_ onAccept: @Sendable (Connection) -> Void) {
        dispatchPrecondition(condition: .onQueue(queue))
        for _ in 0..<256 {
            let accepted: (fd: Int32, peer: String)?
            do { accepted = try Socket.accept(fd) } catch { return }  // EMFILE and friends: try again on the next wake-up
            guard let accepted else { return }
            let id = Self.nextID.add(1, ordering: .relaxed).newValue
            var security: StreamSecurity?
            if let make = options.makeSecurity {
                // A secure port never falls back to plain text: no layer, no connection.
                guard let layer = make() else { Socket.close(accepted.fd); continue }
                security = layer
            }
            let connection = Connection(fd: accepted.fd, peer: accepted.peer, id: id,
                                        maxWriteBufferBytes: options.maxWriteBufferBytes,
                                        security: security,
                                        queue: options.loops.makeQueue(label: "partyline.conn.\(id)"))
            onAccept(connection)
        }
    }
}

extension Connection {
    /// Opens a client connection to `host:port` (blocking connect), optionally with a security layer.
    public static func connect(host: String, port: Int, maxWriteBufferBytes: Int = 1 << 20, security: StreamSecurity? = nil) throws -> Connection {
        Socket.ignoreSIGPIPE()
        let fd = try Socket.connect(host: host, port: port)
        return Connection(fd: fd, peer: "\(host):\(port)", id: 0, maxWriteBufferBytes: maxWriteBufferBytes, security: security)
    }
}
