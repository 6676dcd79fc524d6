/// Checks `condition` until it holds or `timeout` passes, pausing `interval` between checks,
/// and returns whether it held. The one polling wait of the tests: for what offers no event to
/// wait for (a store row, a counter of the server, a raw socket). Where the code has a hook, wait
/// on it by continuation instead (`PartyClient.waitUntil`, the transport tests' `Peer.until`).
@discardableResult
public func eventually(within timeout: Duration = .seconds(5), every interval: Duration = .milliseconds(10),
                       _ condition: () async throws -> Bool) async throws -> Bool {
    let deadline = ContinuousClock.now + timeout
    while true {
        if try await condition() { return true }
        guard ContinuousClock.now < deadline else { return false }
        try await Task.sleep(for: interval)
    }
}
