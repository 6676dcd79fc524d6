import Dispatch
import Glibc
import Synchronization

/// Accepts TCP connections on one port with a Dispatch read source and hands each one,
/// wrapped in a ``Connection`` on the next event loop (round robin), to `onAccept`.
///
/// `@unchecked Sendable`: the fd and source are touched only on `queue` after `start`.
public final class Listener: @unchecked Sendable {
    /// Options for accepted connections.
    public struct Options: Sendable {
        /// Per-connection write buffer limit in bytes.
        public var maxWriteBufferBytes: Int
        /// When accepted connections' queued frames are written (default: at once).
        public var writeCoalescing = WriteCoalescing.off
        /// Makes the security layer for each new connection (TLS); nil options mean plain TCP.
        /// When the factory returns nil the connection is refused.
        public var makeSecurity: (@Sendable () -> StreamSecurity?)?
        /// The loops the listener and its connections run on.
        public var loops: EventLoops
        /// Sent (best effort) to a client accepted while the process is out of file
        /// descriptors, just before it is closed (e.g. a `server_full` error frame).
        public var overloadFarewell: [UInt8] = []
        /// Told when accepting fails for lack of file descriptors (for a warning in the log).
        public var onOverload: (@Sendable (String) -> Void)?

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
    /// A descriptor held in reserve: when accept fails with EMFILE it is released so that one
    /// waiting client can be accepted, told the server is full, and closed.
    private var reserveFD: Int32 = -1
    private var backingOff = false
    /// Ticks every ``overloadPause`` from the start, while descriptors are free: a timer first
    /// armed when the process is out of descriptors may never fire.
    private var backoffTimer: DispatchSourceTimer?
    /// How long accepting pauses (at most) after running out of file descriptors.
    static let overloadPause = DispatchTimeInterval.milliseconds(250)
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
            self.reserveFD = Socket.openReserve()
            let timer = DispatchSource.makeTimerSource(queue: self.queue)
            timer.schedule(deadline: .now() + Self.overloadPause, repeating: Self.overloadPause)
            timer.setEventHandler { [weak self] in
                guard let self, self.backingOff else { return }
                self.backingOff = false
                self.source?.resume()
            }
            timer.resume()
            self.backoffTimer = timer
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
            if backingOff { source?.resume(); backingOff = false }
            source?.cancel()
            source = nil
            if reserveFD >= 0 { Socket.close(reserveFD); reserveFD = -1 }
            backoffTimer?.cancel()
            backoffTimer = nil
        }
    }

    /// Out of file descriptors: turns one waiting client away politely, with the reserve
    /// descriptor, and returns true. Without a reserve (it could not be reopened), pauses
    /// accepting for ``overloadPause`` instead of spinning on a readable socket, and returns false.
    private func turnAwayOne(_ error: Socket.Failure) -> Bool {
        options.onOverload?("\(error)")
        if reserveFD >= 0 {
            Socket.close(reserveFD)
            reserveFD = -1
            let client = try? Socket.accept(fd)
            if let client {
                if !options.overloadFarewell.isEmpty {
                    _ = options.overloadFarewell.withUnsafeBytes { Socket.write(client.fd, $0) }
                }
                Socket.close(client.fd)
            }
            reserveFD = Socket.openReserve()
            if client != nil, reserveFD >= 0 { return true }
        }
        guard let source, !backingOff else { return false }
        backingOff = true
        source.suspend()
        return false
    }

    private func acceptPending(_ onAccept: @Sendable (Connection) -> Void) {
        dispatchPrecondition(condition: .onQueue(queue))
        for _ in 0..<256 {
            let accepted: (fd: Int32, peer: String)?
            do { accepted = try Socket.accept(fd) } catch {
                guard error.errno == EMFILE || error.errno == ENFILE, turnAwayOne(error) else { return }
                continue
            }
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
                                        loop: options.loops.nextLoop(),
                                        coalescing: options.writeCoalescing)
            onAccept(connection)
        }
    }
}

extension Connection {
    /// Opens a client connection to `host:port` (blocking connect, at most `timeoutMilliseconds`
    /// per address when given), optionally with a security layer, on `loop` (default: the next
    /// of the shared loops).
    public static func connect(host: String, port: Int, maxWriteBufferBytes: Int = 1 << 20, security: StreamSecurity? = nil,
                               loop: EventLoop? = nil, timeoutMilliseconds: Int? = nil) throws -> Connection {
        Socket.ignoreSIGPIPE()
        let fd = try Socket.connect(host: host, port: port, timeoutMilliseconds: timeoutMilliseconds)
        return Connection(fd: fd, peer: "\(host):\(port)", id: 0, maxWriteBufferBytes: maxWriteBufferBytes, security: security,
                          loop: loop ?? EventLoops.shared.nextLoop())
    }
}
