import Dispatch
import Synchronization

extension ClusterNode {
    /// Milliseconds since this node's heartbeat was last stored.
    var silentMillis: UInt64 {
        (DispatchTime.now().uptimeNanoseconds &- heartbeatStored.load(ordering: .acquiring)) / 1_000_000
    }

    /// The heartbeat was stored (or the node rejoined): the silence starts again.
    func noteHeartbeatStored() {
        heartbeatStored.store(DispatchTime.now().uptimeNanoseconds, ordering: .releasing)
    }

    /// Fences this node once its heartbeat has not been stored for almost the node timeout: the
    /// other nodes may take its rooms at the timeout, so it must have stopped serving them by
    /// then. Called on a failed heartbeat and by the watchdog; safe from any queue.
    func fenceIfSilentTooLong() {
        let silent = silentMillis
        guard silent + UInt64(options.heartbeatMillis) >= UInt64(options.nodeTimeoutSeconds * 1000),
              !identity.withLock({ $0.fenced }) else { return }
        logger.error("the database has not stored this node's heartbeat for almost the node timeout: this node stops serving its rooms until it can rejoin",
                     metadata: ["node.id": "\(record.id)", "node.silent_ms": "\(silent)"])
        fence()
    }

    /// Checks the silence twice per heartbeat period on a queue of its own. The heartbeat runs on
    /// the node's queue and waits for the database; cut off by the network, the database answers
    /// nothing and the heartbeat waits (up to ``PartyPostgres/PostgresLocation/tcpUserTimeoutMillis``),
    /// while the node would go on serving rooms another node is about to take over. The watchdog
    /// does not wait for it.
    func startWatchdog() {
        watchdogQueue.sync {
            let source = DispatchSource.makeTimerSource(queue: watchdogQueue)
            let every = DispatchTimeInterval.milliseconds(max(50, options.heartbeatMillis / 2))
            source.schedule(deadline: .now() + every, repeating: every)
            source.setEventHandler { [weak self] in self?.fenceIfSilentTooLong() }
            source.resume()
            watchdog = source
        }
    }

    /// Stops the watchdog (the server stopped; its rooms were handed over).
    func stopWatchdog() {
        watchdogQueue.sync {
            watchdog?.cancel()
            watchdog = nil
        }
    }
}
