import ArgumentParser
import Foundation
import PartyConsole
import PartyProtocol

/// `partyd admin …`: the operator console from a terminal (contract §9), against a running
/// partyd's `--admin-port`: a table for people, `--json` for scripts.
struct Admin: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "The operator console from a terminal: list and inspect rooms, close one, warn everyone, maintenance, drain.",
        discussion: """
            Talks to a running partyd's console port (partyd serve --admin-port PORT). The token comes from
            --token-file FILE, else $PARTYLINE_ADMIN_TOKEN. Exit status 0 when the console did it, 1 otherwise.
            """,
        subcommands: [AdminRooms.self, AdminRoom.self, AdminClose.self, AdminKick.self, AdminNotice.self,
                      AdminMaintenance.self, AdminDrain.self, AdminStats.self]
    )
}

/// Options every `partyd admin` command takes.
struct ConsoleOptions: ParsableArguments {
    @Option(help: "The console's address: http://HOST:PORT (default $PARTYLINE_ADMIN_URL).")
    var url: String?

    @Option(help: "File holding the admin token (default: $PARTYLINE_ADMIN_TOKEN).")
    var tokenFile: String?

    @Flag(help: "Print the console's JSON answer as it came, for scripts.")
    var json = false

    /// Sends the request and prints the answer (`command` picks the table); exits 1 on a refusal.
    func run(_ command: String, _ method: String, _ path: String, body: [String: JSONValue]? = nil) throws {
        let environment = ProcessInfo.processInfo.environment
        guard let address = url ?? environment["PARTYLINE_ADMIN_URL"].flatMap({ $0.isEmpty ? nil : $0 }) else {
            throw ValidationError("--url http://HOST:PORT is needed (or PARTYLINE_ADMIN_URL): the console's port, partyd serve --admin-port")
        }
        let consoleURL: ConsoleURL
        do { consoleURL = try ConsoleURL(address) } catch { throw ValidationError(error.description) }
        let token = try readToken(environment)
        let payload = try body.map { String(decoding: try JSONEncoder().encode(JSONValue.object($0)), as: UTF8.self) }
        let response: ConsoleResponse
        do { response = try ConsoleClient(url: consoleURL, token: token).send(method, path, json: payload) } catch {
            printError("error: \(error.description)")
            throw ExitCode.failure
        }
        let parsed = try? JSONReader.parse(response.body)
        guard response.status == 200 else {
            if json, !response.body.isEmpty { print(String(decoding: response.body, as: UTF8.self)) }
            printError(ConsoleReport.error(status: response.status, parsed))
            throw ExitCode.failure
        }
        if json { return print(String(decoding: response.body, as: UTF8.self)) }
        guard let parsed else { return print(String(decoding: response.body, as: UTF8.self)) }
        let now = Int64(Date().timeIntervalSince1970 * 1000)
        for line in ConsoleReport.lines(for: command, parsed, now: now) { print(line) }
    }

    private func readToken(_ environment: [String: String]) throws -> String {
        if let tokenFile {
            guard let text = try? String(contentsOfFile: tokenFile, encoding: .utf8) else {
                throw ValidationError("--token-file: cannot read \(tokenFile)")
            }
            return text.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        if let token = environment["PARTYLINE_ADMIN_TOKEN"], !token.isEmpty { return token.trimmingCharacters(in: .whitespacesAndNewlines) }
        throw ValidationError("--token-file FILE is needed (or PARTYLINE_ADMIN_TOKEN): the token partyd serve was given or printed")
    }

    private func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

/// A room code argument, checked here so a typo never reaches the server.
private func roomPath(_ code: String) throws -> String {
    let upper = code.uppercased()
    guard upper.count == 4, upper.allSatisfy({ ProtocolInfo.roomCodeAlphabet.contains($0) }) else {
        throw ValidationError("\(code) is not a room code (4 letters A–Z without I and O)")
    }
    return "/admin/api/rooms/\(upper)"
}

struct AdminRooms: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rooms", abstract: "Every room of every node, most members first.")
    @OptionGroup var console: ConsoleOptions
    func run() throws { try console.run("rooms", "GET", "/admin/api/rooms") }
}

struct AdminRoom: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "room", abstract: "One room: members, roles, transports, game, settings, bans.")
    @Argument(help: "The room code.") var code: String
    @OptionGroup var console: ConsoleOptions
    func run() throws { try console.run("room", "GET", try roomPath(code)) }
}

struct AdminClose: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "close", abstract: "Close a room: everyone in it gets room.closed with MESSAGE.")
    @Argument(help: "The room code.") var code: String
    @Argument(help: "What everyone in the room is told (optional).") var message: String?
    @OptionGroup var console: ConsoleOptions
    func run() throws {
        try console.run("close", "POST", try roomPath(code) + "/close", body: message.map { ["message": .string($0)] } ?? [:])
    }
}

struct AdminKick: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "kick", abstract: "Remove a member from a room (as the host's room.kick).")
    @Argument(help: "The room code.") var code: String
    @Argument(help: "The member's player_id (partyd admin room CODE lists them).") var playerID: String
    @OptionGroup var console: ConsoleOptions
    func run() throws { try console.run("kick", "POST", try roomPath(code) + "/kick", body: ["player_id": .string(playerID)]) }
}

struct AdminNotice: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "notice", abstract: "Send server.notice TEXT to every member of every room.")
    @Argument(help: "The notice.") var text: String
    @OptionGroup var console: ConsoleOptions
    func run() throws { try console.run("notice", "POST", "/admin/api/notice", body: ["text": .string(text)]) }
}

struct AdminMaintenance: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "maintenance", abstract: "on: no new rooms (open rooms play on); off: new rooms again.")
    @Argument(help: "on or off.") var state: String
    @OptionGroup var console: ConsoleOptions
    func validate() throws {
        guard ["on", "off"].contains(state) else { throw ValidationError("maintenance takes on or off") }
    }
    func run() throws { try console.run("maintenance", "POST", "/admin/api/maintenance", body: ["on": .bool(state == "on")]) }
}

struct AdminDrain: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "drain",
                                                    abstract: "Hand a node's rooms to the other nodes (cluster): every seat kept, no new rooms there.")
    @Argument(help: "The node's name or id (default: the node at --url).") var node: String?
    @OptionGroup var console: ConsoleOptions
    func run() throws { try console.run("drain", "POST", "/admin/api/drain", body: node.map { ["node": .string($0)] } ?? [:]) }
}

struct AdminStats: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "stats", abstract: "Connections, rooms, members, memory, store, nodes.")
    @OptionGroup var console: ConsoleOptions
    func run() throws { try console.run("stats", "GET", "/admin/api/stats") }
}
