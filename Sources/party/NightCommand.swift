import ArgumentParser
import Foundation
import PartyClient
import PartyProtocol
import PartyTLS
import PartyTerminal

/// `party night create "Title" 2026-11-27 20:00 [--place P] [--length MINUTES] [--queue "gop animals"]…`.
struct Night: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Game nights: plan one.", subcommands: [NightCreate.self])
}

/// Plans a night: prints its code, page, calendar link and the host's key.
struct NightCreate: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "create",
        abstract: "Plan a game night (the date and time are read in this machine's timezone).")

    @Argument(help: "The night's title.") var title: String
    @Argument(help: "The date, YYYY-MM-DD.") var date: String
    @Argument(help: "The time, HH:MM (24 hours).") var time: String
    @Option(help: "Where it happens.") var place: String?
    @Option(help: "How long the night lasts, in minutes (15–1440; default 180): the calendar event's end.") var length: Int?
    @Option(help: "A game for the playlist, as /queue takes it (\"gop animals\", \"wyr silly\"); repeat for more.")
    var queue: [String] = []
    @OptionGroup var options: ClientOptions

    func validate() throws {
        guard NightPlanCommand.startsAtMs(date: date, time: time, timeZone: .current) != nil else {
            throw ValidationError("DATE must be YYYY-MM-DD and TIME HH:MM")
        }
        if let length, !(15...1440).contains(length) { throw ValidationError("--length must be 15 to 1440 minutes") }
        for item in queue where ClientState.playlistItem(item.split(separator: " ").map(String.init)) == nil {
            throw ValidationError("--queue \"\(item)\": use \"gop [category] [seconds]\", \"wyr [categories]\" or \"GAME key=value\"")
        }
    }

    func run() async throws {
        let settings = options.settings(entry: .create(name: ""))
        var params = NightPlanCommand.request([title, date, time] + (place.map { [$0] } ?? []), timeZone: .current) ?? [:]
        let items = queue.compactMap { ClientState.playlistItem($0.split(separator: " ").map(String.init)) }
        if !items.isEmpty { params["playlist"] = .array(items.map { .object($0) }) }
        if let length { params["length_minutes"] = .int(length) }
        // This server's profile token as the host's: `party join CODE NAME` later seats the host.
        if let token = SeatStore.load(from: settings.configDir).servers[settings.serverKey]?.token { params["token"] = .string(token) }
        var tls: PartyClient.TLSOptions?
        if settings.tls { tls = .init(context: try TLSContext.client(caFile: settings.caFile, verify: !settings.insecure)) }
        let client = try await PartyClient.connect(host: settings.host, port: settings.port, tls: tls, timeout: .seconds(5))
        defer { client.close() }
        let web = client.frames.first { $0.type == "welcome" }?.fields["web"].flatMap { value -> String? in
            if case let .string(s) = value { s } else { nil }
        } ?? "http://\(settings.host):8080"
        do {
            let reply = try await client.request("night.create", params)
            guard case let .string(code)? = reply.fields["night"] else { throw ValidationError("the server's reply has no night code") }
            let lang = settings.language
            print(Localization.text(.nightPlanned, lang, [code, title, "\(web)/n/\(code)", "\(web)/n/\(code).ics"]))
            if case let .string(token)? = reply.fields["token"] { print(Localization.text(.nightHostKey, lang, [code, token])) }
        } catch let ClientError.server(code, message) {
            throw ValidationError("\(code): \(message)")
        }
    }
}
