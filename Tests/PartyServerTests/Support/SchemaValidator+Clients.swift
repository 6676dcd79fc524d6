import Foundation
import PartyClient
import Testing

extension SchemaValidator {
    /// Checks every frame `clients` received against `Protocol/schema`; a frame the schema
    /// rejects, or a missing validator, is a test failure.
    static func check(framesOf clients: [PartyClient]) {
        var lines: [UInt8] = []
        for client in clients { for frame in client.frames { lines += frame.raw + [0x0A] } }
        guard !lines.isEmpty, isAvailable else { return }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("partyline-frames-\(UUID().uuidString).ndjson")
        defer { try? FileManager.default.removeItem(at: file) }
        do {
            try Data(lines).write(to: file)
            let (status, output) = try validate(file.path)
            if status != 0 { Issue.record("frames do not match Protocol/schema:\n\(output.suffix(3000))") }
        } catch {
            Issue.record("schema check could not run: \(error)")
        }
    }
}
