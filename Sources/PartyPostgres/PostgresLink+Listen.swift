import Dispatch
import PostgresNIO

extension PostgresLink {
    /// Listens on `channel` (`LISTEN`, now if connected and on every later connection) and
    /// calls `handler` with each notification's payload, in order, on a private serial queue.
    /// The handler may query this link; it must not block for long.
    ///
    /// While a link has listeners it reconnects by itself after losing its connection (every
    /// second until the server answers) and then calls the ``onReconnect(_:)`` handler:
    /// notifications sent while it was disconnected are lost, so reload what they announce.
    public func addListener(channel: String, handler: @escaping @Sendable (_ payload: String) -> Void) throws(PostgresLinkError) {
        let listener = Listener(channel: channel, handler: handler)
        do {
            try withConnection { connection in
                listeners.append(listener)
                try listen(on: connection, to: [listener])
            }
        } catch {
            throw PostgresLinkError(error, connectionClosed: false)
        }
    }

    /// Sets what to call (on the link's callback queue) after the link reconnected: a
    /// connection was lost and a new one made, with every listener's `LISTEN` running again.
    public func onReconnect(_ handler: @escaping @Sendable () -> Void) {
        locked { reconnectHandler = handler }
    }

    /// Registers `listeners` on `connection` and runs their `LISTEN`. Call holding the lock.
    func listen(on connection: PostgresConnection, to listeners: [Listener]? = nil) throws(PostgresLinkError) {
        for listener in listeners ?? self.listeners {
            let queue = callbacks
            let handler = listener.handler
            connection.addListener(channel: listener.channel) { _, notification in
                let payload = notification.payload
                queue.async { handler(payload) }
            }
            let name = listener.channel.replacingOccurrences(of: "\"", with: "\"\"")
            _ = try PostgresTransaction.run(PostgresQuery(unsafeSQL: "LISTEN \"\(name)\""), on: connection, logger: logger)
        }
    }

    /// When `connection` closes and the link has listeners, reconnects in the background.
    func watchForLoss(of connection: PostgresConnection) {
        connection.closeFuture.whenComplete { [weak self] _ in
            guard let link = self else { return }
            DispatchQueue.global().async { link.reconnectForListeners(attempt: 0) }
        }
    }

    private func reconnectForListeners(attempt: Int) {
        let wanted = locked { !listeners.isEmpty }
        guard wanted else { return }
        do {
            try withConnection { _ in }
        } catch let error as PostgresLinkError where error.kind == .closed {
            return
        } catch {
            if attempt == 0 { logger.warning("PostgreSQL listener connection lost; reconnecting: \(error)") }
            DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(1)) { [weak self] in
                self?.reconnectForListeners(attempt: attempt + 1)
            }
        }
    }
}
