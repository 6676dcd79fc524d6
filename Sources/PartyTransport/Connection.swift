import Dispatch
import Glibc
import Synchronization

/// One TCP connection driven by Dispatch sources on its own serial queue.
///
/// Owns its fd, read and write sources, optional security layer (TLS) and a bounded write
/// buffer. `send` may be called from any queue: it appends to a pending buffer under a lock
/// and, when that buffer was empty, schedules one flush on `queue`. So a burst of frames (a
/// room fanning out several events, replies and events of one request) leaves in one
/// `write` — and for TLS in one record — instead of one block and one syscall per frame.
/// A peer that lets its write buffer overflow is closed; no other connection ever waits for it.
///
/// `@unchecked Sendable`: the pending buffer is guarded by `lock`; all other mutable state is
/// confined to `queue` (checked with `dispatchPrecondition` at the entry points); the other
/// cross-queue entry points (`close`, `setDeadline`) hop onto `queue` first.
public final class Connection: @unchecked Sendable {
    /// Bytes written to sockets by every connection of the process (for metrics).
    public static var totalBytesWritten: Int { bytesWritten.load(ordering: .relaxed) }
    static let bytesWritten = Atomic<Int>(0)

    /// A process-unique id.
    public let id: UInt64
    /// The serial queue that owns this connection.
    public let queue: DispatchQueue
    /// The peer's address, for logs.
    public let peer: String
    /// Whether this connection runs a security layer.
    public var isSecure: Bool { security != nil }

    let fd: Int32
    let maxWriteBufferBytes: Int
    let security: StreamSecurity?
    /// Message framing around what `send` queues (WebSocket), installed after an upgrade.
    var framing: StreamFraming?
    private var handler: Handler?
    private var readSource: DispatchSourceRead?
    private var readSuspended = false
    var writeSource: DispatchSourceWrite?
    /// Guards `pending`, `flushScheduled`, `inBatch`, `framed`, `accepting` and `unsentBytes` (and, for
    /// plain connections, writes made from a ``FlushBatch``).
    let lock = Lock()
    /// Application bytes sent from any queue and not yet taken by the queue's flush.
    var pending: [UInt8] = []
    var flushScheduled = false
    /// Registered with the ``FlushBatch`` of the thread that sent last; it will flush.
    var inBatch = false
    /// Whether a framing is installed: its bytes must go through the queue's flush.
    var framed = false
    /// False once the connection is closing: later sends are dropped.
    var accepting = true
    /// Bytes taken from `pending` and not yet written (mirrors the queue's outbox for the cap).
    var unsentBytes = 0
    /// The queue side's spare buffer, swapped with `pending` on each flush (no allocation).
    var spare: [UInt8] = []
    var outbox: [UInt8] = []
    var outboxStart = 0
    var established: Bool
    var pendingPlaintext: [[UInt8]] = []  // sent before a TLS handshake finished
    var state = State.open
    /// Set by ``finishWriting()``: shut the write side once the outbox is empty.
    var halfCloseWhenFlushed = false
    /// Runs once everything queued has been written (see ``whenDrained(_:)``).
    var drainWaiter: (() -> Void)?
    var liveSources = 0
    /// The drain deadline of a closing connection.
    private var deadline: DispatchSourceTimer?
    /// The armed coarse deadline (see ``setDeadline(after:what:farewell:)``); bumping the
    /// generation disarms it.
    private var deadlineGeneration: UInt64 = 0
    private var deadlineWhat = ""
    private var deadlineFarewell: [UInt8]?

    enum State {
        case open, draining(CloseReason), closed
        var isOpenOrDraining: Bool { if case .closed = self { false } else { true } }
    }

    init(fd: Int32, peer: String, id: UInt64, maxWriteBufferBytes: Int, security: StreamSecurity?, queue: DispatchQueue? = nil) {
        self.fd = fd
        self.peer = peer
        self.id = id
        self.queue = queue ?? DispatchQueue(label: "partyline.conn.\(id)")
        self.maxWriteBufferBytes = maxWriteBufferBytes
        self.security = security
        self.established = security == nil
    }

    /// Starts reading; callbacks begin. Call once.
    public func start(_ handler: Handler) {
        queue.async { self.startOnQueue(handler) }
    }

    /// Queues application bytes for sending. Safe from any queue; bytes leave in the order the
    /// calls were made. Several sends before the queue gets to flush leave in one write.
    public func send(_ bytes: [UInt8]) {
        let schedule: Bool = lock.withLock {
            guard accepting else { return false }
            if pending.count + unsentBytes + bytes.count > maxWriteBufferBytes + Self.burstAllowance(maxWriteBufferBytes) {
                accepting = false
                pending = []
                queue.async { self.closeOnQueue(.writeBufferOverflow, flush: false) }
                return false
            }
            pending.append(contentsOf: bytes)
            if flushScheduled || inBatch { return false }
            if let batch = FlushBatch.current {
                inBatch = true
                batch.add(self)
                return false
            }
            flushScheduled = true
            return true
        }
        if schedule { queue.async { self.flushPending() } }
    }

    /// Queues bytes; for code already running on the connection's queue. They keep their order
    /// with the queue's other work: a `close` queued next leaves after them.
    public func write(_ bytes: [UInt8]) {
        dispatchPrecondition(condition: .onQueue(queue))
        send(bytes)
    }

    /// Frames everything sent from now on with `framing` (what was sent before leaves as is).
    public func setFraming(_ framing: StreamFraming) {
        dispatchPrecondition(condition: .onQueue(queue))
        flushPending()
        self.framing = framing
        lock.withLock { framed = true }
    }

    /// Sends bytes past the framing (WebSocket control frames), after everything sent before.
    public func sendUnframed(_ bytes: [UInt8]) {
        dispatchPrecondition(condition: .onQueue(queue))
        flushPending()
        guard case .open = state, !bytes.isEmpty else { return }
        lock.withLock { unsentBytes += bytes.count }
        if security == nil { appendRaw(bytes) } else if established { seal(bytes) } else { pendingPlaintext.append(bytes) }
    }

    /// Closes after flushing what is queued (bounded by a short deadline).
    public func close(_ reason: CloseReason = .local) {
        queue.async { self.closeOnQueue(reason, flush: true) }
    }

    /// Arms (or with nil, disarms) a deadline; when it passes, `farewell` (if any) is sent and
    /// the connection closes with `.deadline(what)`. Arming again replaces the deadline.
    /// Deadlines are coarse (see ``DeadlineSweeper``): they fire up to a tenth of a second late.
    public func setDeadline(after milliseconds: Int?, what: String, farewell: [UInt8]? = nil) {
        queue.async {
            // A closing connection keeps its drain deadline: nothing may cancel or move it.
            guard case .open = self.state else { return }
            self.deadlineGeneration += 1
            guard let ms = milliseconds else {
                DeadlineSweeper.shared.cancel(self)
                return
            }
            self.deadlineWhat = what
            self.deadlineFarewell = farewell
            DeadlineSweeper.shared.schedule(self, due: .now() + .milliseconds(ms), generation: self.deadlineGeneration)
        }
    }

    /// Called by the sweeper: closes the connection if deadline `generation` is still the one armed.
    func deadlinePassed(generation: UInt64) {
        queue.async {
            guard case .open = self.state, generation == self.deadlineGeneration else { return }
            if let bytes = self.deadlineFarewell { self.send(bytes) }
            self.closeOnQueue(.deadline(self.deadlineWhat), flush: true)
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
        lock.withLock { pending.count + unsentBytes }
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
        withUnsafeTemporaryAllocation(byteCount: 65536, alignment: 16) { chunk in readAvailable(into: chunk) }
        // Answers to what was just read leave now, in one write, rather than in a later block.
        if lock.withLock({ flushScheduled }) { flushPending() }
    }

    private func readAvailable(into chunk: UnsafeMutableRawBufferPointer) {
        for _ in 0..<16 {  // bounded per wake-up so one busy peer cannot starve the queue's others
            guard case .open = state, !readSuspended else { return }
            switch Socket.read(fd, into: chunk) {
            case let .bytes(n):
                let bytes = Array(UnsafeRawBufferPointer(rebasing: chunk[0..<n]))
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

    func handle(_ out: SecurityOutput) {
        if !out.outgoing.isEmpty { appendRaw(out.outgoing, counted: false) }
        if out.established && !established {
            established = true
            deadlineGeneration += 1
            DeadlineSweeper.shared.cancel(self)
            handler?.onEstablished()
            let waiting = pendingPlaintext
            pendingPlaintext = []
            for bytes in waiting { seal(bytes) }
        }
        if !out.plaintext.isEmpty { handler?.onData(out.plaintext) }
        if let failure = out.failure { closeOnQueue(.security(failure.reason), flush: true) }
        else if out.peerClosed { closeOnQueue(.peerClosed, flush: true) }
    }

    func closeOnQueue(_ reason: CloseReason, flush: Bool) {
        dispatchPrecondition(condition: .onQueue(queue))
        guard case .open = state else { return }
        if flush { flushPending() }  // what was sent before the close leaves before close_notify
        if flush, let framing { sendUnframed(framing.close(reason)) }
        guard case .open = state else { return }
        lock.withLock { accepting = false }
        if flush, let security, established { appendRaw(security.close(), counted: false) }
        guard case .open = state else { return }  // appendRaw may have closed on overflow
        if flush && outbox.count > outboxStart {  // plaintext a failed handshake never sealed is dropped
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

    func finish(_ reason: CloseReason) {
        if case .closed = state { return }
        state = .closed
        deadline?.cancel()
        deadline = nil
        deadlineGeneration += 1
        DeadlineSweeper.shared.cancel(self)
        stopReading()
        writeSource?.cancel()
        writeSource = nil
        outbox = []
        outboxStart = 0
        pendingPlaintext = []
        drainWaiter = nil
        lock.withLock {
            accepting = false
            pending = []
            unsentBytes = 0
        }
        if liveSources == 0 { Socket.close(fd) } else { Socket.shutdownWrite(fd) }
        let handler = self.handler
        self.handler = nil
        handler?.onClose(reason)
        framing = nil  // the framing (a WebSocket connection) holds this connection: let both go
    }

    func sourceCancelled() {
        liveSources -= 1
        // The fd may only be closed once every source on it has been cancelled.
        if liveSources == 0, case .closed = state { Socket.close(fd) }
    }
}
