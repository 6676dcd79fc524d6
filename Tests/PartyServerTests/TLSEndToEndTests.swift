import Foundation
import PartyClient
import PartyProtocol
import PartyServer
import PartyTLS
import PartyTestSupport
import Synchronization
import Testing

extension EndToEnd {
    @Suite("TLS end to end")
    struct TLSEndToEndTests {
        static func withFixtureCertificate(_ config: inout ServerConfig) {
            config.tls = .files(certificate: TLSFixtures.certificateFile, key: TLSFixtures.keyFile)
        }

        @Test func botsCreateJoinAndChatOverTLS() async throws {
            try await ServerHarness.run(Self.withFixtureCertificate) { server in
                #expect(server.tlsPort > 0 && server.tlsPort != server.port)
                let rooms = 3, perRoom = 3
                try await withThrowingTaskGroup(of: Void.self) { group in
                    for r in 0..<rooms {
                        group.addTask {
                            let host = try await server.tlsClient()
                            let seat = try await host.create("Host\(r)")
                            var guests: [PartyClient] = []
                            for g in 1..<perRoom {
                                let guest = try await server.tlsClient()
                                _ = try await guest.join(seat.room, "Guest\(g)")
                                guests.append(guest)
                            }
                            for (i, member) in ([host] + guests).enumerated() { try await member.chat("tls r\(r) m\(i)") }
                            for member in [host] + guests {
                                for i in 0..<perRoom { _ = try await member.nextChat("tls r\(r) m\(i)") }
                                #expect(member.frames("chat.message").count == perRoom)
                                #expect(member.frames.allSatisfy { $0.room == nil || $0.room == seat.room })
                            }
                            // Resume over TLS keeps the seat.
                            host.close()
                            let again = try await server.tlsClient()
                            let resumed = try await again.resume(seat.room, token: try #require(seat.token))
                            #expect(resumed.playerID == seat.playerID)
                            #expect(resumed.host == seat.playerID)
                        }
                    }
                    try await group.waitForAll()
                }
            }
        }

        @Test func tlsAndPlainPlayersShareARoom() async throws {
            try await ServerHarness.run(Self.withFixtureCertificate) { server in
                let secure = try await server.tlsClient()
                let seat = try await secure.create("Secure")
                let plain = try await server.client()
                _ = try await plain.join(seat.room, "Plain")
                try await secure.chat("from tls")
                let got = try await plain.nextChat("from tls")
                #expect(got[string: "name"] == "Secure")
                try await plain.chat("from plain")
                let back = try await secure.nextChat("from plain")
                #expect(back[string: "name"] == "Plain")
            }
        }

        @Test func opensslSClientGetsAPong() async throws {
            try await ServerHarness.run(Self.withFixtureCertificate) { server in
                let output = Mutex<[UInt8]>([])
                let process = ChildProcess()
                process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                process.arguments = ["openssl", "s_client", "-connect", "127.0.0.1:\(server.tlsPort)", "-quiet",
                                     "-CAfile", TLSFixtures.caFile, "-servername", "localhost",
                                     "-verify_return_error", "-verify_hostname", "localhost"]
                let stdin = Pipe(), stdout = Pipe()
                process.standardInput = stdin
                process.standardOutput = stdout
                process.standardError = FileHandle.nullDevice
                stdout.fileHandleForReading.readabilityHandler = { handle in
                    let data = handle.availableData
                    output.withLock { $0 += data }
                }
                try process.run()
                defer {
                    // SIGKILL: the test is done with it and needs it gone, not shut down.
                    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
                    process.waitUntilExit()
                    stdout.fileHandleForReading.readabilityHandler = nil
                }
                stdin.fileHandleForWriting.write(Data(#"{"type":"ping","id":1}"#.utf8 + [0x0A]))
                let deadline = ContinuousClock.now + .seconds(10)
                var text = ""
                while ContinuousClock.now < deadline {
                    text = String(decoding: output.withLock { $0 }, as: UTF8.self)
                    if text.contains("\"pong\"") { break }
                    if !process.isRunning { break }
                    try await Task.sleep(for: .milliseconds(10))
                }
                let lines = text.split(separator: "\n").map(String.init)
                #expect(lines.first?.contains("\"welcome\"") == true, "\(text)")
                let pong = try #require(lines.first { $0.contains("\"pong\"") }, "openssl s_client output: \(text)")
                let frame = try #require(ServerFrame(line: Array(pong.utf8)))
                #expect(frame.type == "pong")
                #expect(frame[int: "re"] == 1)
                #expect(frame.fields.count == 2)
                FrameLog.append(received: Array(text.utf8))
            }
        }

        @Test func wrongHostnameIsRefused() async throws {
            try await ServerHarness.run(Self.withFixtureCertificate) { server in
                await #expect(throws: (any Error).self) { _ = try await server.tlsClient(serverName: "example.com") }
                // The server is unharmed.
                let good = try await server.tlsClient()
                #expect(try await good.request("ping").type == "pong")
            }
        }

        @Test func untrustedCAIsRefused() async throws {
            try await ServerHarness.run(Self.withFixtureCertificate) { server in
                await #expect(throws: (any Error).self) { _ = try await server.tlsClient(caFile: TLSFixtures.otherCAFile) }
                let good = try await server.tlsClient()
                #expect(try await good.request("ping").type == "pong")
            }
        }

        @Test func aSilentClientIsClosedAtTheHandshakeDeadline() async throws {
            // A 2 s deadline: at 1 s a loaded machine (load 6-9) once took longer than that for the
            // handshake of the client below, which must not be cut.
            try await ServerHarness.run({ Self.withFixtureCertificate(&$0); $0.tlsHandshakeTimeoutSeconds = 2 }) { server in
                let silent = try server.rawSocket(port: server.tlsPort)
                let seconds = try await silent.waitUntilClosed(timeout: 10)
                #expect(seconds >= 1.8, "closed after \(seconds) s, before the deadline")
                #expect(silent.received.isEmpty, "no plaintext before a handshake")
                // A client that does handshake is not subject to it.
                let client = try await server.tlsClient()
                try await Task.sleep(for: .milliseconds(2400))
                #expect(try await client.request("ping").type == "pong")
            }
        }

        @Test func garbageOnTheTLSPortClosesOnlyThatConnection() async throws {
            // A 60 s handshake deadline, and the garbage must close the connection within 30 s: a
            // close at the garbage passes however loaded the run (a full run on 2 cores once took
            // 7.2 s, and 8.3 s, against an earlier 5 s bound), a close at the deadline cannot.
            try await ServerHarness.run({ Self.withFixtureCertificate(&$0); $0.tlsHandshakeTimeoutSeconds = 60 }) { server in
                let secure = try await server.tlsClient()
                let seat = try await secure.create("Secure")
                let other = try await server.tlsClient()
                _ = try await other.join(seat.room, "Other")
                let garbage = try server.rawSocket(port: server.tlsPort)
                garbage.send("hello\n" + #"{"type":"ping","id":1}"# + "\n" + String(repeating: "junk ", count: 200))
                let seconds = try await garbage.waitUntilClosed(timeout: 30)
                #expect(seconds < 30, "closed at the garbage, not at the handshake deadline")
                #expect(!String(decoding: garbage.received, as: UTF8.self).contains("welcome"), "no plaintext on the TLS port")
                try await secure.chat("still secure")
                _ = try await other.nextChat("still secure")
                #expect(secure.closedReason == nil && other.closedReason == nil)
            }
        }

        @Test func selfSignedServerStartsAndAnInsecureClientConnects() async throws {
            try await ServerHarness.run({ $0.tls = .selfSigned }) { server in
                #expect(server.tlsPort > 0)
                let options = PartyClient.TLSOptions(context: try TLSContext.client(verify: false), serverName: "localhost")
                let client = try await server.client(tls: options)
                #expect(try await client.request("ping").type == "pong")
                _ = try await client.create("Dev")
                // A verifying client with the fixture CA does not trust the ephemeral certificate.
                await #expect(throws: (any Error).self) { _ = try await server.tlsClient() }
            }
        }
    }
}
