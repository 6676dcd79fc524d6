import Dispatch
import Foundation
import PartyTransport

/// The owner node's end of a relay link (cluster mode): reads the ``RelayOrigin`` preamble,
/// checks the cluster's secret, then runs an ordinary ``Session`` on the link for the member
/// another node accepted. The session sees the member's address and transport, not the link's,
/// and sends no welcome (the accepting node did); everything else — limits, rooms, hidden
/// information, text mode — is exactly what a direct connection gets.
///
/// `@unchecked Sendable`: all state is confined to the link connection's queue.
final class RelayIntake: @unchecked Sendable {
    /// Longest preamble line accepted.
    static let maxPreambleBytes = 4096

    private let connection: Connection
    private let context: ServerContext
    private let secret: String
    private var preamble: [UInt8] = []
    private var session: Session?
    private var adminIntake: AdminPeerIntake?
    /// Set when this connection is a relaying node's event link (see ``EventLinkSender``).
    private var eventLink: EventLinkSender?
    private var refused = false

    init(connection: Connection, context: ServerContext, secret: String) {
        self.connection = connection
        self.context = context
        self.secret = secret
    }

    /// Starts reading the preamble.
    func start() {
        connection.start(Connection.Handler(
            onData: { [self] bytes in received(bytes) },
            onClose: { [self] reason in
                if let eventLink {
                    eventLink.linkClosed()
                    context.eventLinkSenders.remove(eventLink)
                }
                session?.closedConnection(reason)
                session = nil
                adminIntake = nil
            },
            onEndOfInput: { [self] in session?.endOfInput() }
        ))
        connection.setDeadline(after: 10_000, what: "relay preamble")
    }

    private func received(_ bytes: [UInt8]) {
        if let session { return session.received(bytes) }
        if let adminIntake { return adminIntake.received(bytes) }
        guard !refused, eventLink == nil else { return }  // an event link's relaying node sends nothing more
        preamble.append(contentsOf: bytes)
        guard let newline = preamble.firstIndex(of: 0x0A) else {
            if preamble.count > Self.maxPreambleBytes { refuse("preamble too long") }
            return
        }
        let line = Data(preamble[..<newline])
        let rest = Array(preamble[(newline + 1)...])
        // The operator console's link from another node (see AdminPeer): one command, one reply.
        if let admin = try? JSONDecoder().decode(AdminPeer.Preamble.self, from: line), admin.link == AdminPeer.magic {
            guard Self.same(admin.secret, secret) else { return refuse("bad console link secret") }
            preamble = []
            let intake = AdminPeerIntake(connection: connection, context: context, rest: rest)
            adminIntake = intake
            return intake.start()
        }
        // A relaying node's event link: the frames of every member it relays here ride it.
        if let events = try? JSONDecoder().decode(EventLinks.Preamble.self, from: line), events.link == EventLinks.Preamble.magic {
            guard Self.same(events.secret, secret) else { return refuse("bad event link secret") }
            preamble = []
            let sender = EventLinkSender(id: events.id, connection: connection, metrics: context.metrics)
            eventLink = sender
            context.eventLinkSenders.add(sender)
            connection.setDeadline(after: nil, what: "relay preamble")
            connection.failWhenSilent(seconds: EventLinks.silentSeconds)
            connection.send(EventLinkReceiver.ackLine)
            return
        }
        guard let origin = try? JSONDecoder().decode(RelayOrigin.self, from: line),
              origin.link == RelayOrigin.magic, Self.same(origin.secret, secret) else {
            return refuse("bad preamble or secret")
        }
        preamble = []
        let session = Session(connection: connection, server: context, origin: origin)
        if let refusal = GameServer.admit(session, context: context) {
            connection.send(refusal)
            connection.close(.local)
            refused = true
            return
        }
        self.session = session
        if let id = origin.events, let vid = origin.vid, let sender = context.eventLinkSenders.sender(id) {
            connection.redirectOutput(EventLinkMember(sender: sender, vid: vid))
        }
        session.startRelayed()
        if !rest.isEmpty { session.received(rest) }
    }

    private func refuse(_ why: String) {
        refused = true
        context.abuseLog.notice("relay link refused: \(why)", kind: "relay_refused", metadata: ["conn.peer": "\(connection.peer)"])
        connection.close(.security(why))
    }

    /// Compares secrets in time independent of where they differ.
    static func same(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        return zip(x, y).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
