import Foundation
import PartyClient
import PartyProtocol
import PartyServer
import PartyTestSupport
import PartyTransport
import Testing

/// `partyd --readiness`: the event loops are chosen by configuration, and a room works on each.
@Suite("partyd --readiness")
struct ReadinessFlagTests {
    /// The names of `pid`'s threads (`/proc/PID/task/*/comm`).
    static func threadNames(_ pid: pid_t) -> [String] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.compactMap { try? String(contentsOfFile: "/proc/\(pid)/task/\($0)/comm", encoding: .utf8) }
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    }

    @Test("a room's chat reaches every member on each readiness, and only thread gives the loops threads of their own",
          arguments: EventLoop.Readiness.allCases)
    func chatOnEachReadiness(readiness: EventLoop.Readiness) async throws {
        let box = try DurabilitySandbox("readiness-\(readiness.rawValue)")
        defer { box.cleanUp() }
        let server = try await DurabilityProcess.startServer(dataDir: box.dataDir, logDir: box.logDir,
                                                             extra: ["--readiness", readiness.rawValue])
        defer { server.kill(SIGKILL) }
        let host = try await PartyClient.durableConnect(server.port)
        let guest = try await PartyClient.durableConnect(server.port)
        defer { host.close(); guest.close() }
        let code = try #require(try await host.request("room.create", ["name": .string("Ann")]).room)
        try await guest.request("room.join", ["room": .string(code), "name": .string("Bo")])
        for (name, sender) in [("ann", host), ("bo", guest)] {
            for n in 0..<10 { sender.send("chat.send", ["text": .string("\(name) \(n)")]) }
            for client in [host, guest] {
                for n in 0..<10 {
                    let line = try await client.next("chat.message")
                    #expect(line[string: "text"] == "\(name) \(n)", "in order on \(readiness)")
                }
            }
        }
        let loopThreads = Self.threadNames(server.pid).filter { $0.hasPrefix("loop.") }
        if readiness == .thread {
            #expect(!loopThreads.isEmpty, "each loop runs its own thread: \(Self.threadNames(server.pid))")
        } else {
            #expect(loopThreads.isEmpty, "no loop threads of their own on \(readiness)")
        }
        server.kill(SIGTERM)
        #expect(try await server.waitForExit(timeout: .seconds(15)) == 0)
    }

    @Test("an unknown readiness is refused before anything starts")
    func unknownRefused() async throws {
        let box = try DurabilitySandbox("readiness-bad")
        defer { box.cleanUp() }
        let run = try await DurabilityProcess.run(["--readiness", "kqueue", "--port", "0", "--data-dir", box.dataDir.path],
                                                  logDir: box.logDir)
        #expect(run.status != 0)
        #expect(run.stderr.contains("--readiness must be epoll, thread or dispatch"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: box.dataFile.path), "nothing was started")
    }

    @Test("a bad PARTYLINE_READINESS is refused before anything starts (partyd reads it, not the transport)")
    func badEnvironmentRefused() async throws {
        let box = try DurabilitySandbox("readiness-env")
        defer { box.cleanUp() }
        let run = try await DurabilityProcess.run(["--port", "0", "--data-dir", box.dataDir.path], logDir: box.logDir,
                                                  environment: ["PARTYLINE_READINESS": "kqueue"])
        #expect(run.status != 0)
        #expect(run.stderr.contains("PARTYLINE_READINESS must be epoll, thread or dispatch"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: box.dataFile.path), "nothing was started")
    }

    @Test("the harness's readiness option runs an in-process server on that path: chat in order both ways",
          arguments: EventLoop.Readiness.allCases)
    func harnessOnEachReadiness(readiness: EventLoop.Readiness) async throws {
        var options = HarnessOptions.endToEnd
        options.readiness = readiness
        try await ServerHarness.run(options: options) { harness in
            let host = try await harness.client()
            let guest = try await harness.client()
            let code = try #require(try await host.request("room.create", ["name": .string("Ann")])[string: "room"])
            try await guest.request("room.join", ["room": .string(code), "name": .string("Bo")])
            for n in 0..<10 { host.send("chat.send", ["text": .string("ann \(n)")]) }
            for client in [host, guest] {
                for n in 0..<10 {
                    let line = try await client.next("chat.message")
                    #expect(line[string: "text"] == "ann \(n)", "in order on \(readiness)")
                }
            }
        }
        #expect(HarnessLoops.loops(readiness).readiness == readiness)
    }
}
