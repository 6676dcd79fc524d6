import PartyProtocol
import PartyTransport
import Prometheus
import Synchronization

/// The server's Prometheus metrics (text format, served at `/metrics` on the HTTP port).
///
/// Hot-path counters are created once up front (one per request type and error code) and only
/// incremented atomically afterwards; gauges that describe the whole server (connections by
/// transport, rooms, bytes out) are read when a scrape renders them.
final class ServerMetrics: Sendable {
    let registry = PrometheusCollectorRegistry()

    private let requests: [String: Counter]
    private let otherRequests: Counter
    private let errors: [ErrorCode: Counter]
    private let connections: [String: Gauge]
    private let rooms: Gauge
    /// Seats held in all rooms (players and audience, connected or away).
    let seats: Gauge
    private let bytesOut: Counter
    private let bytesOutSeen = Mutex<Int>(0)
    /// From a member request's arrival at its session to its events handed to every member.
    let fanOut: DurationHistogram
    /// From a store write's submission to its commit.
    let storeCommit: DurationHistogram
    private let relays: Counter
    private let eventLinkRecords: Counter
    private let eventLinkDeliveries: Counter

    /// The transports a connection can arrive on (the `transport` label).
    static let transports = ["tcp", "tls", "ws", "wss"]

    init(requestTypes: Set<String>) {
        let r = registry
        func name(_ metric: String, _ unit: String, _ help: String) -> MetricNameDescriptor {
            MetricNameDescriptor(namespace: "partyline", metricName: metric, unitName: unit, helpText: help)
        }
        let requestName = name("requests", "total", "Requests received, by type.")
        requests = Dictionary(uniqueKeysWithValues: requestTypes.sorted().map { type in
            (type, r.makeCounter(descriptor: requestName, labels: [("type", type)]))
        })
        otherRequests = r.makeCounter(descriptor: requestName, labels: [("type", "other")])
        let errorName = name("errors", "total", "Error frames sent, by code (rate_limited counts refused requests).")
        errors = Dictionary(uniqueKeysWithValues: ErrorCode.allCases.map { code in
            (code, r.makeCounter(descriptor: errorName, labels: [("code", code.rawValue)]))
        })
        let connectionName = name("connections", "", "Open client connections, by transport.")
        connections = Dictionary(uniqueKeysWithValues: Self.transports.map { t in
            (t, r.makeGauge(descriptor: connectionName, labels: [("transport", t)]))
        })
        rooms = r.makeGauge(descriptor: name("rooms", "", "Live rooms."))
        seats = r.makeGauge(descriptor: name("seats", "", "Seats held in live rooms (players and audience, connected or away)."))
        relays = r.makeCounter(descriptor: name("relays", "total", "Clients this node relayed to the node that owns their room (cluster mode)."))
        eventLinkRecords = r.makeCounter(descriptor: name("event_link_frames", "total",
            "Frame records this node sent over other nodes' event links (cluster mode): one per event per node."))
        eventLinkDeliveries = r.makeCounter(descriptor: name("event_link_deliveries", "total",
            "Frames those records carried to relayed members (deliveries over frames: the fan-out the links saved)."))
        bytesOut = r.makeCounter(descriptor: name("bytes_out", "total", "Bytes written to client sockets (after TLS)."))
        let latencyBuckets: [Duration] = [.microseconds(100), .microseconds(250), .microseconds(500), .milliseconds(1),
                                          .milliseconds(2), .milliseconds(5), .milliseconds(10), .milliseconds(25),
                                          .milliseconds(50), .milliseconds(100), .milliseconds(250), .seconds(1)]
        fanOut = r.makeDurationHistogram(
            descriptor: name("fanout", "seconds", "From a chat line's arrival to its chat.message handed to every member's connection."),
            buckets: latencyBuckets)
        storeCommit = r.makeDurationHistogram(
            descriptor: name("store_commit", "seconds", "From a durable write's submission to its commit."),
            buckets: latencyBuckets)
    }

    /// Counts a request of `type`.
    func request(_ type: String) { (requests[type] ?? otherRequests).increment() }

    /// Counts a client relayed to another node.
    func relayStarted() { relays.increment() }

    /// Counts what one flush of an event link sent: `records` frame records for `deliveries` members.
    func eventLinkSent(records: Int, deliveries: Int) {
        eventLinkRecords.increment(by: Int64(records))
        eventLinkDeliveries.increment(by: Int64(deliveries))
    }

    /// Counts an error frame with `code`.
    func error(_ code: ErrorCode) { errors[code]?.increment() }

    /// The metrics in Prometheus text format, with the server-wide gauges read now.
    func render(connectionsByTransport: [String: Int], liveRooms: Int) -> [UInt8] {
        for (transport, gauge) in connections { gauge.set(Int64(connectionsByTransport[transport] ?? 0)) }
        rooms.set(Int64(liveRooms))
        let total = Connection.totalBytesWritten
        let delta = bytesOutSeen.withLock { seen in defer { seen = total }; return total - seen }
        if delta > 0 { bytesOut.increment(by: Int64(delta)) }
        return registry.emitToBuffer()
    }
}
