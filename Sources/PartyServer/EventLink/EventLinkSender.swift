import Dispatch
import PartyTransport
import Synchronization

/// The owner node's end of an event link: one TCP connection from a relaying node that carries
/// every frame this node sends to the members that node relays (see ``EventLinkRecord``).
///
/// Each relayed member's session sends through its ``EventLinkMember`` (its relay link's
/// redirected output). A room fans an event out by handing the same encoded frame to each
/// member in turn, so consecutive sends of one frame (the same array) become one record naming
/// every member: the event crosses to the node once, and that node fans it out. Records are
/// written in the order the sends were made (so each member's frames keep their order, and a
/// close follows what was sent before it), in one write per flush on the link's own queue.
///
/// `Sendable`: the records are guarded by a `Mutex`; the connection is thread-safe to send on.
final class EventLinkSender: Sendable {
    /// The link's id, as the relaying node named it in its preamble and in each member's.
    let id: String
    let connection: Connection
    private let metrics: ServerMetrics
    private let state = Mutex(Pending())

    private struct Pending: ~Copyable {
        /// The member ids of every frame record, in order; each record names a run of them.
        var vids: [UInt32] = []
        var records: [Record] = []
        var flushQueued = false
        var closed = false
    }

    private enum Record {
        /// `payload` for the members in `vids[from..<to]` (a close when `payload` is nil).
        case frame(payload: [UInt8], from: Int, to: Int)
        case close(vid: UInt32)
    }

    init(id: String, connection: Connection, metrics: ServerMetrics) {
        self.id = id
        self.connection = connection
        self.metrics = metrics
    }

    /// Queues `bytes` for member `vid`. Safe from any queue.
    func send(_ bytes: [UInt8], to vid: UInt32) {
        let flush = state.withLock { s -> Bool in
            guard !s.closed else { return false }
            if case let .frame(last, from, to)? = s.records.last, to - from < EventLinkRecord.maxVids, Self.same(last, bytes) {
                s.vids.append(vid)
                s.records[s.records.count - 1] = .frame(payload: last, from: from, to: to + 1)
            } else {
                s.records.append(.frame(payload: bytes, from: s.vids.count, to: s.vids.count + 1))
                s.vids.append(vid)
            }
            return Self.queueFlush(&s)
        }
        if flush { connection.queue.async { self.flush() } }
    }

    /// Queues a close record for member `vid` (its session's connection closed). Safe from any queue.
    func close(_ vid: UInt32) {
        let flush = state.withLock { s -> Bool in
            guard !s.closed else { return false }
            s.records.append(.close(vid: vid))
            return Self.queueFlush(&s)
        }
        if flush { connection.queue.async { self.flush() } }
    }

    /// The link closed: later sends are dropped (the relaying node closes its members' clients).
    func linkClosed() {
        state.withLock { s in
            s.closed = true
            s.records = []
            s.vids = []
        }
    }

    private static func queueFlush(_ s: inout Pending) -> Bool {
        guard !s.flushQueued else { return false }
        s.flushQueued = true
        return true
    }

    /// Whether two frames are one array: a room hands each member the frame it encoded once.
    private static func same(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        a.count == b.count && a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in x.baseAddress == y.baseAddress } }
    }

    /// Encodes what is queued into one write. On the link's queue.
    private func flush() {
        let (records, vids) = state.withLock { s -> ([Record], [UInt32]) in
            s.flushQueued = false
            var records: [Record] = [], vids: [UInt32] = []
            swap(&records, &s.records)
            swap(&vids, &s.vids)
            return (records, vids)
        }
        guard !records.isEmpty else { return }
        var out: [UInt8] = []
        var frames = 0
        for record in records {
            switch record {
            case let .frame(payload, from, to):
                EventLinkRecord.appendFrame(vids: vids[from..<to], payload: payload, to: &out)
                frames += 1
            case let .close(vid):
                EventLinkRecord.appendClose(vid: vid, to: &out)
            }
        }
        metrics.eventLinkSent(records: frames, deliveries: vids.count)
        connection.send(out)
    }
}

/// A relayed member's connection output on the owner node: its frames and its close go over
/// the relaying node's event link, tagged with the member id that node gave it.
final class EventLinkMember: RedirectedOutput {
    let sender: EventLinkSender
    let vid: UInt32
    private let isClosed = Atomic<Bool>(false)

    init(sender: EventLinkSender, vid: UInt32) {
        self.sender = sender
        self.vid = vid
    }

    func send(_ bytes: [UInt8]) {
        guard !isClosed.load(ordering: .acquiring) else { return }
        sender.send(bytes, to: vid)
    }

    func closed() {
        guard !isClosed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        sender.close(vid)
    }
}

/// The event links this node accepted, by id (a member's relay preamble names its link).
final class EventLinkSenders: Sendable {
    private let links = Mutex<[String: EventLinkSender]>([:])

    func add(_ sender: EventLinkSender) { links.withLock { $0[sender.id] = sender } }

    func remove(_ sender: EventLinkSender) {
        links.withLock { if $0[sender.id] === sender { $0[sender.id] = nil } }
    }

    func sender(_ id: String) -> EventLinkSender? { links.withLock { $0[id] } }
}
