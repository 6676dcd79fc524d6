/// How a `partyd` node takes part in a cluster (`partyd --cluster`).
public struct ClusterOptions: Sendable {
    /// A name for logs (`--node-name`, default: the host name).
    public var nodeName: String
    /// The host other nodes use to reach this node's relay link port (`--node-address`).
    public var advertisedHost: String
    /// Seconds without a heartbeat after which a node's rooms are taken over (`--node-timeout`).
    public var nodeTimeoutSeconds: Int

    /// Creates options.
    public init(nodeName: String, advertisedHost: String, nodeTimeoutSeconds: Int = 10) {
        self.nodeName = nodeName
        self.advertisedHost = advertisedHost
        self.nodeTimeoutSeconds = nodeTimeoutSeconds
    }

    /// Milliseconds between heartbeats: four per node timeout, at most one a second.
    public var heartbeatMillis: Int { min(1000, max(100, nodeTimeoutSeconds * 1000 / 4)) }
}
