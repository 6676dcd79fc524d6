import Dispatch
import Foundation
import Logging
import PartyTransport
import Synchronization

/// The relaying node's event links, one per owner node it relays members to (`host:port` of the
/// owner's relay listener): made on first need, used by every member relayed there after, made
/// again after one is lost. A member whose link is not up (it cannot be made: an owner from
/// before event links, or a network fault) is relayed the old way, its frames on its own link.
final class EventLinks: Sendable {
    private let secret: String?
    private let loops: EventLoops
    private let logger: Logger
    private let writeBufferBytes: Int
    private let links = Mutex<[String: Entry]>([:])

    /// Longest the owner may take to accept a new link (as a member's relay link).
    static let connectTimeoutMillis = 1000
    /// Longest the owner may take to acknowledge it (a loaded owner may take a while: the members
    /// waiting for the link would otherwise be relayed the old way for good).
    static let acknowledgeTimeoutMillis = 5000
    /// How long a silent link (a network cut) lives: it is closed, and the next member is
    /// relayed over a new one, instead of a healed link holding every frame back for seconds of
    /// TCP backoff (a reply delayed past the events after it gives the client a stale room).
    static let silentSeconds = 3
    /// How long a node that could not be linked is relayed the old way before the next try.
    static let retryAfterMillis = 1000

    private enum Entry {
        case connecting([@Sendable (EventLinkReceiver?) -> Void])
        case ready(EventLinkReceiver)
        case failed(until: DispatchTime)
    }

    /// The preamble that opens an event link (see ``RelayIntake``).
    struct Preamble: Codable, Equatable {
        static let magic = "partyline.events.v1"
        var link = Preamble.magic
        var secret: String
        var id: String
    }

    /// `secret`: the cluster's link secret (nil: this node relays no one, it never links).
    init(secret: String?, loops: EventLoops, logger: Logger, writeBufferBytes: Int) {
        self.secret = secret
        self.loops = loops
        self.logger = logger
        // One link carries many members' frames: give it their room.
        self.writeBufferBytes = max(writeBufferBytes, 1 << 20) * 16
    }

    /// Calls `completion` (on any queue) with the link to `host:port` once it is up, or nil when
    /// there is none to use now.
    func link(host: String, port: Int, completion: @escaping @Sendable (EventLinkReceiver?) -> Void) {
        guard let secret else { return completion(nil) }
        let key = "\(host):\(port)"
        enum Next { case use(EventLinkReceiver?), wait, connect }
        let next = links.withLock { links -> Next in
            switch links[key] {
            case let .ready(link)? where !link.isClosed: return .use(link)
            case var .connecting(waiting)?:
                waiting.append(completion)
                links[key] = .connecting(waiting)
                return .wait
            case let .failed(until)? where DispatchTime.now() < until: return .use(nil)
            default:
                links[key] = .connecting([completion])
                return .connect
            }
        }
        switch next {
        case let .use(link): completion(link)
        case .wait: break
        case .connect: connect(host: host, port: port, key: key, secret: secret)
        }
    }

    private func connect(host: String, port: Int, key: String, secret: String) {
        DispatchQueue.global().async { [self] in
            guard let connection = try? Connection.connect(host: host, port: port, maxWriteBufferBytes: writeBufferBytes,
                                                           loop: loops.nextLoop(), timeoutMilliseconds: Self.connectTimeoutMillis) else {
                return settle(key, nil)
            }
            connection.failWhenSilent(seconds: Self.silentSeconds)
            let id = UUID().uuidString
            let receiver = EventLinkReceiver(id: id, connection: connection)
            var preamble = (try? JSONEncoder().encode(Preamble(secret: secret, id: id))).map { Array($0) } ?? []
            preamble.append(0x0A)
            connection.setDeadline(after: Self.acknowledgeTimeoutMillis, what: "event link acknowledgement")
            receiver.start(preamble: preamble, ready: { [self] up in
                settle(key, up ? receiver : nil)
            }, closed: { [self] in
                logger.notice("event link to another node lost; its relayed members reconnect", metadata: ["net.peer": "\(key)"])
                links.withLock { links in
                    if case let .ready(link)? = links[key], link === receiver { links[key] = nil }
                }
            })
        }
    }

    private func settle(_ key: String, _ link: EventLinkReceiver?) {
        if let link { link.connection.setDeadline(after: nil, what: "event link acknowledgement") }
        let waiting = links.withLock { links -> [@Sendable (EventLinkReceiver?) -> Void] in
            guard case let .connecting(waiting)? = links[key] else { return [] }
            links[key] = link.map { .ready($0) } ?? .failed(until: .now() + .milliseconds(Self.retryAfterMillis))
            return waiting
        }
        if link == nil { logger.info("no event link to another node; relaying its members the old way for now", metadata: ["net.peer": "\(key)"]) }
        for completion in waiting { completion(link) }
    }
}
