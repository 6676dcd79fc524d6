import ArgumentParser
import Foundation
import PartyCore
import PartyProtocol

/// `partyd schema [--check] [DIR]`: writes the protocol's JSON Schemas (the room's tables and
/// every game's wire) into DIR, or with `--check` fails when DIR's files differ from them.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Write the protocol's JSON Schemas (Protocol/schema), or check that the committed ones are current."
    )

    @Flag(help: "Write nothing; exit 1 listing each file that is missing, differs or is stale.")
    var check = false

    @Argument(help: "The schema folder.")
    var folder = "Protocol/schema"

    func run() throws {
        let files = ProtocolSchema.files(games: .standard)
        let url = URL(fileURLWithPath: folder)
        guard check else {
            try ProtocolSchema.write(files, to: url)
            print("wrote \(files.count) schema files to \(folder)")
            return
        }
        let problems = ProtocolSchema.differences(files, in: url)
        guard problems.isEmpty else {
            for line in problems { print(line) }
            print("\(folder) is not what partyd schema writes: run `swift run partyd schema` and commit the result")
            throw ExitCode.failure
        }
        print("\(folder): all \(files.count) schema files are current")
    }
}
