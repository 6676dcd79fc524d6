import Foundation
import PartyClient
import PartyContent
import PartyCore
import PartyProtocol
import PartyTestSupport
import Testing

/// `partyd packs check FILE` and `partyd --packs DIR`, run as the real executable.
@Suite("Pack files for partyd")
struct PacksCommandTests {
    /// A Turkish technology pack with two words of its own.
    static let officePack = """
        {
          "id": "test-office-tr",
          "language": "tr",
          "game": "guess_or_pass",
          "category": "technology",
          "title": "Ofis",
          "items": ["zımba makinesi", {"word": "fotokopi makinesi", "family_safe": true}]
        }
        """

    static func write(_ text: String, _ name: String, in dir: URL) throws -> URL {
        let url = dir.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url
    }

    @Test("packs check: a good pack exits 0 with a summary, a broken one exits 1 with file:line")
    func check() async throws {
        let box = try DurabilitySandbox("packs-check")
        defer { box.cleanUp() }
        let good = try Self.write(Self.officePack, "office.json", in: box.root)
        let ok = try await DurabilityProcess.run(["packs", "check", good.path], logDir: box.logDir)
        #expect(ok.status == 0, "\(ok.stderr)")
        #expect(ok.stdout.contains("ok: pack \"test-office-tr\" (tr, guess_or_pass, technology): 2 words, 0 not family-safe"))
        let broken = try Self.write(Self.officePack.replacingOccurrences(of: "\"title\": \"Ofis\",", with: "\"title\": \"Ofis\""),
                                    "broken.json", in: box.root)
        let bad = try await DurabilityProcess.run(["packs", "check", good.path, broken.path], logDir: box.logDir)
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("\(broken.path):7: not valid JSON"), "\(bad.stderr)")
        let shipped = try await DurabilityProcess.run(["packs", "check", "Packs/es/gop-food.json"], logDir: box.logDir,
                                                      directory: DurabilityEnv.repoRoot)
        #expect(shipped.status == 0, "a shipped pack checks next to the other shipped ones: \(shipped.stderr)")
    }

    @Test("--packs: a refused file stops the start, naming file and line")
    func refusedFolder() async throws {
        let box = try DurabilitySandbox("packs-refused")
        defer { box.cleanUp() }
        let packs = box.root.appendingPathComponent("packs")
        _ = try Self.write(Self.officePack, "a/office.json", in: packs)
        _ = try Self.write(Self.officePack.replacingOccurrences(of: "test-office-tr", with: "other")
            .replacingOccurrences(of: "\"tr\"", with: "\"xx\""), "b/bad.json", in: packs)
        let run = try await DurabilityProcess.run(["--packs", packs.path, "--port", "0", "--data-dir", box.dataDir.path],
                                                  logDir: box.logDir)
        #expect(run.status == 1)
        #expect(run.stderr.contains("b/bad.json:3: unknown language \"xx\""), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: box.dataFile.path), "nothing was started")
    }

    @Test("--packs: a loaded pack's words play in a room of its language, without rebuilding")
    func loadedPackPlays() async throws {
        let box = try DurabilitySandbox("packs-play")
        defer { box.cleanUp() }
        let packs = box.root.appendingPathComponent("packs")
        _ = try Self.write(Self.officePack, "office.json", in: packs)
        let server = try await DurabilityProcess.startServer(dataDir: box.dataDir, logDir: box.logDir, extra: ["--packs", packs.path])
        defer { server.kill(SIGKILL) }
        let host = try await PartyClient.durableConnect(server.port)
        let other = try await PartyClient.durableConnect(server.port)
        defer { host.close(); other.close() }
        let created = try await host.request("room.create", ["name": .string("Ayşe"), "lang": .string("tr")])
        let room = try #require(created[string: "room"])
        _ = try await other.request("room.join", ["room": .string(room), "name": .string("Mehmet")])
        _ = try await host.request("game.start", ["game": .string("guess_or_pass"), "category": .string("technology"),
                                                  "countdown_seconds": .int(0), "round_seconds": .int(300)])
        let shipped = ShippedContent.library.words(language: .tr, category: .technology, familySafe: false)
        var dealt: [String] = []
        for index in 0..<shipped.count + 2 {
            let card = try await other.next("gop.card")
            #expect(card[int: "index"] == index)
            dealt.append(try #require(card[string: "word"]))
            _ = try await other.request("gop.pass", ["index": .int(index)])
        }
        _ = try await other.next("gop.round_ended")  // the deck ran out: shipped words plus the pack's two
        #expect(dealt.contains("zımba makinesi") && dealt.contains("fotokopi makinesi"))
        #expect(dealt.contains("bilgisayar"), "the shipped Turkish words play too")
    }

    @Test("a room's language and custom words survive a graceful restart")
    func contentSurvivesRestart() async throws {
        let box = try DurabilitySandbox("packs-restart")
        defer { box.cleanUp() }
        var server = try await DurabilityProcess.startServer(dataDir: box.dataDir, logDir: box.logDir)
        defer { server.kill(SIGKILL) }
        let token = "packs-restart-host-" + UUID().uuidString
        let host = try await PartyClient.durableConnect(server.port)
        let guest = try await PartyClient.durableConnect(server.port)
        let room = try #require(try await host.request("room.create", ["name": .string("Ana"), "token": .string(token),
                                                                       "lang": .string("es")])[string: "room"])
        _ = try await guest.request("room.join", ["room": .string(room), "name": .string("Beto")])
        _ = try await host.request("gop.add", ["word": .string("el Ratoncito Pérez")])
        server.kill(SIGTERM)
        #expect(try await server.waitForExit(timeout: .seconds(5)) == 0)
        host.close()
        guest.close()

        server = try await DurabilityProcess.startServer(dataDir: box.dataDir, logDir: box.logDir)
        let back = try await PartyClient.durableConnect(server.port)
        defer { back.close() }
        let resumed = try await back.request("room.resume", ["room": .string(room), "token": .string(token)])
        #expect(resumed.durable("snapshot")["lang"].string == "es")
        #expect(resumed.durable("snapshot")["custom_words"].int == 1)
        _ = try await back.request("game.start", ["game": .string("guess_or_pass"), "category": .string("custom"),
                                                  "countdown_seconds": .int(0)])
        let started = try await back.next("game.started")
        #expect(started.durable("options")["lang"].string == "es")
        #expect(started.durable("options")["category"].string == "custom")
    }
}
