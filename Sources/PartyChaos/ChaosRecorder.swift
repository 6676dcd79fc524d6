import PartyClient
import Synchronization

/// Hands out the ``ClientHistory`` of each bot's connections in a chaos run: one history file for
/// all of them, each bot a logical client numbering its own connections; nothing without a file.
final class ChaosRecorder: Sendable {
    private let file: HistoryFile?
    private let node: String
    private let connections = Mutex<[String: Int]>([:])

    init(file: HistoryFile?, node: String) {
        self.file = file
        self.node = node
    }

    /// The history of `process`'s next connection, nil when the run records nothing.
    func history(for process: String) -> ClientHistory? {
        guard let file else { return nil }
        let n = connections.withLock { counts in
            counts[process, default: 0] += 1
            return counts[process]!
        }
        return ClientHistory(file: file, process: process, connection: n, node: node)
    }
}
