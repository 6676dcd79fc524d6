import PartyServer

extension ClusterNode: ClusterMember {
    /// Joins the cluster as ``start(server:relayPort:)`` does (``buildServer(_:_:)`` calls it).
    public func join(server: GameServer, relayPort: Int) throws {
        try start(server: server, relayPort: relayPort)
    }
}
