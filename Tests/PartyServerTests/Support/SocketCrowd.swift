import Glibc
import PartyTestSupport

/// Many bare TCP clients at once, driven by one `poll` loop in the test: for tests that need
/// thousands of sockets, which one `PartyClient` (or `RawSocket`) each would make slow.
///
/// Lines are handed to a callback as they arrive, without being kept: a crowd joining one room
/// receives snapshots that grow with the room. Waiting polls without blocking the task's thread
/// for long (10 ms at a time).
///
/// `@unchecked Sendable`: one test task uses it at a time.
final class SocketCrowd: @unchecked Sendable {
    /// Why a wait ended early.
    enum Failure: Error, CustomStringConvertible {
        case connect(Int, Int32)
        case timeout(String)
        var description: String {
            switch self {
            case let .connect(i, e): "socket \(i): connect failed: \(String(cString: strerror(e)))"
            case let .timeout(what): "timed out waiting for \(what)"
            }
        }
    }

    private var fds: [Int32] = []
    private var partial: [[UInt8]]
    private var outbox: [[UInt8]]
    /// Sockets whose peer closed (or failed), by index.
    private(set) var closed = Set<Int>()

    /// The number of sockets.
    var count: Int { fds.count }

    /// Connects `count` sockets to 127.0.0.1:`port` (each a blocking connect, then non-blocking).
    init(port: Int, count: Int, receiveBuffer: Int32? = nil) throws {
        partial = Array(repeating: [], count: count)
        outbox = Array(repeating: [], count: count)
        for i in 0..<count {
            let fd: Int32
            do {
                fd = try RawSocket.connectLoopback(port: port, receiveBuffer: receiveBuffer)
            } catch {
                close()
                guard case let .connect(e) = error else { throw error }
                throw Failure.connect(i, e)
            }
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            fds.append(fd)
        }
    }

    deinit { close() }

    /// Closes every socket.
    func close() {
        for fd in fds where fd >= 0 { Glibc.close(fd) }
        fds = fds.map { _ in -1 }
    }

    /// Queues `text` (a newline is added) to socket `i`; it leaves during the next ``pump(timeout:until:onLine:)``.
    func send(_ i: Int, _ text: String) {
        outbox[i].append(contentsOf: Array(text.utf8))
        outbox[i].append(0x0A)
    }

    /// Reads (and writes what is queued) until `done()` holds, calling `onLine(i, line)` for
    /// every whole line socket `i` receives; throws after `timeout` seconds.
    func pump(timeout: Double, until done: () -> Bool, onLine: (Int, ArraySlice<UInt8>) -> Void) async throws {
        let deadline = Self.now() + timeout
        var polls = fds.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        var chunk = [UInt8](repeating: 0, count: 65536)
        while !done() {
            guard Self.now() < deadline else { throw Failure.timeout("the crowd (\(closed.count) of \(count) closed)") }
            for i in polls.indices {
                polls[i].events = Int16(POLLIN) | (outbox[i].isEmpty ? 0 : Int16(POLLOUT))
                polls[i].revents = 0
                if closed.contains(i) { polls[i].fd = -1 }
            }
            let ready = poll(&polls, nfds_t(polls.count), 10)
            if ready <= 0 {
                await Task.yield()
                continue
            }
            for i in polls.indices where polls[i].revents != 0 {
                if polls[i].revents & Int16(POLLOUT) != 0 { write(i) }
                if polls[i].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 { read(i, into: &chunk, onLine: onLine) }
            }
        }
    }

    private func write(_ i: Int) {
        let n = outbox[i].withUnsafeBytes { Glibc.send(fds[i], $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        if n > 0 { outbox[i].removeFirst(n) }
    }

    private func read(_ i: Int, into chunk: inout [UInt8], onLine: (Int, ArraySlice<UInt8>) -> Void) {
        let n = chunk.withUnsafeMutableBytes { recv(fds[i], $0.baseAddress, $0.count, 0) }
        guard n > 0 else {
            if n == 0 || (errno != EAGAIN && errno != EINTR) { closed.insert(i) }
            return
        }
        var bytes = partial[i]
        bytes.append(contentsOf: chunk[0..<n])
        var start = 0
        while let newline = bytes[start...].firstIndex(of: 0x0A) {
            onLine(i, bytes[start..<newline])
            start = newline + 1
        }
        partial[i] = start == bytes.count ? [] : Array(bytes[start...])
    }

    private static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
