import ArgumentParser
import Foundation
import PartyContent
import PartyServer

/// `partyd packs`: tools for pack authors.
struct PacksCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "packs",
        abstract: "Tools for content pack files (see Protocol/PROTOCOL.md, \"Content packs\").",
        subcommands: [CheckPack.self]
    )
}

/// `partyd packs check FILE...`: validates pack files as `--packs` would load them.
struct CheckPack: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check pack files; exit status 1 and file:line: message for the first problem of each bad file."
    )

    @Argument(help: "Pack files (JSON).")
    var files: [String]

    func run() throws {
        var failed = false
        for file in files {
            do throws(PackFiles.Failure) {
                print("\(file): ok: \(try PackFiles.check(file: file, shipped: ShippedContent.packFiles))")
            } catch {
                failed = true
                FileHandle.standardError.write(Data((error.description + "\n").utf8))
            }
        }
        if failed { throw ExitCode(1) }
    }
}
