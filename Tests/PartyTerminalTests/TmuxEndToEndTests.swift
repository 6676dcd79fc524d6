import Foundation
import Glibc
import PartyTestSupport
import Testing

/// Runs the real `party` inside tmux against a real `partyd`, types as a person would and reads
/// the screen with `capture-pane`. Skipped (with the reason) when tmux or the binaries are missing.
@Suite(.serialized) struct TmuxEndToEndTests {
    static let root = URL(fileURLWithPath: RepoPaths.root)
    static let partyd = root.appendingPathComponent(".build/debug/partyd").path
    static let party = root.appendingPathComponent(".build/debug/party").path
    static let tmux = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static let skipReason: String? = {
        if tmux == nil { return "tmux is not installed" }
        for binary in [partyd, party] where !FileManager.default.isExecutableFile(atPath: binary) {
            return "\(binary) is missing; run `swift build` first"
        }
        return nil
    }()

    @Test(.enabled(if: skipReason == nil, Comment(rawValue: skipReason ?? "")))
    func createARoomAndChat() throws {
        let port = try Self.freePort()
        let configDir = NSTemporaryDirectory() + "party-e2e-\(getpid())-\(port)"
        // Its own data folder: a test never leaves `./data` in the checkout.
        let dataDir = configDir + "-data"
        let server = try Subprocess.spawn(Self.partyd, ["--host", "127.0.0.1", "--port", String(port), "--http-port", "0", "--data-dir", dataDir])
        let socket = "party-e2e-\(getpid())-\(port)"
        defer {
            _ = try? Self.tmux(socket, ["kill-server"])
            Subprocess.stop(server)
            try? FileManager.default.removeItem(atPath: configDir)
            try? FileManager.default.removeItem(atPath: dataDir)
        }
        try #require(Self.waitFor { Self.canConnect(port: port) }, "partyd did not start listening on \(port)")

        let command = "\(Self.party) create Alice --port \(port) --config-dir \(configDir) --lang en"
        try Self.tmux(socket, ["new-session", "-d", "-s", "e2e", "-x", "80", "-y", "24", command])
        var screen = ""
        let seated = Self.waitFor {
            screen = (try? Self.tmux(socket, ["capture-pane", "-p", "-t", "e2e"])) ?? ""
            return screen.range(of: #"Room [A-Z]{4}"#, options: .regularExpression) != nil && screen.contains("Alice")
        }
        #expect(seated, "no room code on screen:\n\(screen)")
        #expect(screen.contains("Players (1)"))

        try Self.tmux(socket, ["send-keys", "-t", "e2e", "-l", "hello from tmux"])
        try Self.tmux(socket, ["send-keys", "-t", "e2e", "Enter"])
        let chatted = Self.waitFor {
            screen = (try? Self.tmux(socket, ["capture-pane", "-p", "-t", "e2e"])) ?? ""
            return screen.contains("Alice: hello from tmux")
        }
        #expect(chatted, "chat line not on screen:\n\(screen)")

        try Self.tmux(socket, ["send-keys", "-t", "e2e", "-l", "?"])
        let help = Self.waitFor {
            screen = (try? Self.tmux(socket, ["capture-pane", "-p", "-t", "e2e"])) ?? ""
            return screen.contains("Help: Lobby")
        }
        #expect(help, "help overlay not on screen:\n\(screen)")
        try Self.tmux(socket, ["send-keys", "-t", "e2e", "Escape"])

        try Self.tmux(socket, ["send-keys", "-t", "e2e", "-l", "/quit"])
        try Self.tmux(socket, ["send-keys", "-t", "e2e", "Enter"])
        #expect(Self.waitFor { (try? Self.tmux(socket, ["has-session", "-t", "e2e"])) == nil }, "party did not exit on /quit")
        let seats = FileManager.default.contents(atPath: configDir + "/seats.json").map { String(decoding: $0, as: UTF8.self) } ?? ""
        #expect(seats.contains("\"127.0.0.1:\(port)\""), "seat not remembered: \(seats)")
    }

    /// Runs tmux on a private socket; throws when it exits non-zero; returns capture-pane's output.
    @discardableResult
    static func tmux(_ socket: String, _ args: [String]) throws -> String {
        let (status, output) = try Subprocess.run(tmux ?? "/usr/bin/tmux", ["-L", socket, "-f", "/dev/null"] + args,
                                                  capture: args.first == "capture-pane")
        guard status == 0 else { throw TmuxFailure(status: status) }
        return output
    }

    struct TmuxFailure: Error { var status: Int32 }

    /// Polls `condition` every 50 ms for up to 10 s.
    static func waitFor(_ condition: () -> Bool) -> Bool {
        for _ in 0..<200 {
            if condition() { return true }
            usleep(50_000)
        }
        return false
    }

    static func freePort() throws -> Int {
        let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        addr.sin_port = 0
        var len = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, len) == 0 && getsockname(fd, $0, &len) == 0 }
        }
        guard bound else { throw TmuxFailure(status: -1) }
        return Int(UInt16(bigEndian: addr.sin_port))
    }

    static func canConnect(port: Int) -> Bool {
        let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        addr.sin_port = in_port_t(UInt16(port).bigEndian)
        return withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
    }
}
