import Synchronization

/// A value the closures of one console call share (a room's turns, a link's callbacks): a
/// `Mutex` in a class, so several escaping closures can hold the same one.
final class Shared<Value: Sendable>: Sendable {
    private let mutex: Mutex<Value>

    init(_ value: Value) {
        mutex = Mutex(value)
    }

    /// Runs `body` with the value, under the lock.
    func withLock<R: Sendable>(_ body: (inout Value) -> R) -> R {
        mutex.withLock { body(&$0) }
    }
}
