import Foundation
import PartyClient
import Testing

/// Issue 34: a history read while its writer still runs (the kill loop reads it right after each
/// kill) holds every request that may have taken effect: an `invoke` is in the file before its
/// request leaves, whatever the buffer still holds of answers and events.
@Suite("Client history: requests reach the file before the server")
struct ClientHistoryFileTests {
    @Test("an invoke is in the file while the file is still open and its buffer unflushed")
    func invokeIsInTheFileAtOnce() async throws {
        try await TestServer.run { test in
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("history-\(UUID().uuidString).jsonl").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            let file = try HistoryFile(path: path)
            defer { file.close() }
            let client = try await PartyClient.connect(host: "127.0.0.1", port: test.port,
                                                       history: ClientHistory(file: file, process: "r0.h", connection: 1, node: "n1"))
            defer { client.close() }
            _ = try await client.request("room.create", ["name": .string("Ann")])
            let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
            let invokes = lines.filter { $0.contains(#""k":"invoke""#) && $0.contains(#""f":"room.create""#) }
            #expect(invokes.count == 1, "the file holds: \(lines)")
        }
    }
}
