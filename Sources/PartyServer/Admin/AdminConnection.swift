import Dispatch
import PartyHTTP
import PartyTransport
import Synchronization

/// One connection to the console's port: the I/O half of ``HTTPExchangeMachine``. It feeds the
/// machine bytes and the head deadline, asks the shared ``AdminGate`` about each whole request,
/// and answers either at once or once ``AdminService`` has carried the command out.
///
/// `@unchecked Sendable`: all mutable state is confined to `connection.queue`.
final class AdminConnection: @unchecked Sendable {
    private let connection: Connection
    private let context: ServerContext
    private let gate: Shared<AdminGate>
    private var machine: HTTPExchangeMachine
    private let address: String
    private var deadline: DispatchWorkItem?
    private let headTimeoutSeconds: Int
    private let onClose: @Sendable () -> Void

    init(connection: Connection, context: ServerContext, gate: Shared<AdminGate>, address: String, headTimeoutSeconds: Int,
         onClose: @escaping @Sendable () -> Void) {
        self.connection = connection
        self.context = context
        self.gate = gate
        self.address = address
        self.headTimeoutSeconds = headTimeoutSeconds
        self.onClose = onClose
        self.machine = HTTPExchangeMachine(rules: GameServer.adminRequestRules, refusal: AdminResponses.refusal)
    }

    /// Starts reading requests.
    func start() {
        connection.start(Connection.Handler(
            onData: { [self] bytes in perform(machine.receive(bytes)) },
            onClose: { [self] _ in
                deadline?.cancel()
                deadline = nil
                onClose()
            }
        ))
        connection.queue.async { [self] in perform(machine.start()) }
    }

    private func perform(_ actions: [HTTPExchangeMachine.Action]) {
        dispatchPrecondition(condition: .onQueue(connection.queue))
        for action in actions {
            switch action {
            case let .write(bytes): connection.write(bytes)
            case let .close(reason):
                context.logger.debug("console connection closing", metadata: ["conn.peer": "\(connection.peer)", "conn.reason": "\(reason)"])
                connection.close(.local)
            case let .headDeadline(armed): arm(armed)
            case let .handle(request): handle(request)
            }
        }
    }

    private func handle(_ request: HTTPRequest) {
        let (decision, credential) = gate.withLock { $0.decide(request, address: address, now: context.clock.now()) }
        if let credential, credential != .valid {
            // Never the token, right or wrong: only that one was missing or wrong, and from where.
            context.abuseLog.notice("console request refused: \(credential == .missing ? "no token" : "wrong token")", kind: "admin_auth",
                                    metadata: ["conn.address": "\(address)", "http.path": "\(request.head.path)"])
        }
        switch decision {
        case let .respond(response):
            perform(machine.respond(response))
        case let .run(command):
            AdminService(context: context).run(command, localOnly: false, from: address) { [self] outcome in
                connection.queue.async { [self] in perform(machine.respond(AdminResponses.response(outcome))) }
            }
        }
    }

    /// Arms or cancels the deadline for the next request (head and body).
    private func arm(_ armed: Bool) {
        deadline?.cancel()
        deadline = nil
        guard armed else { return }
        let item = DispatchWorkItem { [weak self] in
            guard let self else { return }
            perform(machine.headTimedOut())
        }
        deadline = item
        connection.queue.asyncAfter(deadline: .now() + .seconds(headTimeoutSeconds), execute: item)
    }
}
