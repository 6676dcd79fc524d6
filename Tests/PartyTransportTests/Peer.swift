import Dispatch
import PartyTransport
import Synchronization

/// One end of a test connection: records what arrives and how it closed, and lets a test wait
/// for either by continuation (resumed from the connection's queue), never by polling.
final class Peer: Sendable {
    private struct State {
        var received: [UInt8] = []
        var closed: CloseReason?
        var established = false
        var waiters: [(condition: @Sendable (Snapshot) -> Bool, continuation: CheckedContinuation<Snapshot, Never>)] = []
    }

    /// What the peer has seen so far.
    struct Snapshot: Sendable {
        var received: [UInt8]
        var closed: CloseReason?
        var established: Bool
        var text: String { String(decoding: received, as: UTF8.self) }
    }

    private let state = Mutex(State())
    /// The connection this peer listens to.
    let connection: Connection

    /// Starts `connection` with this peer's handler; `echo` sends every received chunk back.
    init(_ connection: Connection, echo: Bool = false) {
        self.connection = connection
        connection.start(Connection.Handler(
            onData: { [self] bytes in
                if echo { connection.write(bytes) }
                change { $0.received += bytes }
            },
            onClose: { [self] reason in change { $0.closed = reason } },
            onEstablished: { [self] in change { $0.established = true } }))
    }

    private static func snapshot(_ s: State) -> Snapshot {
        Snapshot(received: s.received, closed: s.closed, established: s.established)
    }

    private func change(_ body: (inout State) -> Void) {
        let ready: [(CheckedContinuation<Snapshot, Never>, Snapshot)] = state.withLock { s in
            body(&s)
            let now = Self.snapshot(s)
            var ready: [(CheckedContinuation<Snapshot, Never>, Snapshot)] = []
            s.waiters.removeAll { waiter in
                guard waiter.condition(now) else { return false }
                ready.append((waiter.continuation, now))
                return true
            }
            return ready
        }
        for (continuation, snapshot) in ready { continuation.resume(returning: snapshot) }
    }

    /// Waits until `condition` holds for what the peer has seen (it may already); a condition
    /// that never holds is ended by the test's `.timeLimit`.
    @discardableResult
    func until(_ condition: @escaping @Sendable (Snapshot) -> Bool) async -> Snapshot {
        await withCheckedContinuation { continuation in
            let now: Snapshot? = state.withLock { s in
                let now = Self.snapshot(s)
                if condition(now) { return now }
                s.waiters.append((condition, continuation))
                return nil
            }
            if let now { continuation.resume(returning: now) }
        }
    }
}

/// A listener on 127.0.0.1, port 0, whose accepted connections become ``Peer``s.
final class TestListener: Sendable {
    let listener: Listener
    private let accepted = Mutex<[Peer]>([])

    /// Starts listening; with `echo` every accepted peer echoes what it receives.
    init(options: Listener.Options = Listener.Options(), echo: Bool = true, onAccept: @escaping @Sendable (Peer) -> Void = { _ in }) throws {
        listener = try Listener(host: "127.0.0.1", port: 0, options: options)
        listener.start { [self] connection in
            let peer = Peer(connection, echo: echo)
            accepted.withLock { $0.append(peer) }
            onAccept(peer)
        }
    }

    /// The port the system picked.
    var port: Int { listener.port }

    /// Stops listening and closes every accepted connection.
    func stop() {
        listener.stop()
        for peer in accepted.withLock({ $0 }) { peer.connection.close() }
    }
}

extension Peer {
    /// One peer handed over from the listener's queue to the test, by continuation.
    final class Box: Sendable {
        private let state = Mutex<(peer: Peer?, waiter: CheckedContinuation<Peer, Never>?)>((nil, nil))

        /// Hands `peer` to whoever waits (or will).
        func set(_ peer: Peer) {
            let waiter = state.withLock { s -> CheckedContinuation<Peer, Never>? in
                s.peer = peer
                defer { s.waiter = nil }
                return s.waiter
            }
            waiter?.resume(returning: peer)
        }

        /// The peer, once set.
        func value() async -> Peer {
            await withCheckedContinuation { continuation in
                let peer = state.withLock { s -> Peer? in
                    if s.peer == nil { s.waiter = continuation }
                    return s.peer
                }
                if let peer { continuation.resume(returning: peer) }
            }
        }
    }
}
