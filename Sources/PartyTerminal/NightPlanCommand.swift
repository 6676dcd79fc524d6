import Foundation
import PartyProtocol

/// `/night plan "Title" 2026-11-27 20:00 [place]` (and `party night create`): the words of the
/// command as a `night.create` request, with the date and time read in a given timezone. Pure.
public enum NightPlanCommand {
    /// The `night.create` parameters, or nil when the words do not fit the usage.
    /// `words`: the title (one quoted word or the first word), the date `YYYY-MM-DD`, the time
    /// `HH:MM`, then the place (any words).
    public static func request(_ words: [String], timeZone: TimeZone) -> [String: JSONValue]? {
        guard words.count >= 3, let starts = startsAtMs(date: words[1], time: words[2], timeZone: timeZone) else { return nil }
        let title = words[0].trimmingCharacters(in: .whitespaces)
        guard !title.isEmpty else { return nil }
        var params: [String: JSONValue] = ["title": .string(title), "starts_at_ms": .int(Int(starts))]
        let place = words.dropFirst(3).joined(separator: " ").trimmingCharacters(in: .whitespaces)
        if !place.isEmpty { params["place"] = .string(place) }
        return params
    }

    /// Unix milliseconds of a wall-clock date and time in `timeZone` (daylight saving included),
    /// or nil when either is malformed or does not exist.
    public static func startsAtMs(date: String, time: String, timeZone: TimeZone) -> Int64? {
        let d = date.split(separator: "-").compactMap { Int($0) }
        let t = time.split(separator: ":").compactMap { Int($0) }
        guard d.count == 3, t.count == 2, date.count == 10, (1...12).contains(d[1]), (1...31).contains(d[2]),
              (0...23).contains(t[0]), (0...59).contains(t[1]) else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = DateComponents(year: d[0], month: d[1], day: d[2], hour: t[0], minute: t[1])
        guard let when = calendar.date(from: parts), calendar.component(.day, from: when) == d[2] else { return nil }
        return Int64((when.timeIntervalSince1970 * 1000).rounded())
    }

    /// Splits a command line into words, keeping "quoted words" (or “curly quoted”) together.
    public static func words(_ line: String) -> [String] {
        var words: [String] = []
        var word = ""
        var quote: Character?
        var quoted = false
        for c in line {
            if let q = quote {
                if c == q || (q == "“" && c == "”") { quote = nil } else { word.append(c) }
            } else if c == "\"" || c == "“" {
                quote = c
                quoted = true
            } else if c == " " {
                if !word.isEmpty || quoted { words.append(word) }
                word = ""
                quoted = false
            } else {
                word.append(c)
            }
        }
        if !word.isEmpty || quoted { words.append(word) }
        return words
    }

    /// The start as the reader reads it: date and time in `timeZone`, with the zone's name.
    public static func describe(_ ms: Int64, timeZone: TimeZone, language: Language) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: language == .zh ? "zh_Hans" : language.rawValue)
        formatter.timeZone = timeZone
        formatter.dateFormat = "EEE yyyy-MM-dd HH:mm zzz"
        return formatter.string(from: Date(timeIntervalSince1970: Double(ms) / 1000))
    }
}
