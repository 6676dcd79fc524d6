import Foundation
import PartyCore
import PartyHTTP

/// A game night's page and recap as a link preview and as a page readable without JavaScript:
/// what, when and where (the time in this server's time zone, named), in English; every text
/// HTML-escaped. The client replaces the content with its own page (the reader's time zone and
/// language, RSVPs, Join) when it starts.
enum NightPreview {
    /// The preview of `night`'s page (`.page`) or recap (`.recapPage`); nil for any other resource.
    static func make(_ night: GameNight, _ resource: NightResource, timeZone: TimeZone = .current) -> PagePreview? {
        let when = dateText(night.plan.startsAtMs, timeZone: timeZone)
        let plan = night.plan
        let place = plan.place.isEmpty ? nil : plan.place
        let summary = [when, place].compactMap { $0 }.joined(separator: " · ")
        switch resource {
        case .page:
            let body = """
                <main class="night-static"><p class="night-static-kind">Game night on PartyLine</p>\
                <h1>\(HTMLText.escape(plan.title))</h1>\
                <p class="night-static-when"><time datetime="\(isoText(plan.startsAtMs))">\(HTMLText.escape(when))</time></p>\
                \(place.map { "<p class=\"night-static-where\">\(HTMLText.escape($0))</p>" } ?? "")\
                \(night.hostName.map { "<p class=\"night-static-host\">Hosted by \(HTMLText.escape($0))</p>" } ?? "")\
                <p><a href="/n/\(night.code).ics">Add to calendar</a></p>\
                <noscript><p>Turn JavaScript on to answer and to join once the night opens.</p></noscript></main>
                """
            return PagePreview(title: "\(plan.title) · game night", description: summary, bodyHTML: body)
        case .recapPage:
            let recap = night.recap
            let winner = recap?.standings.first.map { "Winner: \($0.name) (\($0.points) points)" }
            return PagePreview(title: "\(plan.title) · recap", description: [summary, winner].compactMap { $0 }.joined(separator: " · "),
                               bodyHTML: "<main class=\"night-static\"><p class=\"night-static-kind\">Game night recap on PartyLine</p>"
                                   + "<h1>\(HTMLText.escape(plan.title))</h1><p class=\"night-static-when\">\(HTMLText.escape(summary))</p>"
                                   + (winner.map { "<p>\(HTMLText.escape($0))</p>" } ?? "") + "</main>")
        default:
            return nil
        }
    }

    /// "Friday 27 November 2026, 20:00 CET": the start in `timeZone`, its abbreviation named.
    static func dateText(_ ms: UnixMillis, timeZone: TimeZone) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_GB")
        formatter.timeZone = timeZone
        formatter.dateFormat = "EEEE d MMMM yyyy, HH:mm zzz"
        return formatter.string(from: Date(timeIntervalSince1970: Double(ms) / 1000))
    }

    /// The start as an ISO 8601 instant in UTC, for `<time datetime>`.
    static func isoText(_ ms: UnixMillis) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss'Z'"
        return formatter.string(from: Date(timeIntervalSince1970: Double(ms) / 1000))
    }
}

extension GameServer {
    /// Answers the previews of `/n/CODE` and `/n/CODE/recap` from the store (any node of a cluster can).
    func nightPreviewer() -> @Sendable (String, NightResource, String) -> PagePreview? {
        { [context] code, resource, _ in
            guard let stored = try? context.store.night(code: code), let night = NightCodec.night(stored) else { return nil }
            return NightPreview.make(night, resource)
        }
    }
}
