import PartyTransport
import Synchronization

/// A relayed member on the relaying node, as its node's ``EventLinkReceiver`` knows it: the
/// member id (`vid`) the owner tags its frames with, the client connection they go to, and who
/// answered first. The owner answers a routed join either over the member's own relay link (an
/// owner without this link: the old way) or over the event link; that first answer decides, once,
/// between the link dying before it (the request is routed again) and after it (the client is
/// closed), whichever queue sees which first.
///
/// `Sendable`: the state is atomic; the relay link is reached only through `relay`'s mutex.
final class EventRoute: Sendable {
    enum Phase: UInt8 {
        /// The owner has not answered yet.
        case awaiting
        /// The owner answered over the member's own relay link (it did not use the event link).
        case answeredByLink
        /// The owner answered over the event link: everything for the member comes that way.
        case answeredByEvents
        /// The route is over (lost before an answer, closed by the owner, or the client left).
        case gone
    }

    let vid: UInt32
    let client: Connection
    private let phase = Atomic<UInt8>(Phase.awaiting.rawValue)
    private let relay: Mutex<RelayLink?>

    init(vid: UInt32, client: Connection, relay: RelayLink) {
        self.vid = vid
        self.client = client
        self.relay = Mutex(relay)
    }

    var current: Phase { Phase(rawValue: phase.load(ordering: .acquiring))! }

    /// Moves from `from` to `to`; false when another queue moved it first.
    func move(from: Phase, to: Phase) -> Bool {
        phase.compareExchange(expected: from.rawValue, desired: to.rawValue, ordering: .acquiringAndReleasing).exchanged
    }

    /// Ends the route and returns what it was; the relay link is let go.
    @discardableResult
    func end() -> Phase {
        relay.withLock { $0 = nil }
        return Phase(rawValue: phase.exchange(Phase.gone.rawValue, ordering: .acquiringAndReleasing))!
    }

    /// Bytes for the member from the event link. On the link's queue.
    func deliver(_ bytes: [UInt8]) {
        switch current {
        case .answeredByEvents: client.send(bytes)
        case .awaiting:
            guard move(from: .awaiting, to: .answeredByEvents) else { return deliver(bytes) }
            client.send(bytes)
            let link = relay.withLock { $0 }
            client.queue.async { link?.answeredByEvents() }
        case .answeredByLink, .gone: break
        }
    }

    /// The owner closed the member's session, or the event link died. On the link's queue.
    func ownerClosed() {
        let link = relay.withLock { $0 }
        switch end() {
        case .awaiting: client.queue.async { link?.lostBeforeAnswer() }
        case .answeredByEvents: client.queue.async { link?.closedByOwner() }
        case .answeredByLink, .gone: break  // the member's own link says when it ends
        }
    }
}
