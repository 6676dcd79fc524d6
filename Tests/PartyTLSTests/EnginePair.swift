import PartyTLS

/// A client and a server engine connected by in-memory byte queues: what one side outputs is fed
/// to the other, `chunkSize` bytes per `receive` call, until no bytes are in flight.
final class EnginePair {
    let client: TLSEngine
    let server: TLSEngine
    let chunkSize: Int
    var clientState: TLSState = .handshaking
    var serverState: TLSState = .handshaking
    var clientReceived: [UInt8] = []
    var serverReceived: [UInt8] = []
    var toServer: [UInt8] = []
    var toClient: [UInt8] = []
    /// How many `receive` calls were made in total.
    var receiveCalls = 0

    init(client: TLSEngine, server: TLSEngine, chunkSize: Int = Int.max) {
        self.client = client
        self.server = server
        self.chunkSize = chunkSize
    }

    /// Engines over fixture-based contexts.
    convenience init(
        clientContext: TLSContext,
        serverContext: TLSContext,
        serverName: String? = "localhost",
        session: TLSSession? = nil,
        chunkSize: Int = Int.max
    ) throws {
        self.init(
            client: try TLSEngine(context: clientContext, role: .client(serverName: serverName), resuming: session),
            server: try TLSEngine(context: serverContext, role: .server),
            chunkSize: chunkSize
        )
    }

    /// Starts the client's handshake and pumps until quiet.
    func handshake() {
        absorbClient(client.startHandshake())
        pump()
    }

    /// Feeds bytes in flight to the other side until none are left (bounded, so a bug cannot hang a test).
    func pump() {
        var rounds = 0
        while (!toServer.isEmpty || !toClient.isEmpty) && rounds < 1_000 {
            rounds += 1
            let forServer = toServer
            toServer = []
            for chunk in chunks(forServer) { absorbServer(server.receive(chunk)) }
            let forClient = toClient
            toClient = []
            for chunk in chunks(forClient) { absorbClient(client.receive(chunk)) }
        }
    }

    func clientSends(_ text: String) throws {
        toServer += try client.send(Array(text.utf8)).get()
        pump()
    }

    func serverSends(_ text: String) throws {
        toClient += try server.send(Array(text.utf8)).get()
        pump()
    }

    private func chunks(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        let size = min(chunkSize, max(bytes.count, 1))
        return stride(from: 0, to: bytes.count, by: size).map { bytes[$0..<min($0 + size, bytes.count)] }
    }

    private func absorbServer(_ output: TLSOutput) {
        receiveCalls += 1
        serverReceived += output.plaintext
        toClient += output.outgoing
        serverState = output.state
    }

    private func absorbClient(_ output: TLSOutput) {
        receiveCalls += 1
        clientReceived += output.plaintext
        toServer += output.outgoing
        clientState = output.state
    }
}
