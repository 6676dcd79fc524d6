import ArgumentParser
import Foundation
import PartyServer

/// `partyd serve`'s console flags (contract §9): `--admin-port`, `--admin-host`, `--admin-token-file`.
struct AdminOptions: ParsableArguments {
    @Option(help: "Port of the operator console (/admin page and /admin/api/, /metrics behind its token); off unless given, 0 picks a free port.")
    var adminPort: Int?

    @Option(help: "Address the --admin-port listener binds (keep it on loopback or a private network).")
    var adminHost = "127.0.0.1"

    @Option(help: "File holding the console's admin token (else $PARTYLINE_ADMIN_TOKEN; else partyd makes one and prints it once).")
    var adminTokenFile: String?

    /// Where the token came from.
    enum Source: Equatable {
        case file(String), environment, generated
    }

    /// The console's configuration, or nil when `--admin-port` is not given. A token partyd made
    /// comes back with `.generated` (the caller prints it once, never logs it).
    func config(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> (AdminConfig, Source)? {
        guard let adminPort else { return nil }
        let (token, source) = try token(environment: environment)
        return (AdminConfig(port: adminPort, host: adminHost, token: token), source)
    }

    private func token(environment: [String: String]) throws -> (AdminToken, Source) {
        let rule = "\(AdminToken.minimumLength)–\(AdminToken.maximumLength) printable characters without spaces"
        if let adminTokenFile {
            let text: String
            do { text = try String(contentsOfFile: adminTokenFile, encoding: .utf8) } catch {
                throw ValidationError("--admin-token-file: cannot read \(adminTokenFile)")
            }
            guard let token = AdminToken(text) else { throw ValidationError("--admin-token-file: the token must be \(rule)") }
            return (token, .file(adminTokenFile))
        }
        if let value = environment["PARTYLINE_ADMIN_TOKEN"], !value.isEmpty {
            guard let token = AdminToken(value) else { throw ValidationError("PARTYLINE_ADMIN_TOKEN must be \(rule)") }
            return (token, .environment)
        }
        return (AdminToken.generate(), .generated)
    }

    func validate() throws {
        if let adminPort, !(0...65535).contains(adminPort) { throw ValidationError("--admin-port must be 0–65535") }
        if adminPort == nil, adminTokenFile != nil { throw ValidationError("--admin-token-file needs --admin-port") }
    }
}

/// Prints the token partyd made, once, to standard output (never through the log).
func announceGeneratedToken(_ token: AdminToken, server: GameServer, host: String) {
    guard let port = server.adminPort else { return }
    let line = "partyd: operator console at http://\(host):\(port)/admin — admin token (made now, shown once, not saved): \(token.revealed)\n"
    FileHandle.standardOutput.write(Data(line.utf8))
}
