import Dispatch

extension PartyClient {
    /// Waits until `condition` gives a value: it is checked now and again each time frames
    /// arrive or the connection closes (woken by continuation, never by polling), for at most
    /// `timeout`. With `orClosed`, a closed connection ends the wait with
    /// ``ClientError/closed(_:)`` once `condition` still gives nothing.
    /// - Throws: ``ClientError/timeout(_:)`` naming `what`, or ``ClientError/closed(_:)``.
    public func waitUntil<T>(_ what: String, timeout: Duration = .seconds(10), orClosed: Bool = true,
                             _ condition: () throws -> T?) async throws -> T {
        let deadline = ContinuousClock.now + timeout
        while true {
            let seen = changeCount
            if let value = try condition() { return value }
            if orClosed, let reason = closedReason {
                // What arrived just before the close (between the check above and this one) is
                // already in the log: a server's last word must not be read as "closed instead".
                if let value = try condition() { return value }
                throw ClientError.closed(reason)
            }
            guard ContinuousClock.now < deadline else { throw ClientError.timeout(what) }
            await nextChange(after: seen, until: deadline)
        }
    }
}
