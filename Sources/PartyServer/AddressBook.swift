import Synchronization

/// What the server keeps per client address: live connections (for `--max-connections-per-ip`)
/// and failed joins (for slowing down room-code and token probing).
///
/// Addresses are IPs without the port. The table is bounded: an address with no connection
/// is forgotten once its failed-join bucket is full again, and when the table passes
/// ``maxTracked`` entries every address without a connection is dropped.
final class AddressBook: Sendable {
    /// Most addresses remembered at once.
    static let maxTracked = 100_000

    private struct Entry {
        var connections = 0
        var failures: RateLimiter?
    }

    private let maxPerAddress: Int
    private let failureBurst: Double
    private let failureRate: Double
    private let entries = Mutex<[String: Entry]>([:])

    init(config: ServerConfig) {
        maxPerAddress = config.maxConnectionsPerIP
        failureBurst = config.failedJoinBurst
        failureRate = 1 / max(0.001, config.failedJoinRefillSeconds)
    }

    /// The address part of a `host:port` peer string (`[::1]:5` → `::1`).
    static func address(ofPeer peer: String) -> String {
        guard let colon = peer.lastIndex(of: ":") else { return peer }
        let host = peer[..<colon]
        if host.hasPrefix("["), host.hasSuffix("]") { return String(host.dropFirst().dropLast()) }
        return String(host)
    }

    /// Counts a new connection from `address`; false (and nothing counted) when the address
    /// already holds the maximum.
    func connect(_ address: String) -> Bool {
        entries.withLock { all in
            if all.count >= Self.maxTracked { all = all.filter { $0.value.connections > 0 } }
            var entry = all[address] ?? Entry()
            guard entry.connections < maxPerAddress else { return false }
            entry.connections += 1
            all[address] = entry
            return true
        }
    }

    /// Forgets one connection from `address`.
    func disconnect(_ address: String, now: Int64) {
        entries.withLock { all in
            guard var entry = all[address] else { return }
            entry.connections -= 1
            if entry.connections <= 0, entry.failures?.isFull(now: now) ?? true {
                all[address] = nil
            } else {
                all[address] = entry
            }
        }
    }

    /// Whether `address` may try another join or resume now (its failed-join bucket is not empty).
    func mayTryJoin(_ address: String, now: Int64) -> Bool {
        entries.withLock { all in
            guard var limiter = all[address]?.failures else { return true }
            let ok = limiter.hasToken(now: now)
            all[address]?.failures = limiter
            return ok
        }
    }

    /// Counts a failed join or resume (unknown room, wrong token) against `address`.
    func recordFailedJoin(_ address: String, now: Int64) {
        entries.withLock { all in
            var entry = all[address] ?? Entry()
            var limiter = entry.failures ?? RateLimiter(rate: failureRate, burst: failureBurst, now: now)
            _ = limiter.allow(now: now)
            entry.failures = limiter
            all[address] = entry
        }
    }
}
