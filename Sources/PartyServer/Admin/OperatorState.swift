import PartyCore
import PartyProtocol
import PartyStore
import Synchronization

/// What the operator switches and what the console reports about this process: maintenance
/// (no new rooms), when the process started, and whether the store took its latest write.
final class OperatorState: Sendable {
    /// When this process started serving (server clock).
    let startedAt: UnixMillis
    private let maintenanceOn = Atomic<Bool>(false)
    private let storeFailing = Atomic<Bool>(false)

    init(startedAt: UnixMillis) {
        self.startedAt = startedAt
    }

    /// Whether `room.create` and `night.open` get `maintenance` (contract §9).
    var maintenance: Bool {
        get { maintenanceOn.load(ordering: .relaxed) }
        set { maintenanceOn.store(newValue, ordering: .relaxed) }
    }

    /// Records the outcome of a store write (a room's durable change, the snapshot heartbeat).
    func storeWrote(_ result: Result<Void, some Error>) {
        if case .failure = result { storeFailing.store(true, ordering: .relaxed) } else { storeFailing.store(false, ordering: .relaxed) }
    }

    /// Whether the store refused its latest write (or results wait to be written again).
    func storeIsFailing(retriesPending: Int) -> Bool {
        storeFailing.load(ordering: .relaxed) || retriesPending > 0
    }
}

extension ServerContext {
    /// Why this node opens no new room right now (`maintenance`), nil when it does: the
    /// operator's maintenance switch, or a drain (cluster).
    func newRoomRefusal() -> WireError? {
        if placement?.isDraining == true {
            return WireError(.maintenance, "this server is being taken out of service and opens no new rooms; connect again to reach another server (rooms already open play on)")
        }
        if operatorState.maintenance {
            return WireError(.maintenance, "the server is not opening new rooms right now (maintenance); rooms already open play on. Try again later")
        }
        return nil
    }
}
