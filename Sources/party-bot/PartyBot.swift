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
        abstract: "A PartyLine bot that joins a room and chats.",
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

    func validate() throws {
        guard messages >= 0 else { throw ValidationError("--messages must not be negative") }
        guard intervalMs >= 0 else { throw ValidationError("--interval-ms must not be negative") }
        if insecure && ca != nil { throw ValidationError("--insecure and --ca do not go together") }
    }

    func run() async throws {
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
