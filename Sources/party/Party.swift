import ArgumentParser
import Foundation
import Glibc
import PartyProtocol
import PartyTerminal

/// `party`: the PartyLine terminal client.
@main
struct Party: AsyncParsableCommand {
    /// Accepts `swift run party -- ARGUMENTS` too: SwiftPM passes that `--` through.
    static func main() async {
        var arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "--" { arguments.removeFirst() }
        await main(arguments)
    }

    static let configuration = CommandConfiguration(
        commandName: "party",
        abstract: "PartyLine terminal client: create or join a room and play.",
        discussion: "In a room, /leave gives your seat up and exits; /quit (or Ctrl-C) exits and keeps the seat for the server's grace period, so `party join CODE NAME` takes it back.",
        version: ProtocolInfo.serverVersion,
        subcommands: [Create.self, Join.self, Moderate.self, Night.self]
    )
}

/// `party create NAME`.
struct Create: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Create a room and become its host.")

    @Argument(help: "Your display name.") var name: String
    @OptionGroup var options: ClientOptions

    func run() async throws {
        var settings = options.settings(entry: .create(name: name))
        settings.rejoinRoom = Self.offerRejoin(settings)
        try await TerminalApp(settings: settings).run()
    }

    /// Asks (on a terminal) whether to go back to a seat still remembered on this server
    /// instead of opening a new room; returns the room to resume when the answer is yes.
    static func offerRejoin(_ settings: AppSettings) -> String? {
        guard let offer = RejoinOffer(store: SeatStore.load(from: settings.configDir), server: settings.serverKey) else { return nil }
        guard isatty(0) == 1 else { return nil }
        FileHandle.standardOutput.write(Data(offer.question(settings.language).utf8))
        return RejoinOffer.accepts(readLine()) ? offer.room : nil
    }
}

/// `party join CODE NAME [--audience]`.
struct Join: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Join a room by its code (resumes a remembered seat).")

    @Argument(help: "The room code, e.g. ABCD.") var code: String
    @Argument(help: "Your display name.") var name: String
    @Flag(help: "Join as audience (watch and vote, no player seat).") var audience = false
    @OptionGroup var options: ClientOptions

    func validate() throws {
        guard code.count == 4, code.allSatisfy({ $0.isLetter && $0.isASCII }) else {
            throw ValidationError("CODE must be 4 letters, e.g. ABCD")
        }
    }

    func run() async throws {
        try await TerminalApp(settings: options.settings(entry: .join(code: code.uppercased(), name: name, audience: audience))).run()
    }
}

/// `party moderate CODE INVITATION NAME`: join a room as a moderator with the host's invitation.
struct Moderate: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Moderate a room with the host's invitation (see /mod invite).")

    @Argument(help: "The room code, e.g. ABCD.") var code: String
    @Argument(help: "The invitation the host made with /mod invite.") var invitation: String
    @Argument(help: "Your display name.") var name: String
    @OptionGroup var options: ClientOptions

    func validate() throws {
        guard code.count == 4, code.allSatisfy({ $0.isLetter && $0.isASCII }) else {
            throw ValidationError("CODE must be 4 letters, e.g. ABCD")
        }
    }

    func run() async throws {
        try await TerminalApp(settings: options.settings(entry: .moderate(code: code.uppercased(), invitation: invitation, name: name))).run()
    }
}

/// Options shared by `create`, `join` and `moderate`.
struct ClientOptions: ParsableArguments {
    @Option(help: "Server host.") var host = "127.0.0.1"
    @Option(help: "Server port (default 7777, or 7778 with --tls).") var port: Int?
    @Flag(help: "Connect with TLS.") var tls = false
    @Option(help: "PEM file of CA certificates to trust (default: the system trust store).") var ca: String?
    @Flag(help: "With --tls: do not verify the server's certificate (development only).") var insecure = false
    @Option(help: "Interface language: en, tr, es, zh (default from LANG).") var lang: String?
    @Flag(help: "No colours (also when the NO_COLOR variable is set).") var noColor = false
    @Option(help: "Folder for remembered seats and the log (default $XDG_CONFIG_HOME/partyline or ~/.config/partyline).")
    var configDir: String?

    func validate() throws {
        if let port, !(1...65535).contains(port) { throw ValidationError("--port must be 1–65535") }
        if let lang, Language(rawValue: lang.lowercased()) == nil { throw ValidationError("--lang must be one of en, tr, es, zh") }
        if insecure && ca != nil { throw ValidationError("--insecure and --ca do not go together") }
        if (insecure || ca != nil) && !tls { throw ValidationError("--insecure and --ca need --tls") }
    }

    func settings(entry: AppSettings.Entry) -> AppSettings {
        let env = ProcessInfo.processInfo.environment
        let language = lang.flatMap { Language(rawValue: $0.lowercased()) }
            ?? Language.fromLocale(env["LC_ALL"].flatMap { $0.isEmpty ? nil : $0 } ?? env["LC_MESSAGES"].flatMap { $0.isEmpty ? nil : $0 } ?? env["LANG"])
        let dir = configDir ?? {
            if let xdg = env["XDG_CONFIG_HOME"], !xdg.isEmpty { return xdg + "/partyline" }
            return (env["HOME"] ?? ".") + "/.config/partyline"
        }()
        let noColorEnv = env["NO_COLOR"].map { !$0.isEmpty } ?? false
        return AppSettings(entry: entry, host: host, port: port ?? (tls ? 7778 : 7777), tls: tls, caFile: ca,
                           insecure: insecure, language: language, color: !(noColor || noColorEnv), configDir: dir)
    }
}

/// Everything the app needs from the command line.
struct AppSettings: Sendable {
    /// How to take a seat.
    enum Entry: Sendable {
        case create(name: String)
        case join(code: String, name: String, audience: Bool)
        case moderate(code: String, invitation: String, name: String)
    }

    var entry: Entry
    var host: String
    var port: Int
    var tls: Bool
    var caFile: String?
    var insecure: Bool
    var language: Language
    var color: Bool
    var configDir: String
    /// With `create`: a remembered room to resume first (the person chose to rejoin it).
    var rejoinRoom: String?

    var serverKey: String { SeatStore.key(host: host, port: port) }

    /// The options that reach this server again, for the `party join` hint.
    var connectionArguments: [String] {
        var args: [String] = []
        if host != "127.0.0.1" { args += ["--host", host] }
        if port != (tls ? 7778 : 7777) { args += ["--port", String(port)] }
        if tls { args.append("--tls") }
        if let caFile { args += ["--ca", caFile] }
        if insecure { args.append("--insecure") }
        return args
    }
}
