import PartyHTTP
import Testing

/// RFC 5545 text for a night's calendar file: CRLF, folding at 75 octets, TEXT escapes, UTC times.
@Suite("iCalendar")
struct ICalendarTests {
    let event = CalendarEvent(uid: "night-ABCD-1@partyline", stamp: 1_760_000_000_000, start: 1_760_007_200_000, end: 1_760_018_000_000,
                              summary: "Friday, games; back\\slash\nnight", location: "Ali's flat", url: "https://party.example/n/ABCD",
                              description: "Game night")

    @Test("one VEVENT with its properties and a one-hour display alarm, CRLF line ends")
    func shape() {
        let text = ICalendar.render(event)
        #expect(text.hasSuffix("END:VCALENDAR\r\n"))
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        let lines = text.components(separatedBy: "\r\n").dropLast()
        #expect(Array(lines.prefix(6)) == ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//PartyLine//Game nights//EN",
                                          "CALSCALE:GREGORIAN", "METHOD:PUBLISH", "BEGIN:VEVENT"])
        #expect(lines.contains("UID:night-ABCD-1@partyline"))
        #expect(lines.contains("DTSTAMP:20251009T085320Z"))
        #expect(lines.contains("DTSTART:20251009T105320Z"))
        #expect(lines.contains("DTEND:20251009T135320Z"), "a night lasts its length: not a zero-length event")
        #expect(lines.contains("SUMMARY:Friday\\, games\\; back\\\\slash\\nnight"))
        #expect(lines.contains("LOCATION:Ali's flat"))
        #expect(lines.contains("URL:https://party.example/n/ABCD"))
        #expect(Array(lines.suffix(7)) == ["BEGIN:VALARM", "TRIGGER:-PT1H", "ACTION:DISPLAY", "DESCRIPTION:Friday\\, games\\; back\\\\slash\\nnight",
                                           "END:VALARM", "END:VEVENT", "END:VCALENDAR"])
    }

    @Test("an end before the start is written as the start (never a negative event)")
    func endNotBeforeStart() {
        var odd = event
        odd.end = odd.start - 1
        #expect(ICalendar.render(odd).contains("DTEND:20251009T105320Z"))
    }

    @Test("no LOCATION without a place")
    func noPlace() {
        var bare = event
        bare.location = ""
        #expect(!ICalendar.render(bare).contains("LOCATION"))
    }

    @Test("long lines fold at 75 octets without splitting a UTF-8 character, and unfold to the original")
    func folding() {
        let long = "SUMMARY:" + String(repeating: "ğüé日本", count: 40)
        let folded = ICalendar.fold(long)
        let parts = folded.components(separatedBy: "\r\n")
        #expect(parts.count > 1)
        for part in parts { #expect(part.utf8.count <= 75) }
        for part in parts.dropFirst() { #expect(part.hasPrefix(" ")) }
        #expect(parts.first! + parts.dropFirst().map { String($0.dropFirst()) }.joined() == long)
        #expect(ICalendar.fold("SHORT:x") == "SHORT:x")
    }

    @Test("escapes backslash, semicolon, comma and newlines; drops other control characters")
    func escaping() {
        #expect(ICalendar.escape("a,b;c\\d\ne\r\nf\u{7}g") == "a\\,b\\;c\\\\d\\ne\\nfg")
    }

    @Test("UTC times, including before 1970 and leap days")
    func times() {
        #expect(ICalendar.utc(0) == "19700101T000000Z")
        #expect(ICalendar.utc(951_782_400_000) == "20000229T000000Z")
        #expect(ICalendar.utc(-1000) == "19691231T235959Z")
        #expect(ICalendar.utc(4_102_444_799_000) == "20991231T235959Z")
    }
}
