import ArgumentParser

/// `party`: the PartyLine terminal client.
@main
struct Party: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "party", abstract: "PartyLine terminal client.")
}
