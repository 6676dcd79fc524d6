import ArgumentParser
import Foundation
import PartyClient
import PartyProtocol
import PartyTLS

/// `party-bot`: joins (or creates) a room and chats, for demos, tests and load.
@main
struct PartyBot: AsyncParsableCommand {
    /// Accepts `swift run party-bot -- ARGUMENTS` too: SwiftPM passes that `--` through.
    static func main() async {
        var arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "--" { arguments.removeFirst() }
        await main(arguments)
    }

    static let configuration = CommandConfiguration(
        commandName: "party-bot",
        abstract: "A PartyLine bot that joins a room and chats, or (--chaos) honest and chaos bots that test a server.",
        version: ProtocolInfo.serverVersion
    )

    @Option(help: "Server host.") var host = "127.0.0.1"
    @Option(help: "Server port (7777 plain, 7778 TLS by default).") var port: Int?
    @Flag(help: "Connect with TLS.") var tls = false
    @Option(help: "PEM file of CA certificates to trust (default: the system trust store).") var ca: String?
    @Flag(help: "Skip certificate verification (development only).") var insecure = false
    @Option(help: "Room code to join; without it the bot creates a room and prints its code.") var room: String?
    @Option(help: "Display name.") var name = "Bot"
    @Option(help: "How many chat messages to send.") var messages = 5
    @Option(help: "Milliseconds between messages.") var intervalMs = 1000
    @Flag(help: "Stay in the room after chatting until interrupted.") var stay = false
    @Flag(help: "Chaos mode: honest bots play one room while chaos bots drop and resume, flood (requests and WebSocket pings), churn the audience, and send garbage and oversized fields; exits 1 when an honest bot lost anything.")
    var chaos = false
    @Option(help: "Chaos mode: honest bots (at least 2).") var honest = 4
    @Option(help: "Chaos mode: chaos bots.") var chaosBots = 4
    @Option(help: "Chaos mode: seconds to play before checking.") var seconds = 10
    @Option(help: "Chaos mode: seed for the garbage and the order of attacks.") var seed: UInt64 = 1
    @Option(help: "Chaos mode: the server's --max-frame-bytes, to send a line just over it.") var maxFrameBytes = 64 * 1024
    @Option(help: "Chaos mode: the server's HTTP port, for the WebSocket ping flood (0: skip it).") var httpPort = 8080
    @Flag(help: "Workload mode: rooms of honest players over --nodes write wheels, votes, custom words, RSVPs, scores, settings and bans through faults, recording every request, answer and event in --history for scripts/history-check.py.")
    var workload = false
    @Option(help: "Workload mode: servers, comma-separated HOST:PORT (tls://HOST:PORT for TLS); players are spread over them.") var nodes = "127.0.0.1:7777"
    @Option(help: "Workload mode: rooms.") var rooms = 4
    @Option(help: "Workload mode: seats per room, the host included (at least 3).") var players = 3
    @Option(help: "Workload and chaos modes: the history file to record into (JSON lines).") var history: String?
    @Option(help: "Workload mode: stop playing (and make the final reads) once this file exists.") var stopFile: String?
    @Option(help: "Workload mode: the servers' --node-timeout, for how long a resume may wait.") var nodeTimeout = 10
    @Option(help: "Workload mode: mean seconds between a player's moves to another server (0: none).") var moveSeconds = 30

    func validate() throws {
        guard messages >= 0 else { throw ValidationError("--messages must not be negative") }
        guard intervalMs >= 0 else { throw ValidationError("--interval-ms must not be negative") }
        if insecure && ca != nil { throw ValidationError("--insecure and --ca do not go together") }
        if workload {
            guard players >= 3, rooms >= 1, seconds > 0 else { throw ValidationError("--players must be at least 3, --rooms and --seconds positive") }
            guard history != nil else { throw ValidationError("--workload needs --history FILE") }
        }
        if chaos {
            if tls { throw ValidationError("--chaos runs on the plain port; drop --tls") }
            guard honest >= 2 else { throw ValidationError("--honest must be at least 2") }
            guard chaosBots >= 0, seconds > 0 else { throw ValidationError("--chaos-bots must not be negative and --seconds must be positive") }
        }
    }

    func run() async throws {
        if workload {
            guard players >= 3, rooms >= 1, seconds > 0 else { throw ValidationError("--players must be at least 3, --rooms and --seconds positive") }
            guard history != nil else { throw ValidationError("--workload needs --history FILE") }
        }
        if workload { return try await runWorkload() }
        if chaos { return try await runChaos() }
        var options: PartyClient.TLSOptions?
        if tls {
            if insecure { FileHandle.standardError.write(Data("warning: --insecure: the server's certificate is NOT verified\n".utf8)) }
            options = .init(context: try TLSContext.client(caFile: ca, verify: !insecure))
        }
        let client = try await PartyClient.connect(host: host, port: port ?? (tls ? 7778 : 7777), tls: options)
        let reply = if let room {
            try await client.request("room.join", ["room": .string(room), "name": .string(name)])
        } else {
            try await client.request("room.create", ["name": .string(name)])
        }
        let code = reply[string: "room"] ?? "?"
        print("\(name) is in room \(code) as \(reply[string: "player_id"] ?? "?")")
        for i in 0..<messages {
            try await client.request("chat.send", ["text": .string("hello #\(i + 1) from \(name)")])
            try await Task.sleep(for: .milliseconds(intervalMs))
        }
        if stay {
            while client.closedReason == nil { try await Task.sleep(for: .seconds(1)) }
        } else {
            try await client.request("room.leave")
            client.close()
        }
    }
}
