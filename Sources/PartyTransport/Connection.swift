import Dispatch
import Glibc
import Synchronization

/// One TCP connection, owned by one ``EventLoop`` and run on that loop's serial queue (shared
/// with the loop's other connections).
///
/// Owns its fd, optional security layer (TLS), optional framing (WebSocket) and a bounded write
/// buffer; its loop tells it when the socket is readable or writable (see
/// `Connection+Readiness.swift`). `send` may be called from any queue and follows one rule:
/// it appends to a pending buffer under a lock and, when that buffer was empty, adds the
/// connection to its loop's ``FlushBatch``, which writes it once at the end of the loop's pass.
/// So a burst of frames (a room fanning out several events, replies and events of one request)
/// leaves in one `write` — and for TLS in one record — instead of one syscall per frame.
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
    /// The event loop that owns this connection.
    public let loop: EventLoop
    /// The serial queue that owns this connection: its loop's.
    public var queue: DispatchQueue { loop.queue }
    /// The peer's address, for logs.
    public let peer: String
    /// Whether this connection runs a security layer.
    public var isSecure: Bool { security != nil }

    let fd: Int32
    let maxWriteBufferBytes: Int
    /// When this connection's queued frames are written (see ``WriteCoalescing``).
    let coalescing: WriteCoalescing
    /// The monotonic instant (nanoseconds) of the last coalesced write; nil before the first.
    var lastWriteAt: UInt64?
    let security: StreamSecurity?
    /// Message framing around what `send` queues (WebSocket), installed after an upgrade.
    var framing: StreamFraming?
    private var handler: Handler?
    /// Whether the socket is read (see `Connection+Readiness.swift`).
    var reading = ReadState.notStarted
    /// Whether the loop is asked to say when the socket is writable (a write would block).
    var watchingWrites = false
    /// With Dispatch readiness: the sources on the fd, and how many are not cancelled yet.
    var readSource: DispatchSourceRead?
    var writeSource: DispatchSourceWrite?
    var readSourceSuspended = false
    var liveSources = 0
    /// Guards `pending`, `flushScheduled`, `accepting`, `held`, `fullFlushQueued` and `unsentBytes`.
    let lock = Lock()
    /// Application bytes sent from any queue and not yet taken by the flush.
    var pending: [UInt8] = []
    /// Whether the connection is in its loop's ``FlushBatch`` (it will flush).
    var flushScheduled = false
    /// False once the connection is closing: later sends are dropped.
    var accepting = true
    /// Whether the coalescing window holds this connection's writes (it stays scheduled).
    var held = false
    /// Whether a write of a held connection whose queue filled is already queued.
    var fullFlushQueued = false
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
    /// The drain deadline of a closing connection.
    private var deadline: DispatchSourceTimer?
    /// The armed coarse deadline (see ``setDeadline(after:what:farewell:)``); bumping the
    /// generation disarms it.
    private var deadlineGeneration: UInt64 = 0
    private var deadlineWhat = ""
    private var deadlineFarewell: [UInt8]?
    /// Where sent bytes go instead of the socket (see ``redirectOutput(_:)``).
    private var redirected: RedirectedOutput?

    enum State {
        case open, draining(CloseReason), closed
        var isOpenOrDraining: Bool { if case .closed = self { false } else { true } }
    }

    init(fd: Int32, peer: String, id: UInt64, maxWriteBufferBytes: Int, security: StreamSecurity?, loop: EventLoop,
         coalescing: WriteCoalescing = .off) {
        self.fd = fd
        self.peer = peer
        self.id = id
        self.loop = loop
        self.maxWriteBufferBytes = maxWriteBufferBytes
        self.coalescing = coalescing
        self.security = security
        self.established = security == nil
    }

    /// Starts reading; callbacks begin. Call once.
    public func start(_ handler: Handler) {
        queue.async { self.startOnQueue(handler) }
    }

    /// Queues application bytes for sending. Safe from any queue, and the same from every queue:
    /// bytes leave in the order the calls were made, in the flush at the end of the loop's pass
    /// (see ``FlushBatch``), so several sends before it leave in one write.
    public func send(_ bytes: [UInt8]) {
        if let redirected { return redirected.send(bytes) }
        let next: AfterSend = lock.withLock {
            guard accepting else { return .nothing }
            if pending.count + unsentBytes + bytes.count > maxWriteBufferBytes + Self.burstAllowance(maxWriteBufferBytes) {
                accepting = false
                pending = []
                queue.async { self.closeOnQueue(.writeBufferOverflow, flush: false) }
                return .nothing
            }
            pending.append(contentsOf: bytes)
            if flushScheduled {
                guard held, !fullFlushQueued, coalescing.isFull(pending.count) else { return .nothing }
                fullFlushQueued = true
                return .writeHeld
            }
            flushScheduled = true
            return .schedule
        }
        switch next {
        case .nothing: break
        case .schedule: loop.batch.add(self)
        case .writeHeld: queue.async { self.flushHeld(now: FlushBatch.now()) }
        }
    }

    /// What a send leaves to do once the lock is released.
    private enum AfterSend { case nothing, schedule, writeHeld }

    /// Sends everything from now on to `output` instead of the socket, and tells it when the
    /// connection closes; the socket is still read. On the connection's queue, before anything
    /// that may send from another queue knows the connection (the field is read without a lock).
    public func redirectOutput(_ output: RedirectedOutput) {
        dispatchPrecondition(condition: .onQueue(queue))
        redirected = output
    }

    /// Makes a peer that went silent (a network cut, no FIN) fail this connection within about
    /// `seconds` (at least 2): keepalive probes every second once it is quiet, and unacknowledged
    /// data that old closes it. For links between servers, which must not stall through a cut:
    /// TCP's retransmission backoff would otherwise hold a healed link back for seconds more.
    public func failWhenSilent(seconds: Int) {
        let s = Int32(max(2, seconds))
        Socket.failFast(fd, idleSeconds: 1, intervalSeconds: 1, probes: s - 1, userTimeoutMillis: UInt32(s) * 1000)
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
        guard reading == .active else { return }
        reading = .paused
        updateReadWatch()
    }

    /// Resumes reading after `pauseReading()`.
    public func resumeReading() {
        dispatchPrecondition(condition: .onQueue(queue))
        guard reading == .paused else { return }
        reading = .active
        updateReadWatch()
    }

    /// Bytes queued and not yet written to the socket.
    public var queuedBytes: Int {
        lock.withLock { pending.count + unsentBytes }
    }

    // MARK: - Queue-confined internals

    private func startOnQueue(_ handler: Handler) {
        dispatchPrecondition(condition: .onQueue(queue))
        self.handler = handler
        guard case .open = state else { return }  // closed before it started: the fd is already closed
        reading = .active
        updateReadWatch()
        if let security {
            let out = security.start()
            handle(out)
        }
    }

    /// Most reads per readiness report: a busy peer's leftover waits for the loop's next tick,
    /// after every other ready connection of the loop had its go.
    static let readsPerWakeUp = 4

    /// The socket is readable (or failed): reads what it holds, a bounded amount. On the queue.
    func readable() {
        dispatchPrecondition(condition: .onQueue(queue))
        withUnsafeTemporaryAllocation(byteCount: 65536, alignment: 16) { chunk in readAvailable(into: chunk) }
    }

    private func readAvailable(into chunk: UnsafeMutableRawBufferPointer) {
        for _ in 0..<Self.readsPerWakeUp {
            guard case .open = state, reading == .active else { return }
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
        guard reading != .stopped else { return }
        reading = .stopped
        updateReadWatch()
    }

    func finish(_ reason: CloseReason) {
        if case .closed = state { return }
        state = .closed
        deadline?.cancel()
        deadline = nil
        deadlineGeneration += 1
        DeadlineSweeper.shared.cancel(self)
        reading = .stopped
        watchingWrites = false
        releaseSocket()
        outbox = []
        outboxStart = 0
        pendingPlaintext = []
        drainWaiter = nil
        lock.withLock {
            accepting = false
            pending = []
            unsentBytes = 0
        }
        redirected?.closed()
        let handler = self.handler
        self.handler = nil
        handler?.onClose(reason)
        framing = nil  // the framing (a WebSocket connection) holds this connection: let both go
    }
}
