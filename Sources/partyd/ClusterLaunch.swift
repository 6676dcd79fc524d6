import Foundation
import Logging
import PartyCluster
import PartyPostgres
import PartyServer
import PartyTransport

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
    func run(config: ServerConfig, logger: Logger, loops: EventLoops) throws -> Never {
        var location: PostgresLocation
        do { location = try PostgresLocation(database) } catch {
            throw StartupError(message: "--database: \(error)")
        }
        // A statement sent into a broken network must not arrive after another node may have
        // taken this node's rooms: give the connection up within one heartbeat; and a transaction
        // this node leaves open when its network breaks must not keep its locks past two
        // (the server ends the session), or other nodes' takeovers wait behind them (docs/CLUSTER.md).
        if let cluster {
            location.tcpUserTimeoutMillis = cluster.heartbeatMillis
            location.idleInTransactionTimeoutMillis = 2 * cluster.heartbeatMillis
        }
        let leases = cluster.map { _ in RoomLeases(node: ClusterNode.newNodeID()) }
        let store: PostgresStore
        do { store = try PostgresStore(location: location, logger: logger, leases: leases) } catch {
            throw StartupError(message: "cannot open the PostgreSQL store at \(location): \(error)")
        }
        var parts = ServerParts(logger: logger, store: store, loops: loops)
        parts.catchesSignals = true  // before the port opens: a SIGTERM right after it stops the server gracefully
        if let cluster, let leases {
            do {
                var directoryLocation = location
                directoryLocation.lockTimeoutMillis = cluster.heartbeatMillis  // a blocked takeover waits for the next heartbeat
                let directory = try PostgresDirectory(location: directoryLocation, logger: logger)
                let node = try ClusterNode(options: cluster, directory: directory, leases: leases, logger: logger)
                parts.cluster = ClusterSeat(member: node, relayHost: config.host, relayPort: clusterPort)
            } catch {
                store.close()
                throw StartupError(message: "cannot join the cluster at \(location): \(error)")
            }
        }
        let server: GameServer
        do { server = try buildServer(config, parts) } catch {
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
