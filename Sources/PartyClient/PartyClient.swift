import Dispatch
import Foundation
import PartyProtocol
import PartyTLS
import PartyTransport
import Synchronization

/// A PartyLine client over plain TCP or TLS: request/reply by `id`, a log of every event,
/// and waiting helpers. Used by the terminal client, bots, tests and benchmarks.
public final class PartyClient: Sendable {
    /// TLS options for ``connect(host:port:tls:)``.
    public struct TLSOptions: Sendable {
        /// The client context (trust store, verification).
        public var context: TLSContext
        /// The name to verify and send as SNI; defaults to the host.
        public var serverName: String?

        /// Creates options.
        public init(context: TLSContext, serverName: String? = nil) {
            self.context = context
            self.serverName = serverName
        }
    }

    private let connection: Connection
    private let state = Mutex(State())
    /// Where this connection's requests, answers and events are recorded, if anywhere.
    public let history: ClientHistory?
    /// Whether received events are kept in ``frames`` (a long-running bot that only listens keeps none).
    private let keepsLog: Bool
    private let nextID = Atomic<Int>(0)

    private struct State {
        var decoder = LineFrameDecoder(maxFrameBytes: 16 << 20)
        var log: [ServerFrame] = []
        var cursors: [String: Int] = [:]
        var pending: [Int: CheckedContinuation<ServerFrame, any Error>] = [:]
        var closedReason: String?
        var raw: [UInt8] = []
        var recordRaw = false
        var listeners: [@Sendable (ServerFrame) -> Void] = []
        var established = false
        /// Counts changes (frames received, the close), so a waiter never misses one.
        var version: UInt64 = 0
        /// Tasks waiting for the next change (``waitUntil(_:timeout:_:)``), by ticket.
        var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
        var nextTicket = 0

        /// Counts a change and hands back the waiters to wake (outside the lock).
        mutating func changed() -> [CheckedContinuation<Void, Never>] {
            version &+= 1
            defer { waiters = [:] }
            return Array(waiters.values)
        }
    }

    private init(connection: Connection, history: ClientHistory?, keepsLog: Bool) {
        self.connection = connection
        self.history = history
        self.keepsLog = keepsLog
    }

    /// Connects, waits for the `welcome` frame (and the TLS handshake), and returns the client.
    /// With `history`, every request, answer and event is recorded there (``ClientHistory``);
    /// with `keepsLog: false`, events go to the listeners (``onFrame(_:)``) and the history only,
    /// not to ``frames`` (so ``next(_:timeout:where:)`` sees none after the welcome).
    public static func connect(host: String, port: Int, tls: TLSOptions? = nil, recordRaw: Bool = false,
                               timeout: Duration = .seconds(10), history: ClientHistory? = nil,
                               keepsLog: Bool = true) async throws -> PartyClient {
        // The connect blocks (a SYN into a network that drops it waits up to `timeout`): on a
        // Dispatch thread, never on the cooperative pool, where a few such waits stall every task.
        let milliseconds = max(1, Int(timeout.components.seconds) * 1000 + Int(timeout.components.attoseconds / 1_000_000_000_000_000))
        let connection: Connection = try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                let security: StreamSecurity?
                do {
                    security = try tls.map { tls in
                        TLSStreamSecurity(engine: try TLSEngine(context: tls.context, role: .client(serverName: tls.serverName ?? host)))
                    }
                } catch {
                    return continuation.resume(throwing: ClientError.connect("\(error)"))
                }
                do {
                    continuation.resume(returning: try Connection.connect(host: host, port: port, security: security,
                                                                          timeoutMilliseconds: milliseconds))
                } catch {
                    continuation.resume(throwing: ClientError.connect("\(error)"))
                }
            }
        }
        let client = PartyClient(connection: connection, history: history, keepsLog: keepsLog)
        client.state.withLock { $0.recordRaw = recordRaw }
        connection.start(Connection.Handler(
            onData: { [client] bytes in client.received(bytes) },
            onClose: { [client] reason in client.closed(reason) },
            onEstablished: { [client] in client.state.withLock { $0.established = true } }
        ))
        do {
            _ = try await client.next("welcome", timeout: timeout)
        } catch {
            client.close()
            throw error
        }
        return client
    }

    /// Sends a request with a fresh `id` and waits for its `ok` (returned) or `error` (thrown).
    @discardableResult
    public func request(_ type: String, _ params: [String: JSONValue] = [:], timeout: Duration = .seconds(10)) async throws -> ServerFrame {
        let id = nextID.add(1, ordering: .relaxed).newValue
        var object = params
        object["type"] = .string(type)
        object["id"] = .int(id)
        let line = Self.encode(object)
        history?.invoke(id: id, type: type, line: line.dropLast())
        let reply: ServerFrame
        do {
            reply = try await exchange(id: id, type: type, line: line, timeout: timeout)
        } catch {
            history?.indeterminate(id: id, type: type, why: "\(error)")
            throw error
        }
        history?.completed(id: id, type: type, reply: reply)
        if reply.type == "error" {
            throw ClientError.server(code: reply[string: "code"] ?? "?", message: reply[string: "message"] ?? "")
        }
        return reply
    }

    /// Sends `line` (request `id`) and waits for its answer, an `ok` or `error` frame.
    private func exchange(id: Int, type: String, line: [UInt8], timeout: Duration) async throws -> ServerFrame {
        try await withThrowingTaskGroup(of: ServerFrame.self) { group in
            group.addTask {
                try await withCheckedThrowingContinuation { continuation in
                    let closed: String? = self.state.withLock { s in
                        if let reason = s.closedReason { return reason }
                        s.pending[id] = continuation
                        return nil
                    }
                    if let closed { continuation.resume(throwing: ClientError.closed(closed)); return }
                    self.connection.send(line)
                }
            }
            group.addTask {
                try await Task.sleep(for: timeout)
                throw ClientError.timeout("reply to \(type)")
            }
            defer { group.cancelAll() }
            do {
                let first = try await group.next()!
                return first
            } catch {
                if case ClientError.timeout = error {
                    let c = self.state.withLock { $0.pending.removeValue(forKey: id) }
                    c?.resume(throwing: error)
                }
                throw error
            }
        }
    }

    /// Sends a request without an `id` (no `ok` comes back; errors arrive as events).
    public func send(_ type: String, _ params: [String: JSONValue] = [:]) {
        var object = params
        object["type"] = .string(type)
        connection.send(Self.encode(object))
    }

    /// Sends raw bytes as they are (tests of bad input).
    public func sendRaw(_ bytes: [UInt8]) { connection.send(bytes) }

    /// Calls `listener` for every frame that is not a reply to a request (events, errors without `re`).
    public func onFrame(_ listener: @escaping @Sendable (ServerFrame) -> Void) {
        state.withLock { $0.listeners.append(listener) }
    }

    /// Every non-reply frame received so far, in order.
    public var frames: [ServerFrame] { state.withLock { $0.log } }

    /// Every byte received so far (only with `recordRaw`).
    public var rawBytes: [UInt8] { state.withLock { $0.raw } }

    /// Why the connection closed, or nil while open.
    public var closedReason: String? { state.withLock { $0.closedReason } }

    /// Waits for the next frame of `type` after the previous one this method returned for that
    /// type (successive calls walk through the frames of a type in order). Frames of that type
    /// that fail `predicate` are passed over for good; to search everything received, use
    /// ``frames``.
    public func next(_ type: String, timeout: Duration = .seconds(10), where predicate: @Sendable (ServerFrame) -> Bool = { _ in true }) async throws -> ServerFrame {
        try await waitUntil(type, timeout: timeout, orClosed: true) {
            state.withLock { s -> ServerFrame? in
                let start = s.cursors[type] ?? 0
                guard start < s.log.count else { return nil }
                for i in start..<s.log.count where s.log[i].type == type {
                    s.cursors[type] = i + 1
                    if predicate(s.log[i]) { return s.log[i] }
                }
                s.cursors[type] = s.log.count
                return nil
            }
        }
    }

    /// Waits until the connection is closed by the server; returns the reason.
    public func waitUntilClosed(timeout: Duration = .seconds(10)) async throws -> String {
        try await waitUntil("the connection to close", timeout: timeout, orClosed: false) { closedReason }
    }

    /// Closes the connection.
    public func close() { connection.close(.local) }

    /// How many changes (frames received, the close) there have been.
    var changeCount: UInt64 { state.withLock { $0.version } }

    /// Returns at the first change after `seen` changes (at once if it has happened), or at `deadline`.
    func nextChange(after seen: UInt64, until deadline: ContinuousClock.Instant) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let ticket: Int? = state.withLock { s in
                guard s.version == seen else { return nil }
                s.nextTicket += 1
                s.waiters[s.nextTicket] = continuation
                return s.nextTicket
            }
            guard let ticket else { return continuation.resume() }
            let left = ContinuousClock.now.duration(to: deadline)
            let nanoseconds = max(0, left.components.seconds * 1_000_000_000 + left.components.attoseconds / 1_000_000_000)
            DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(Int(nanoseconds))) { [self] in
                state.withLock { $0.waiters.removeValue(forKey: ticket) }?.resume()
            }
        }
    }

    // MARK: - Connection queue

    private func received(_ bytes: [UInt8]) {
        var delivered: [(CheckedContinuation<ServerFrame, any Error>?, ServerFrame)] = []
        let listeners = state.withLock { s -> [@Sendable (ServerFrame) -> Void] in
            if s.recordRaw { s.raw.append(contentsOf: bytes) }
            s.decoder.append(bytes)
            while let line = try? s.decoder.next() {
                guard let frame = ServerFrame(line: line) else { continue }
                if (frame.type == "ok" || frame.type == "error" || frame.type == "pong"), let re = frame[int: "re"],
                   let continuation = s.pending.removeValue(forKey: re) {
                    delivered.append((continuation, frame))
                } else {
                    if keepsLog || frame.type == "welcome" { s.log.append(frame) }
                    delivered.append((nil, frame))
                }
            }
            return s.listeners
        }
        for waiter in state.withLock({ $0.changed() }) { waiter.resume() }
        for (continuation, frame) in delivered {
            if let continuation { continuation.resume(returning: frame) } else {
                history?.event(frame)
                for l in listeners { l(frame) }
            }
        }
    }

    private func closed(_ reason: CloseReason) {
        let pending = state.withLock { s -> [CheckedContinuation<ServerFrame, any Error>] in
            s.closedReason = reason.description
            defer { s.pending = [:] }
            return Array(s.pending.values)
        }
        history?.closed(reason.description)
        for c in pending { c.resume(throwing: ClientError.closed(reason.description)) }
        for waiter in state.withLock({ $0.changed() }) { waiter.resume() }
    }

    static func encode(_ object: [String: JSONValue]) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var bytes = (try? [UInt8](encoder.encode(JSONValue.object(object)))) ?? Array("{}".utf8)
        bytes.append(0x0A)
        return bytes
    }
}
