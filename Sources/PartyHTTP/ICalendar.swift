/// One event for a calendar file: what `/n/CODE.ics` serves.
public struct CalendarEvent: Sendable, Equatable {
    /// A globally unique id (stays the same for the same night, so a re-import updates it).
    public var uid: String
    /// When the file was made (Unix ms).
    public var stamp: Int64
    /// When the event starts (Unix ms).
    public var start: Int64
    /// When it ends (Unix ms; `DTEND`): a night lasts its length, 3 hours unless the host said otherwise.
    public var end: Int64
    /// The title.
    public var summary: String
    /// The place; empty for none (no `LOCATION` then).
    public var location: String
    /// The event's page.
    public var url: String
    /// A longer text (`DESCRIPTION`).
    public var description: String
    /// Minutes before the start that the reminder (`VALARM`) fires.
    public var reminderMinutes: Int

    /// Creates an event.
    public init(uid: String, stamp: Int64, start: Int64, end: Int64, summary: String, location: String, url: String,
                description: String, reminderMinutes: Int = 60) {
        self.uid = uid
        self.stamp = stamp
        self.start = start
        self.end = end
        self.summary = summary
        self.location = location
        self.url = url
        self.description = description
        self.reminderMinutes = reminderMinutes
    }
}

/// iCalendar (RFC 5545) text for one event: lines end with CRLF, are folded at 75 octets
/// (never inside a UTF-8 character), and text values escape `\`, `;`, `,` and newlines.
public enum ICalendar {
    /// The `text/calendar` file of `event`: a `VCALENDAR` with one `VEVENT` and its `VALARM`.
    public static func render(_ event: CalendarEvent) -> String {
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//PartyLine//Game nights//EN", "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
            "BEGIN:VEVENT",
            "UID:" + escape(event.uid),
            "DTSTAMP:" + utc(event.stamp),
            "DTSTART:" + utc(event.start),
            "DTEND:" + utc(max(event.end, event.start)),
            "SUMMARY:" + escape(event.summary),
        ]
        if !event.location.isEmpty { lines.append("LOCATION:" + escape(event.location)) }
        lines += [
            "URL:" + event.url,
            "DESCRIPTION:" + escape(event.description),
            "BEGIN:VALARM",
            "TRIGGER:-PT\(event.reminderMinutes / 60 > 0 && event.reminderMinutes % 60 == 0 ? "\(event.reminderMinutes / 60)H" : "\(event.reminderMinutes)M")",
            "ACTION:DISPLAY",
            "DESCRIPTION:" + escape(event.summary),
            "END:VALARM",
            "END:VEVENT",
            "END:VCALENDAR",
        ]
        return lines.map(fold).joined(separator: "\r\n") + "\r\n"
    }

    /// A TEXT value: backslash, semicolon, comma and newlines escaped (RFC 5545 3.3.11).
    public static func escape(_ text: String) -> String {
        var out = ""
        var previousCR = false
        for scalar in text.unicodeScalars {
            defer { previousCR = scalar == "\r" }
            switch scalar {
            case "\\": out += "\\\\"
            case ";": out += "\\;"
            case ",": out += "\\,"
            case "\r": out += "\\n"
            case "\n": if !previousCR { out += "\\n" }
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { continue }  // no other control characters in TEXT
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A content line folded so that no line is longer than 75 octets: each continuation line
    /// starts with one space (RFC 5545 3.1); a UTF-8 character is never split.
    public static func fold(_ line: String) -> String {
        var out: [String] = []
        var current = ""
        var octets = 0
        for character in line.unicodeScalars {
            let size = String(character).utf8.count
            let limit = out.isEmpty ? 75 : 74  // a continuation's leading space counts
            if octets + size > limit {
                out.append(current)
                current = ""
                octets = 0
            }
            current.unicodeScalars.append(character)
            octets += size
        }
        out.append(current)
        return out.joined(separator: "\r\n ")
    }

    /// A UTC DATE-TIME `YYYYMMDDTHHMMSSZ` for Unix ms.
    public static func utc(_ millis: Int64) -> String {
        let seconds = millis >= 0 ? millis / 1000 : (millis - 999) / 1000
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = civil(days: days)
        func two(_ n: Int64) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let y = String(year)
        return String(repeating: "0", count: max(0, 4 - y.count)) + y + two(month) + two(day) + "T"
            + two(secondOfDay / 3600) + two(secondOfDay % 3600 / 60) + two(secondOfDay % 60) + "Z"
    }

    /// The proleptic Gregorian date of a day count from 1970-01-01 (H. Hinnant's `civil_from_days`).
    static func civil(days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
