import ArgumentParser
import Logging
import PartyProtocol
import PartyServer

/// `partyd`: the PartyLine server. Parses arguments, bootstraps logging, runs the library.
@main
struct Partyd: ParsableCommand {
    /// Accepts `swift run partyd -- ARGUMENTS` too: SwiftPM passes that `--` through.
    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "--" { arguments.removeFirst() }
        main(arguments)
    }

    static let configuration = CommandConfiguration(
        commandName: "partyd",
        abstract: "PartyLine party-game server (JSON lines and plain text over TCP and TLS).",
        version: ProtocolInfo.serverVersion,
        subcommands: [Serve.self, Stats.self, ResetWyr.self, Health.self, PacksCommand.self, Admin.self, SchemaCommand.self],
        defaultSubcommand: Serve.self
    )
}

/// Options shared by every subcommand.
struct CommonOptions: ParsableArguments {
    @Option(help: "Log level: trace, debug, info, notice, warning, error, critical.")
    var logLevel: String = "info"

    func validate() throws {
        guard Logger.Level(rawValue: logLevel) != nil else {
            throw ValidationError("--log-level must be one of trace, debug, info, notice, warning, error, critical")
        }
    }

    func bootstrapLogging() -> Logger {
        let level = Logger.Level(rawValue: logLevel) ?? .info
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
        return Logger(label: "partyd")
    }
}
