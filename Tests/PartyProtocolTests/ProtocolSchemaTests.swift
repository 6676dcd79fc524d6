import Foundation
import PartyCore
import PartyProtocol
import PartyTestSupport
import Testing

/// `partyd schema`: the committed `Protocol/schema/` is exactly what the room's tables and the
/// games' wires make, so the schemas cannot drift from the server (`swift test` fails first).
@Suite struct ProtocolSchemaTests {
    static let folder = URL(fileURLWithPath: RepoPaths.path("Protocol/schema"))

    @Test func theCommittedSchemasAreWhatTheWiresMake() {
        let problems = ProtocolSchema.differences(ProtocolSchema.files(games: .standard), in: Self.folder)
        #expect(problems == [], "run `swift run partyd schema` and commit Protocol/schema")
    }

    @Test func everyGameEventRequestAndReplyHasItsFile() {
        let paths = Set(ProtocolSchema.files(games: .standard).map(\.path))
        for wire in GameRegistry.standard.wires {
            for event in wire.events { #expect(paths.contains("server/\(event.type).json")) }
            for action in wire.actions { #expect(paths.contains("client/\(action.type).json")) }
            for request in wire.roomRequests {
                #expect(paths.contains("client/\(request.type).json"))
                #expect(paths.contains("reply/\(request.type).json") == !request.reply.isEmpty)
            }
        }
    }

    @Test func aGameAddedToTheRegistryGetsItsSchemasAndGameStartItsOptions() throws {
        let files = ProtocolSchema.files(games: .standard)
        let start = try #require(files.first { $0.path == "client/game.start.json" }?.text)
        #expect(start.contains(#""const": "odd_one_out""#))
        #expect(start.contains(#""reveal_seconds""#))
        let frame = try #require(files.first { $0.path == "server-frame.json" }?.text)
        #expect(frame.contains(#""$ref": "server/gop.card.json""#))
    }

    @Test func aDocumentIsLaidOutAsTheSchemasAlwaysWere() {
        let node: SchemaNode = ["a": [1, .number(1.5)], "b": [:], "c": [], "d": "é \"q\" \n \u{01}", "e": ["f": true, "g": .null]]
        #expect(node.text == """
            {
              "a": [
                1,
                1.5
              ],
              "b": {},
              "c": [],
              "d": "é \\"q\\" \\n \\u0001",
              "e": {
                "f": true,
                "g": null
              }
            }

            """)
    }

    @Test func aStaleOrChangedFileIsReported() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("schema-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = ProtocolSchema.files(games: .standard)
        try ProtocolSchema.write(files, to: folder)
        #expect(ProtocolSchema.differences(files, in: folder) == [])
        try Data("{}\n".utf8).write(to: folder.appendingPathComponent("client/gop.add.json"))
        try Data("{}\n".utf8).write(to: folder.appendingPathComponent("server/old.event.json"))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("common.json"))
        #expect(ProtocolSchema.differences(files, in: folder)
                == ["missing: common.json", "differs: client/gop.add.json", "stale: server/old.event.json"])
    }
}
