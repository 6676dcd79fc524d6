import Foundation
import Logging
import PartyCluster
import PartyPostgres
import PartyServer

/// `partyd --database URL [--cluster]`: the server on the PostgreSQL store, alone or as one node
/// of a cluster (the data folder and its lock are not used: the database is shared).
struct ClusterLaunch {
    /// The `--database` URL.
    var database: String
    /// Set with `--cluster`.
    var cluster: ClusterOptions?
    /// `--cluster-port`.
    var clusterPort: Int
    /// The console's token when partyd made it (printed once after the start).
    var generatedToken: AdminToken?

    /// Opens the store, starts the server (and the node), and runs until SIGINT/SIGTERM.
    func run(config: ServerConfig, logger: Logger) throws -> Never {
        var location: PostgresLocation
        do { location = try PostgresLocation(database) } catch {
            throw StartupError(message: "--database: \(error)")
        }
        // A statement sent into a broken network must not arrive after another node may have
        // taken this node's rooms: give the connection up within one heartbeat (docs/CLUSTER.md).
        if let cluster { location.tcpUserTimeoutMillis = cluster.heartbeatMillis }
        let leases = cluster.map { _ in RoomLeases(node: ClusterNode.newNodeID()) }
        let store: PostgresStore
        do { store = try PostgresStore(location: location, logger: logger, leases: leases) } catch {
            throw StartupError(message: "cannot open the PostgreSQL store at \(location): \(error)")
        }
        guard let cluster, let leases else {
            let server = GameServer(config: config, logger: logger, store: store)
            do { try server.start() } catch {
                store.close()
                throw error
            }
            announce(server, config)
            server.runUntilSignalled()
        }
        let node: ClusterNode
        do {
            let directory = try PostgresDirectory(location: location, logger: logger)
            node = try ClusterNode(options: cluster, directory: directory, leases: leases, logger: logger)
        } catch {
            store.close()
            throw StartupError(message: "cannot join the cluster at \(location): \(error)")
        }
        let server = GameServer(config: config, logger: logger, store: store, placement: node)
        do {
            // Registered before any client is accepted: a room is never owned by an unknown node.
            let port = try server.startRelayListener(host: config.host, port: clusterPort)
            try node.start(server: server, relayPort: port)
            try server.start()
        } catch {
            server.shutdown()
            store.close()
            throw error
        }
        announce(server, config)
        server.runUntilSignalled()
    }

    private func announce(_ server: GameServer, _ config: ServerConfig) {
        if let generatedToken, let admin = config.admin { announceGeneratedToken(generatedToken, server: server, host: admin.host) }
    }
}
