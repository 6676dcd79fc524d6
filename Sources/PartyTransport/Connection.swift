import Dispatch
import Glibc

/// One TCP connection driven by Dispatch sources on its own serial queue.
///
/// Owns its fd, read and write sources, optional security layer (TLS) and a bounded write
/// buffer. `send` may be called from any queue; everything else happens on `queue`.
/// A peer that lets its write buffer overflow is closed; no other connection ever waits for it.
///
/// `@unchecked Sendable`: all mutable state is confined to `queue` (checked with
/// `dispatchPrecondition` at the entry points); the only cross-queue entry points
/// (`send`, `close`, `setDeadline`) hop onto `queue` first.
public final class Connection: @unchecked Sendable {
    /// Callbacks, all invoked on the connection's queue.
    ///
    /// `@unchecked Sendable`: the closures are only ever called on the connection's queue.
    public struct Handler: @unchecked Sendable {
        /// Application bytes arrived (already decrypted).
        public var onData: ([UInt8]) -> Void
        /// The connection closed; called exactly once.
        public var onClose: (CloseReason) -> Void
        /// The security handshake completed (TLS); not called for plain connections.
        public var onEstablished: () -> Void
        /// The peer finished sending (half-close) but may still read. When set, the connection
        /// stays open for writing until the application closes it; when nil it closes at once.
        public var onEndOfInput: (() -> Void)?

        /// Creates a handler.
        public init(onData: @escaping ([UInt8]) -> Void, onClose: @escaping (CloseReason) -> Void,
                    onEstablished: @escaping () -> Void = {}, onEndOfInput: (() -> Void)? = nil) {
            self.onData = onData
            self.onClose = onClose
            self.onEstablished = onEstablished
            self.onEndOfInput = onEndOfInput
        }
    }

    /// A process-unique id.
    public let id: UInt64
    /// The serial queue that owns this connection.
    public let queue: DispatchQueue
    /// The peer's address, for logs.
    public let peer: String
    /// Whether this connection runs a security layer.
    public var isSecure: Bool { security != nil }

    private let fd: Int32
    private let maxWriteBufferBytes: Int
    private var security: StreamSecurity?
    private var handler: Handler?
    private var readSource: DispatchSourceRead?
    private var readSuspended = false
    private var writeSource: DispatchSourceWrite?
    private var outbox: [UInt8] = []
    private var outboxStart = 0
    private var established: Bool
    private var pendingPlaintext: [[UInt8]] = []  // sent before a TLS handshake finished
    private var state = State.open
    private var liveSources = 0
    private var deadline: DispatchSourceTimer?
    private var deadlineWhat = ""
    private var deadlineFarewell: [UInt8]?

    private enum State { case open, draining(CloseReason), closed }

    init(fd: Int32, peer: String, id: UInt64, maxWriteBufferBytes: Int, security: StreamSecurity?) {
        self.fd = fd
        self.peer = peer
        self.id = id
        self.queue = DispatchQueue(label: "partyline.conn.\(id)")
        self.maxWriteBufferBytes = maxWriteBufferBytes
        self.security = security
        self.established = security == nil
    }

    /// Starts reading; callbacks begin. Call once.
    public func start(_ handler: Handler) {
        queue.async { self.startOnQueue(handler) }
    }

    /// Queues application bytes for sending. Safe from any queue; order is preserved per caller queue.
    public func send(_ bytes: [UInt8]) {
        queue.async { self.enqueue(bytes) }
    }

    /// Queues bytes now; for code already running on the connection's queue, so that its bytes
    /// keep their order with the queue's other work (a `close` queued next leaves after them).
    public func write(_ bytes: [UInt8]) {
        dispatchPrecondition(condition: .onQueue(queue))
        enqueue(bytes)
    }

    /// Closes after flushing what is queued (bounded by a short deadline).
    public func close(_ reason: CloseReason = .local) {
        queue.async { self.closeOnQueue(reason, flush: true) }
    }

    /// Arms (or with nil, disarms) a deadline; when it passes, `farewell` (if any) is sent and
    /// the connection closes with `.deadline(what)`. Re-arming the same deadline only moves it.
    public func setDeadline(after milliseconds: Int?, what: String, farewell: [UInt8]? = nil) {
        queue.async {
            // A closing connection keeps its drain deadline: nothing may cancel or move it.
            guard case .open = self.state else { return }
            guard let ms = milliseconds else {
                self.deadline?.cancel()
                self.deadline = nil
                return
            }
            self.deadlineFarewell = farewell
            if let timer = self.deadline, self.deadlineWhat == what {
                timer.schedule(deadline: .now() + .milliseconds(ms))
                return
            }
            self.deadline?.cancel()
            let timer = DispatchSource.makeTimerSource(queue: self.queue)
            timer.schedule(deadline: .now() + .milliseconds(ms))
            timer.setEventHandler { [weak self] in
                guard let self else { return }
                if let bytes = self.deadlineFarewell { self.enqueue(bytes) }
                self.closeOnQueue(.deadline(what), flush: true)
            }
            timer.resume()
            self.deadline = timer
            self.deadlineWhat = what
        }
    }

    /// Stops reading from the socket (backpressure) until `resumeReading()`.
    public func pauseReading() {
        dispatchPrecondition(condition: .onQueue(queue))
        guard let source = readSource, !readSuspended else { return }
        source.suspend()
        readSuspended = true
    }

    /// Resumes reading after `pauseReading()`.
    public func resumeReading() {
        dispatchPrecondition(condition: .onQueue(queue))
        guard let source = readSource, readSuspended else { return }
        readSuspended = false
        source.resume()
    }

    /// Bytes queued and not yet written to the socket.
    public var queuedBytes: Int {
        dispatchPrecondition(condition: .onQueue(queue))
        return outbox.count - outboxStart
    }

    // MARK: - Queue-confined internals

    private func startOnQueue(_ handler: Handler) {
        dispatchPrecondition(condition: .onQueue(queue))
        self.handler = handler
        let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: queue)
        source.setEventHandler { [weak self] in self?.readAvailable() }
        source.setCancelHandler { self.sourceCancelled() }  // strong: the fd must be closed even if nobody else holds us
        liveSources += 1
        readSource = source
        source.resume()
        if let security {
            let out = security.start()
            handle(out)
        }
    }

    private func readAvailable() {
        dispatchPrecondition(condition: .onQueue(queue))
        var chunk = [UInt8](repeating: 0, count: 65536)
        for _ in 0..<16 {  // bounded per wake-up so one busy peer cannot starve the queue's others
            guard case .open = state, !readSuspended else { return }
            let result = chunk.withUnsafeMutableBytes { Socket.read(fd, into: $0) }
            switch result {
            case let .bytes(n):
                let bytes = Array(chunk[0..<n])
                if let security { handle(security.receive(bytes)) } else { handler?.onData(bytes) }
            case .wouldBlock: return
            case .eof:
                if let endOfInput = handler?.onEndOfInput, security == nil {
                    stopReading()
                    endOfInput()
                } else {
                    closeOnQueue(.peerClosed, flush: false)
                }
                return
            case let .failed(e): closeOnQueue(.ioError(Socket.errorText(e)), flush: false); return
            }
        }
    }

    private func handle(_ out: SecurityOutput) {
        if !out.outgoing.isEmpty { appendRaw(out.outgoing) }
        if out.established && !established {
            established = true
            deadline?.cancel()
            deadline = nil
            handler?.onEstablished()
            let pending = pendingPlaintext
            pendingPlaintext = []
            for bytes in pending { enqueue(bytes) }
        }
        if !out.plaintext.isEmpty { handler?.onData(out.plaintext) }
        if let failure = out.failure { closeOnQueue(.security(failure.reason), flush: true) }
        else if out.peerClosed { closeOnQueue(.peerClosed, flush: true) }
    }

    private func enqueue(_ bytes: [UInt8]) {
        dispatchPrecondition(condition: .onQueue(queue))
        guard case .open = state else { return }
        guard let security else { appendRaw(bytes); return }
        guard established else { pendingPlaintext.append(bytes); return }
        switch security.seal(bytes) {
        case let .success(sealed): appendRaw(sealed)
        case let .failure(f): closeOnQueue(.security(f.reason), flush: false)
        }
    }

    private func appendRaw(_ bytes: [UInt8]) {
        if case .closed = state { return }
        if queuedBytes + bytes.count > maxWriteBufferBytes {
            closeOnQueue(.writeBufferOverflow, flush: false)
            return
        }
        if outboxStart > 0 && outboxStart == outbox.count {
            outbox.removeAll(keepingCapacity: true)
            outboxStart = 0
        }
        outbox.append(contentsOf: bytes)
        flushOutbox()
    }

    private func flushOutbox() {
        while outboxStart < outbox.count {
            let result = outbox.withUnsafeBytes { raw in
                Socket.write(fd, UnsafeRawBufferPointer(rebasing: raw[outboxStart...]))
            }
            switch result {
            case let .bytes(n): outboxStart += n
            case .wouldBlock: armWriteSource(); return
            case .eof, .failed: closeOnQueue(.ioError("write failed"), flush: false); return
            }
        }
        outbox.removeAll(keepingCapacity: outbox.capacity <= 65536)
        outboxStart = 0
        writeSource?.cancel()
        writeSource = nil
        if case let .draining(reason) = state { finish(reason) }
    }

    private func armWriteSource() {
        guard writeSource == nil else { return }
        let source = DispatchSource.makeWriteSource(fileDescriptor: fd, queue: queue)
        source.setEventHandler { [weak self] in self?.flushOutbox() }
        source.setCancelHandler { self.sourceCancelled() }  // strong: the fd must be closed even if nobody else holds us
        liveSources += 1
        writeSource = source
        source.resume()
    }

    private func closeOnQueue(_ reason: CloseReason, flush: Bool) {
        dispatchPrecondition(condition: .onQueue(queue))
        guard case .open = state else { return }
        if flush, let security, established { appendRaw(security.close()) }
        guard case .open = state else { return }  // appendRaw may have closed on overflow
        if flush && queuedBytes > 0 {
            state = .draining(reason)
            stopReading()
            setDrainDeadline()
        } else {
            finish(reason)
        }
    }

    private func setDrainDeadline() {
        deadline?.cancel()
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + .seconds(2))
        timer.setEventHandler { [weak self] in
            guard let self, case let .draining(reason) = self.state else { return }
            self.finish(reason)
        }
        timer.resume()
        deadline = timer
    }

    private func stopReading() {
        guard let source = readSource else { return }
        if readSuspended { readSuspended = false; source.resume() }
        source.cancel()
        readSource = nil
    }

    private func finish(_ reason: CloseReason) {
        if case .closed = state { return }
        state = .closed
        deadline?.cancel()
        deadline = nil
        stopReading()
        writeSource?.cancel()
        writeSource = nil
        outbox = []
        outboxStart = 0
        pendingPlaintext = []
        if liveSources == 0 { Socket.close(fd) } else { Socket.shutdownWrite(fd) }
        let handler = self.handler
        self.handler = nil
        handler?.onClose(reason)
    }

    private func sourceCancelled() {
        liveSources -= 1
        // The fd may only be closed once every source on it has been cancelled.
        if liveSources == 0, case .closed = state { Socket.close(fd) }
    }
}
