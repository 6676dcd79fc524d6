import Foundation
import PartyProtocol
import Testing

/// `party --version` prints the version (skipped when the binary has not been built).
@Suite struct VersionTests {
    static let skipReason: String? = FileManager.default.isExecutableFile(atPath: TmuxEndToEndTests.party)
        ? nil : "\(TmuxEndToEndTests.party) is missing; run `swift build` first"

    @Test(.enabled(if: skipReason == nil, Comment(rawValue: skipReason ?? "")))
    func partyPrintsItsVersion() throws {
        let (status, output) = try Subprocess.run(TmuxEndToEndTests.party, ["--version"], capture: true)
        #expect(status == 0)
        #expect(output == ProtocolInfo.serverVersion + "\n")
    }
}
