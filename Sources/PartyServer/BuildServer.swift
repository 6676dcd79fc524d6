/// The composition root of every server, `partyd`'s and the tests' alike: builds a
/// ``GameServer`` from `config` and its injected `parts` (store, clock, event loops, cluster
/// seat), binds its ports and returns it running.
///
/// A cluster node's relay listener is bound and the node joins the cluster before the players'
/// ports open, so no room is ever owned by a node the directory does not know. When a step
/// fails, what was started is shut down again and the error is thrown; the store stays open
/// (its opener closes it).
public func buildServer(_ config: ServerConfig, _ parts: ServerParts = ServerParts()) throws -> GameServer {
    let server = GameServer(config: config, parts: parts)
    if parts.catchesSignals { server.catchSignals() }
    guard let seat = parts.cluster else {
        try server.start()
        return server
    }
    do {
        let port = try server.startRelayListener(host: seat.relayHost, port: seat.relayPort)
        try seat.member.join(server: server, relayPort: port)
        try server.start()
    } catch {
        server.shutdown()
        throw error
    }
    return server
}
