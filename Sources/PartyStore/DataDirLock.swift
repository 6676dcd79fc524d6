import Foundation
import Glibc

/// One server per data folder: an exclusive `flock` on `partyd.lock` in the data directory,
/// held for the life of this object (the server's life; the kernel drops it when the process
/// ends, however it ends). The file holds the owner's process id, for messages.
///
/// `@unchecked Sendable`: the only state is an immutable file descriptor.
public final class DataDirLock: @unchecked Sendable {
    /// The lock file's name inside the data directory.
    public static let fileName = "partyd.lock"

    /// Why the lock could not be taken.
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// Another process (a running partyd) holds the lock; `pid` as written in the file, if readable.
        case held(directory: String, pid: Int32?)
        /// The lock file could not be created or locked; the message says why.
        case io(String)

        /// A one-line message for operators.
        public var description: String {
            switch self {
            case let .held(directory, pid):
                "another partyd\(pid.map { " (pid \($0))" } ?? "") is already serving the data folder \(directory); "
                    + "stop it first, or give this one another --data-dir"
            case let .io(message): "cannot lock the data folder: \(message)"
            }
        }
    }

    /// Whether a server holds a data folder's lock right now (see ``probe(directory:)``).
    public enum Holder: Equatable, Sendable, CustomStringConvertible {
        /// No server is running on the folder.
        case none
        /// A server is running on the folder; its process id when known.
        case server(pid: Int32?)

        /// `not running` or `running (pid N)`.
        public var description: String {
            switch self {
            case .none: "not running"
            case let .server(pid): "running" + (pid.map { " (pid \($0))" } ?? "")
            }
        }
    }

    private let fd: Int32

    /// Creates the directory if needed and takes the lock without waiting.
    /// - Throws: ``Failure/held(directory:pid:)`` when another process holds it, ``Failure/io(_:)`` otherwise.
    public init(directory: URL) throws(Failure) {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .io("cannot create \(directory.path): \(error.localizedDescription)")
        }
        let path = directory.appendingPathComponent(Self.fileName).path
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw .io("cannot open \(path): \(String(cString: strerror(errno)))") }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            let code = errno
            close(fd)
            if code == EWOULDBLOCK { throw .held(directory: directory.path, pid: Self.readPID(path)) }
            throw .io("flock \(path): \(String(cString: strerror(code)))")
        }
        let text = Array("\(getpid())\n".utf8)
        _ = ftruncate(fd, 0)
        _ = text.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
        self.fd = fd
    }

    deinit { close(fd) }

    /// Whether a server holds the lock of `directory`, without creating anything and without
    /// keeping a lock (a shared probe, released at once), so an operator command never stops a
    /// server from starting.
    public static func probe(directory: URL) -> Holder {
        let path = directory.appendingPathComponent(fileName).path
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return .none }
        defer { close(fd) }
        guard flock(fd, LOCK_SH | LOCK_NB) == 0 else { return .server(pid: readPID(path)) }
        _ = flock(fd, LOCK_UN)
        return .none
    }

    private static func readPID(_ path: String) -> Int32? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        return Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
