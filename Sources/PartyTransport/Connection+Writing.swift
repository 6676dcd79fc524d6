import Dispatch
import Glibc

/// The write side of ``Connection``: the flush its loop's ``FlushBatch`` runs, TLS sealing,
/// the outbox, and watching for writability while a write would block.
extension Connection {
    /// How far a burst sent between two flushes may run past the write-buffer limit before the
    /// flush has had its chance to hand it to the kernel. What the peer has not taken after a
    /// flush is held to the limit itself (see ``flushOutbox()``).
    static func burstAllowance(_ limit: Int) -> Int { max(limit, 256 * 1024) }

    /// What the loop's flush does with this connection: writes what was sent, or holds it
    /// until the coalescing window ends (``WriteCoalescing``; the batch keeps it). On the queue.
    func flushDue(now: UInt64) {
        guard coalescing.isOn else { flushPending(); return }
        let queued = lock.withLock { pending.count }
        let closing = if case .open = state { false } else { true }
        switch coalescing.decide(now: now, lastWrite: lastWriteAt, queuedBytes: queued, closing: closing) {
        case .writeNow:
            lastWriteAt = now
            flushPending()
        case let .holdUntil(deadline):
            lock.withLock { held = true }
            loop.batch.hold(self, until: deadline)
        }
    }

    /// Writes what a held connection has queued: its window ended, or its queue filled. A
    /// connection written meanwhile (or twice woken) has nothing held and writes nothing here.
    /// On the queue.
    func flushHeld(now: UInt64) {
        let wasHeld = lock.withLock {
            defer { held = false; fullFlushQueued = false }
            return held
        }
        guard wasHeld else { return }
        lastWriteAt = now
        flushPending()
    }

    /// Takes everything sent so far and writes it (framed, then sealed, first). On the queue.
    func flushPending() {
        dispatchPrecondition(condition: .onQueue(queue))
        lock.withLock {
            swap(&pending, &spare)
            flushScheduled = false
            unsentBytes += spare.count
        }
        defer { spare.removeAll(keepingCapacity: Self.keepsCapacity(spare.capacity)) }
        guard !spare.isEmpty, state.isOpenOrDraining else { return }
        if let framing {
            let framed = framing.frame(spare)
            lock.withLock { unsentBytes += framed.count - spare.count }
            spare = framed
        }
        guard security != nil else { writeDirectly(spare); return }
        guard established else { pendingPlaintext.append(spare); return }
        seal(spare)
    }

    /// Whether a drained buffer keeps its storage: a busy connection's mid-sized buffer does
    /// (no allocation per flush); an idle connection's few hundred bytes and a burst's
    /// megabytes do not.
    static func keepsCapacity(_ capacity: Int) -> Bool { capacity >= 4096 && capacity <= 65536 }

    /// Writes counted plaintext straight from `bytes` when nothing is waiting before it;
    /// only what the socket does not take is copied to the outbox.
    func writeDirectly(_ bytes: [UInt8]) {
        guard outboxStart == outbox.count else { appendRaw(bytes); return }
        var offset = 0
        while offset < bytes.count {
            let result = bytes.withUnsafeBytes { raw in Socket.write(fd, UnsafeRawBufferPointer(rebasing: raw[offset...])) }
            switch result {
            case let .bytes(n):
                offset += n
                Self.bytesWritten.add(n, ordering: .relaxed)
            case .wouldBlock:
                lock.withLock { unsentBytes -= offset }
                appendRaw(Array(bytes[offset...]))
                return
            case .eof, .failed: closeOnQueue(.ioError("write failed"), flush: false); return
            }
        }
        lock.withLock { unsentBytes -= offset }
        if case let .draining(reason) = state { finish(reason) }
        notifyIfDrained()
    }

    /// Seals plaintext that `unsentBytes` already counts and appends the record(s).
    func seal(_ plaintext: [UInt8]) {
        guard let security else { return }
        switch security.seal(plaintext) {
        case let .success(sealed):
            lock.withLock { unsentBytes += sealed.count - plaintext.count }
            appendRaw(sealed, counted: true)
        case let .failure(f): closeOnQueue(.security(f.reason), flush: false)
        }
    }

    /// Appends bytes for the socket and writes what the socket takes. `counted` bytes are
    /// already in `unsentBytes` (they came through `send`); handshake bytes are not.
    func appendRaw(_ bytes: [UInt8], counted: Bool = true) {
        if case .closed = state { return }
        if !counted { lock.withLock { unsentBytes += bytes.count } }
        if outboxStart > 0 && outboxStart == outbox.count {
            outbox.removeAll(keepingCapacity: true)
            outboxStart = 0
        }
        outbox.append(contentsOf: bytes)
        flushOutbox()
    }

    func flushOutbox() {
        defer { notifyIfDrained() }  // declared first, so it runs after the count below is settled
        let before = outbox.count - outboxStart
        defer {
            let written = before - (outbox.count - outboxStart)
            if written > 0, state.isOpenOrDraining { lock.withLock { unsentBytes -= written } }
        }
        while outboxStart < outbox.count {
            let result = outbox.withUnsafeBytes { raw in
                Socket.write(fd, UnsafeRawBufferPointer(rebasing: raw[outboxStart...]))
            }
            switch result {
            case let .bytes(n):
                outboxStart += n
                Self.bytesWritten.add(n, ordering: .relaxed)
            case .wouldBlock:
                // A reader this far behind is cut off; others never wait for it.
                if outbox.count - outboxStart > maxWriteBufferBytes {
                    closeOnQueue(.writeBufferOverflow, flush: false)
                    return
                }
                watchWrites(true)
                return
            case .eof, .failed: closeOnQueue(.ioError("write failed"), flush: false); return
            }
        }
        outbox.removeAll(keepingCapacity: Self.keepsCapacity(outbox.capacity))
        outboxStart = 0
        watchWrites(false)
        if case let .draining(reason) = state { finish(reason) }
        if halfCloseWhenFlushed, case .open = state {
            halfCloseWhenFlushed = false
            Socket.shutdownWrite(fd)
        }
    }

    /// Runs `body` on the connection's queue once everything queued so far has been written
    /// to the socket (when nothing is waiting, in a later turn of the loop's ``LoopBacklog``,
    /// behind the loop's other work): a reader that stops
    /// reading keeps it waiting, and a writer that waits on it keeps its memory to what the
    /// kernel holds. Replaces an earlier waiter; dropped when the connection closes.
    public func whenDrained(_ body: @escaping () -> Void) {
        dispatchPrecondition(condition: .onQueue(queue))
        guard case .open = state else { return }
        drainWaiter = body
        if outbox.count == outboxStart, queuedBytes == 0 {
            // Behind the loop's other work, a few connections per turn (``LoopBacklog``): a flood
            // of pipelining connections the kernel keeps up with must not queue a turn each.
            loop.backlog.add { self.notifyIfDrained() }
        }
    }

    /// Bytes this side has written to the socket that the peer's kernel has not taken yet (the
    /// send queue, `SIOCOUTQ`): a peer that stopped reading leaves them there once its receive
    /// buffer is full, so a writer can tell "written" from "taken". 0 once closed. On the queue.
    public var unacknowledgedBytes: Int {
        dispatchPrecondition(condition: .onQueue(queue))
        guard case .open = state else { return 0 }
        return Socket.unacknowledgedBytes(fd)
    }

    /// Runs the drain waiter once nothing is left to write.
    func notifyIfDrained() {
        guard drainWaiter != nil, case .open = state, outbox.count == outboxStart, queuedBytes == 0 else { return }
        let waiter = drainWaiter
        drainWaiter = nil
        waiter?()
    }

    /// Half-closes a plain connection: once everything sent so far is written, the peer reads
    /// end of input (as `nc -N` does); reading goes on until the peer closes. Safe from any queue.
    public func finishWriting() {
        queue.async { [self] in
            guard security == nil, framing == nil, case .open = state else { return }
            flushPending()
            halfCloseWhenFlushed = true
            flushOutbox()
        }
    }
}
