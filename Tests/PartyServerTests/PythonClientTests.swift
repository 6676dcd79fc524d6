import Foundation
import Glibc
import PartyServer
import PartyTestSupport
import Testing

extension EndToEnd {
    /// A client written from `Protocol/` alone, in another language: `clients/python` runs its
    /// own test suite (rooms, chat, resume, errors, TLS, and its bot playing every game)
    /// against a real server on plain TCP and TLS.
    @Suite("Python client against a live server")
    struct PythonClientTests {
        @Test func pythonClientSuitePasses() async throws {
            try await ServerHarness.run({ config in
                config.tls = .files(certificate: TLSFixtures.certificateFile, key: TLSFixtures.keyFile)
            }) { server in
                let (status, output) = try await Self.python(
                    ["-m", "unittest", "-v", "clients/python/test_partyline.py"],
                    environment: [
                        "PARTYLINE_HOST": "127.0.0.1",
                        "PARTYLINE_PORT": String(server.port),
                        "PARTYLINE_TLS_PORT": String(server.tlsPort),
                        "PARTYLINE_CAFILE": TLSFixtures.caFile,
                    ])
                #expect(status == 0, "\(output)")
                #expect(output.contains("\nOK"), "\(output)")
                // Every test ran: nothing was skipped (no missing server, no unknown game request).
                #expect(!output.contains("skipped"), "\(output)")
                #expect(!output.contains("unknown_type"), "\(output)")
            }
        }

        /// Runs python3 from the repository root; output goes through a file (no pipe to fill up).
        static func python(_ arguments: [String], environment: [String: String],
                           timeout: Duration = .seconds(180)) async throws -> (Int32, String) {
            try await ProcessRunner.run(["python3"] + arguments, environment: environment, timeout: timeout)
        }
    }
}
