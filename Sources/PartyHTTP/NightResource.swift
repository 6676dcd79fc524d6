/// What a path under `/n/CODE` asks for.
public enum NightResource: Equatable, Sendable {
    /// `/n/CODE`: the night's page (the web client's `index.html`; the client reads the path).
    case page
    /// `/n/CODE/recap`: the recap page (the web client's `index.html`).
    case recapPage
    /// `/n/CODE.ics`: the night as an iCalendar event.
    case calendar
    /// `/n/CODE/recap.json`: the recap as JSON (404 until the night has ended).
    case recapJSON
    /// `/n/CODE/recap.svg`: the recap as a shareable card (404 until the night has ended).
    case recapCard

    /// The resource named by the last part of `/n/CODE/<file>`, or nil.
    init?(file: String) {
        switch file {
        case "recap": self = .recapPage
        case "recap.json": self = .recapJSON
        case "recap.svg": self = .recapCard
        default: return nil
        }
    }
}
