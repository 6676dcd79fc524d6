import Foundation
import PartyCore
import PartyHTTP
import PartyStore

extension GameServer {
    /// Answers `/n/CODE.ics`, `/n/CODE/recap.json` and `/n/CODE/recap.svg` from the store
    /// (any node of a cluster can). Nil (404) for an unknown night, and for a recap before the
    /// night has ended. Nothing served contains a token. `siteURL` is the base of links people
    /// open elsewhere (the advertised address, never the request's `Host` when there is one).
    func nightResponder() -> @Sendable (String, NightResource, String) -> HTTPResponse? {
        { [context] code, resource, siteURL in
            guard let stored = try? context.store.night(code: code), let night = NightCodec.night(stored) else { return nil }
            switch resource {
            case .calendar:
                let event = CalendarEvent(
                    uid: "night-\(night.code)-\(night.createdAt)@partyline", stamp: context.clock.now(), start: night.plan.startsAtMs,
                    end: night.plan.endsAtMs,
                    summary: night.plan.title, location: night.plan.place, url: "\(siteURL)/n/\(night.code)",
                    description: "Game night on PartyLine: \(siteURL)/n/\(night.code)")
                var response = HTTPResponse(status: .ok, body: Array(ICalendar.render(event).utf8))
                response.headers.add("Content-Type", "text/calendar; charset=utf-8")
                response.headers.add("Content-Disposition", "attachment; filename=\"night-\(night.code).ics\"")
                response.headers.add("Cache-Control", "no-cache")
                return response
            case .recapJSON:
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys]  // the same bytes every time (and after a restart)
                guard let recap = night.recap, let body = try? encoder.encode(recap) else { return nil }
                var response = HTTPResponse(status: .ok, body: Array(body) + [UInt8(ascii: "\n")])
                response.headers.add("Content-Type", "application/json")
                response.headers.add("Cache-Control", "no-cache")
                return response
            case .recapCard:
                guard let recap = night.recap else { return nil }
                var response = HTTPResponse(status: .ok, body: Array(RecapCard.svg(recap).utf8))
                response.headers.add("Content-Type", "image/svg+xml")
                response.headers.add("Cache-Control", "no-cache")
                return response
            case .page, .recapPage:
                return nil
            }
        }
    }
}
