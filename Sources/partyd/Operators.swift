import ArgumentParser
import Foundation
import Glibc
import PartyCore
import PartyStore

/// `partyd stats`: prints counts from the store.
struct Stats: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Print counts from the data store.")

    @OptionGroup var location: StoreLocationOptions

    func run() throws {
        let store = try location.openExisting()
        defer { store.close() }
        print("server: \(location.statusLine)")
        print(try store.stats().description)
    }
}

/// `partyd reset-wyr --confirm`: clears Would You Rather all-time tallies.
struct ResetWyr: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reset-wyr",
        abstract: "Reset the all-time Would You Rather tallies of every question (rooms keep their own stats)."
    )

    @OptionGroup var location: StoreLocationOptions

    @Flag(help: "Required: confirms that all-time tallies are deleted for good.")
    var confirm = false

    func validate() throws {
        guard confirm else { throw ValidationError("this deletes every all-time tally; run again with --confirm") }
    }

    func run() throws {
        let store = try location.openExisting()
        defer { store.close() }
        let status = location.statusLine
        try store.writeAndWait([.deleteGameRecords(game: WouldYouRather.id)])
        print("all-time Would You Rather tallies reset")
        if location.database != nil {
            print("servers on this database see the reset tallies from their next results on")
        } else if status.hasPrefix("running") {
            // SQLite's file locks make the write safe beside it; rooms keep their own statistics.
            print("a server is \(status) on this data folder: it sees the reset tallies from its next results on")
        }
    }
}

/// `partyd health`: exits 0 when a server answers with its welcome line (for container health checks).
struct Health: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Check that a server answers on its plain port.")

    @Option(help: "Server host.") var host = "127.0.0.1"
    @Option(help: "Server port.") var port = 7777

    func run() throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw ExitCode.failure }
        defer { close(fd) }
        var timeout = timeval(tv_sec: 3, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_port = in_port_t(UInt16(port).bigEndian)
        guard inet_pton(AF_INET, host, &addr.sin_addr) == 1 else { throw ValidationError("--host must be an IPv4 address") }
        let connected = withUnsafePointer(to: &addr) { p in
            p.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { print("unhealthy: cannot connect"); throw ExitCode.failure }
        var buffer = [UInt8](repeating: 0, count: 512)
        let n = recv(fd, &buffer, buffer.count, 0)
        guard n > 0, String(decoding: buffer[0..<n], as: UTF8.self).contains(#""welcome""#) else {
            print("unhealthy: no welcome frame")
            throw ExitCode.failure
        }
        print("healthy")
    }
}

/// Whether a server holds the data folder's lock (operator commands never take it, so they
/// run safely beside a server and never keep one from starting).
func serverStatus(_ dataDir: String) -> DataDirLock.Holder {
    DataDirLock.probe(directory: URL(fileURLWithPath: dataDir, isDirectory: true))
}

/// Opens the store of an operator command; a missing data file is an error (a mistyped
/// --data-dir must not silently create an empty store and report zeros).
func openExistingStore(_ dataDir: String) throws -> SQLiteStore {
    let file = URL(fileURLWithPath: dataDir, isDirectory: true).appendingPathComponent(SQLiteStore.fileName).path
    guard FileManager.default.fileExists(atPath: file) else {
        throw StartupError(message: "no data store at \(file); is --data-dir right? (the server creates it on first start)")
    }
    return try openStore(dataDir)
}
