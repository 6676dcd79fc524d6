import Dispatch

/// How a ``Connection`` learns that its socket is ready: from its loop's epoll instance
/// (``EpollPoller``), or — with ``EventLoop/Readiness/dispatch`` — from Dispatch sources of its
/// own on the loop's queue. Either way the loop's queue calls ``Connection/readable()`` and
/// ``Connection/writable()``; everything here runs on that queue.
extension Connection {
    /// Where reading stands.
    enum ReadState: Equatable {
        /// ``Connection/start(_:)`` has not run yet.
        case notStarted
        /// Reading whenever the socket is readable.
        case active
        /// Not reading for now (backpressure); ``Connection/resumeReading()`` goes on.
        case paused
        /// Never reading again (the peer finished, or the connection is closing).
        case stopped
    }

    /// The socket is writable (or failed): writes what the outbox holds.
    func writable() {
        dispatchPrecondition(condition: .onQueue(queue))
        flushOutbox()
    }

    /// Tells the loop whether to report readability, after `reading` changed.
    func updateReadWatch() {
        if let poller = loop.poller {
            if let failure = poller.watch(self, interest: interest) { refused(failure) }
            return
        }
        switch reading {
        case .active:
            if let readSource {
                if readSourceSuspended { readSourceSuspended = false; readSource.resume() }
                return
            }
            let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: queue)
            source.setEventHandler { [weak self] in self?.readable() }
            source.setCancelHandler { self.sourceCancelled() }  // strong: the fd must be closed even if nobody else holds us
            liveSources += 1
            readSource = source
            source.resume()
        case .paused:
            guard let readSource, !readSourceSuspended else { return }
            readSourceSuspended = true
            readSource.suspend()
        case .stopped:
            guard let source = readSource else { return }
            readSource = nil
            // A suspended source is resumed first: one that is cancelled while suspended never finishes.
            if readSourceSuspended { readSourceSuspended = false; source.resume() }
            source.cancel()
        case .notStarted:
            break
        }
    }

    /// Asks the loop to report writability (a write would block) or to stop reporting it.
    func watchWrites(_ on: Bool) {
        guard on != watchingWrites else { return }
        watchingWrites = on
        if let poller = loop.poller {
            if let failure = poller.watch(self, interest: interest) { refused(failure) }
            return
        }
        if on {
            let source = DispatchSource.makeWriteSource(fileDescriptor: fd, queue: queue)
            source.setEventHandler { [weak self] in self?.writable() }
            source.setCancelHandler { self.sourceCancelled() }  // strong: the fd must be closed even if nobody else holds us
            liveSources += 1
            writeSource = source
            source.resume()
        } else {
            writeSource?.cancel()
            writeSource = nil
        }
    }

    /// The kernel would not watch the socket (no memory, or `max_user_watches` reached): a
    /// connection nobody is told about would hang, so it closes now.
    private func refused(_ failure: Int32) {
        guard case .open = state else { return }
        closeOnQueue(.ioError("epoll_ctl: \(Socket.errorText(failure))"), flush: false)
    }

    /// The events the loop's epoll instance should report for this connection.
    private var interest: UInt32 {
        (reading == .active ? EpollPoller.readable : 0) | (watchingWrites ? EpollPoller.writable : 0)
    }

    /// Stops watching the socket and closes it (at once with epoll; with Dispatch sources, once
    /// every source on it is cancelled, shutting the write side now so the peer sees the end).
    func releaseSocket() {
        if let poller = loop.poller {
            poller.forget(self)
            Socket.close(fd)
            return
        }
        if let source = readSource {
            readSource = nil
            if readSourceSuspended { readSourceSuspended = false; source.resume() }
            source.cancel()
        }
        writeSource?.cancel()
        writeSource = nil
        if liveSources == 0 { Socket.close(fd) } else { Socket.shutdownWrite(fd) }
    }

    func sourceCancelled() {
        liveSources -= 1
        // The fd may only be closed once every source on it has been cancelled.
        if liveSources == 0, case .closed = state { Socket.close(fd) }
    }
}
