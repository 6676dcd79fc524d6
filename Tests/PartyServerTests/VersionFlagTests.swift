import Foundation
import PartyProtocol
import PartyTestSupport
import Testing

/// Issue 11, point 10: `partyd --version` and `party-bot --version` print the server version.
@Suite("--version of the executables")
struct VersionFlagTests {
    @Test("prints ProtocolInfo.serverVersion and exits 0", arguments: ["partyd", "party-bot"])
    func version(executable: String) throws {
        let path = DurabilityEnv.repoRoot.appendingPathComponent(".build/debug/\(executable)").path
        guard FileManager.default.isExecutableFile(atPath: path) else { throw DurabilityHarnessError.missingExecutable(path) }
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["--version"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(output.trimmingCharacters(in: .whitespacesAndNewlines) == ProtocolInfo.serverVersion, "\(executable) --version: \(output)")
    }
}
