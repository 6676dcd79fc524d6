import Dispatch
import Glibc
import Synchronization

/// The process's signals as Dispatch events: each routed signal gets a real handler that writes
/// its number to a pipe (an atomic load and one `write`: async-signal-safe), and a Dispatch source
/// reads the pipe and calls whoever routed that signal.
///
/// Why not a `DispatchSourceSignal` with the signal set to `SIG_IGN` (what partyd and the terminal client did before):
/// Dispatch reads signals with a signalfd, which sees a signal only while no thread takes it, and
/// an ignored signal that the kernel hands to a thread not blocking it (the main thread while the
/// server starts, a test runner's thread) is dropped — in the clean-clone CI a SIGUSR2 sent every
/// 50 ms for 10 s was never seen. A handler runs on whichever thread takes the signal, so nothing
/// is dropped; a signal pending while every thread blocks it runs the handler on the main thread,
/// which Dispatch leaves in `sigsuspend` with nothing blocked.
/// (`@unchecked Sendable`: `source` is set once, in `init`, and only kept alive after it; the
/// routes are behind their mutex.)
public final class SignalPipe: @unchecked Sendable {
    /// The one pipe of the process (signal dispositions are process-wide).
    public static let shared = SignalPipe()

    private let queue = DispatchQueue(label: "partyline.signal-pipe")
    private let routes = Mutex<[Int32: [@Sendable (Int32) -> Void]]>([:])
    private let source: DispatchSourceRead

    private init() {
        var ends: [Int32] = [-1, -1]
        precondition(pipe(&ends) == 0, "pipe failed: \(errno)")
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, O_NONBLOCK)  // the handler never waits; the reader stops when empty
        }
        let readEnd = ends[0]
        source = DispatchSource.makeReadSource(fileDescriptor: readEnd, queue: queue)
        signalPipeWriteEnd.store(ends[1], ordering: .sequentiallyConsistent)
        source.setEventHandler { [self] in drain(readEnd) }
        source.resume()
    }

    /// Reads the signal numbers the handler wrote and calls their routes (on `queue`).
    private func drain(_ readEnd: Int32) {
        var bytes = [UInt8](repeating: 0, count: 64)
        while true {
            let n = bytes.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return }
            for byte in bytes[..<n] {
                let sig = Int32(byte)
                for call in routes.withLock({ $0[sig] ?? [] }) { call(sig) }
            }
        }
    }

    /// From now on `signals` call `call` (with the signal's number, on the pipe's queue) instead of
    /// taking their default action; every call routed for a signal hears it.
    public func route(_ signals: [Int32], to call: @escaping @Sendable (Int32) -> Void) {
        routes.withLock { table in
            for sig in signals { table[sig, default: []].append(call) }
        }
        for sig in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = forwardSignalToPipe
            action.sa_flags = SA_RESTART
            sigemptyset(&action.sa_mask)
            precondition(sigaction(sig, &action, nil) == 0, "sigaction(\(sig)) failed: \(errno)")
        }
    }
}

/// The write end of ``SignalPipe/shared``'s pipe (-1 before it is made).
private let signalPipeWriteEnd = Atomic<Int32>(-1)

/// The routed signals' handler: writes the signal's number to the pipe. Only async-signal-safe
/// calls (an atomic load and `write`, errno kept); a full pipe drops the byte, and with it a
/// signal that 64 KiB of others already wait behind.
private func forwardSignalToPipe(_ sig: Int32) {
    let saved = errno
    var byte = UInt8(truncatingIfNeeded: sig)
    _ = write(signalPipeWriteEnd.load(ordering: .relaxed), &byte, 1)
    errno = saved
}
