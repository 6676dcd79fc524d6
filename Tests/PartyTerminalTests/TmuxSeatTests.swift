import Foundation
import Glibc
import Testing

/// The real `party` in tmux against a real `partyd`: a kicked client says so, exits and forgets
/// the seat; `/quit` prints how to take the seat back. Skipped when tmux or the binaries are missing.
@Suite(.serialized) struct TmuxSeatTests {
    typealias E = TmuxEndToEndTests

    @Test(.enabled(if: E.skipReason == nil, Comment(rawValue: E.skipReason ?? "")))
    func kickedClientExitsAndQuitSaysHowToComeBack() throws {
        let port = try E.freePort()
        let base = NSTemporaryDirectory() + "party-seat-\(getpid())-\(port)"
        let server = try Subprocess.spawn(E.partyd, ["--host", "127.0.0.1", "--port", String(port), "--http-port", "0", "--data-dir", base + "-data"])
        let socket = "party-seat-\(getpid())-\(port)"
        defer {
            _ = try? E.tmux(socket, ["kill-server"])
            Subprocess.stop(server)
            for dir in ["-alice", "-bob", "-data"] { try? FileManager.default.removeItem(atPath: base + dir) }
        }
        try #require(E.waitFor { E.canConnect(port: port) }, "partyd did not start listening on \(port)")
        func run(_ session: String, _ args: String) throws {
            let command = "\(E.party) \(args) --port \(port) --config-dir \(base)-\(session) --lang en; echo EXITED $?; sleep 30"
            try E.tmux(socket, ["new-session", "-d", "-s", session, "-x", "80", "-y", "24", "sh", "-c", command])
        }
        func screen(_ session: String) -> String { (try? E.tmux(socket, ["capture-pane", "-p", "-t", session])) ?? "" }
        func type(_ session: String, _ text: String) throws {
            try E.tmux(socket, ["send-keys", "-t", session, "-l", text])
            try E.tmux(socket, ["send-keys", "-t", session, "Enter"])
        }

        try run("alice", "create Alice")
        var code = ""
        #expect(E.waitFor {
            code = screen("alice").firstMatch(of: /Room ([A-Z]{4})/).map { String($0.1) } ?? ""
            return !code.isEmpty
        }, "no room code:\n\(screen("alice"))")
        try run("bob", "join \(code) Bob")
        #expect(E.waitFor { screen("alice").contains("Bob joined") }, "Bob did not arrive:\n\(screen("alice"))")

        try type("alice", "/kick Bob")
        #expect(E.waitFor { screen("bob").contains("EXITED") }, "Bob's client did not exit:\n\(screen("bob"))")
        #expect(screen("bob").contains("You were removed from room \(code) by the host."), "\(screen("bob"))")
        let bobSeats = FileManager.default.contents(atPath: base + "-bob/seats.json").map { String(decoding: $0, as: UTF8.self) } ?? ""
        #expect(!bobSeats.contains("\"\(code)\""), "the kicked seat is still remembered: \(bobSeats)")

        try type("alice", "/quit")
        #expect(E.waitFor { screen("alice").contains("EXITED 0") }, "Alice's client did not exit:\n\(screen("alice"))")
        #expect(screen("alice").contains("Seat kept for 2 minutes: party join \(code) Alice --port \(port)"), "\(screen("alice"))")
    }
}
