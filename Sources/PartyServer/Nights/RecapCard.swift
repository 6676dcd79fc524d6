import PartyCore

/// A night's recap as a shareable card: an SVG image (1200×630, the size link previews use)
/// drawn by the server from the recap alone. Every text is XML-escaped; nothing in it is a token.
enum RecapCard {
    /// Award titles as the card shows them (English; the web page has the four languages).
    static let awardTitles = [
        "best_guesser": "Best guesser", "in_sync": "In sync with the room", "free_spirit": "Free spirit",
        "luckiest_roller": "Luckiest roller", "wheel_winner": "Wheel winner",
    ]

    /// Gold, silver and bronze, for the places that earn a medal (``NightRanking``).
    static let medalColours = ["#ffd166", "#e0e4f0", "#f0a868"]

    /// The SVG text of `recap`: standings ranked as everywhere else (ties share a place, no
    /// medal colour for 0 points), large enough to read on a TV at half its size.
    static func svg(_ recap: NightRecap) -> String {
        var out = """
            <svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" role="img" aria-label="\(escape(recap.title)) recap">
            <rect width="1200" height="630" fill="#1b1033"/>
            <rect x="24" y="24" width="1152" height="582" rx="28" fill="#2a1a4d"/>
            <text x="64" y="104" font-family="sans-serif" font-size="52" font-weight="700" fill="#ffd166">\(escape(clipped(recap.title, 34)))</text>
            <text x="64" y="150" font-family="sans-serif" font-size="30" fill="#cbbff2">\(escape(subtitle(recap)))</text>

            """
        var y = 220
        let shown = Array(recap.standings.prefix(5))
        let places = NightRanking.places(shown.map(\.points))
        for (standing, place) in zip(shown, places) {
            let medal = NightRanking.medal(place: place, points: standing.points)
            let colour = standing.kicked ? "#8a80a8" : medal.map { medalColours[$0 - 1] } ?? "#ffffff"
            out += "<text x=\"64\" y=\"\(y)\" font-family=\"sans-serif\" font-size=\"38\" font-weight=\"\(medal == 1 ? 700 : 400)\" fill=\"\(colour)\">"
                + "\(place). \(escape(clipped(standing.name, 20)))</text>\n"
            out += "<text x=\"600\" y=\"\(y)\" font-family=\"sans-serif\" font-size=\"38\" text-anchor=\"end\" fill=\"\(colour)\">\(standing.points)</text>\n"
            y += 64
        }
        if recap.standings.isEmpty {
            out += "<text x=\"64\" y=\"\(y)\" font-family=\"sans-serif\" font-size=\"30\" fill=\"#cbbff2\">No points this time</text>\n"
        }
        var ay = 220
        for award in recap.awards {
            let title = awardTitles[award.award] ?? award.award
            out += "<text x=\"680\" y=\"\(ay)\" font-family=\"sans-serif\" font-size=\"28\" fill=\"#cbbff2\">\(escape(title))</text>\n"
            out += "<text x=\"680\" y=\"\(ay + 38)\" font-family=\"sans-serif\" font-size=\"34\" fill=\"#ffffff\">"
                + "\(escape(clipped(award.name, 20))) · \(award.value)</text>\n"
            ay += 84
        }
        out += "<text x=\"64\" y=\"580\" font-family=\"sans-serif\" font-size=\"26\" fill=\"#a99fc8\">PartyLine · night \(escape(recap.night))</text>\n"
        out += "</svg>\n"
        return out
    }

    /// "3 games · 12 rounds · 2 h 5 min".
    static func subtitle(_ recap: NightRecap) -> String {
        let minutes = recap.durationMs / 60_000
        let duration = minutes >= 60 ? "\(minutes / 60) h \(minutes % 60) min" : "\(minutes) min"
        return "\(recap.gamesPlayed) game\(recap.gamesPlayed == 1 ? "" : "s") · \(recap.rounds) round\(recap.rounds == 1 ? "" : "s") · \(duration)"
    }

    /// `text` cut to `limit` characters (with an ellipsis).
    static func clipped(_ text: String, _ limit: Int) -> String {
        text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
    }

    /// XML character data and attribute text: `& < > " '` escaped.
    static func escape(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.append(c)
            }
        }
        return out
    }
}
