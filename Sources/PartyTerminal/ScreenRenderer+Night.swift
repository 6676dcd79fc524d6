extension ScreenRenderer {
    /// A night's string in the interface language.
    func n(_ key: NightKey, _ args: String...) -> String { Localization.text(key, state.language, args) }

    /// The night in the lobby: its title, what is next, the top of its scoreboard and (host)
    /// the playlist commands. Nothing in a room that is no night.
    func nightLobbyRows(width: Int) -> [Row] {
        let night = state.night
        guard night.isNight else { return [] }
        var rows = [titled(n(.nightHeader, night.info?.title ?? state.roomCode ?? ""), width: width)]
        rows.append(Row(" " + nextText(), .accent))
        rows += boardRows(width: width, limit: 5)
        if state.isHost { rows += DisplayWidth.wrap(n(.nightKeys), to: width - 2).map { Row(" " + $0, .dim) } }
        return rows
    }

    /// "Next: Would You Rather" (or that nothing is queued).
    func nextText() -> String {
        guard let next = state.night.next else { return n(.nightNextNone) }
        return n(.nightNext, state.gameTitle(next.game))
    }

    /// The night's scoreboard: rank, name, points; removed players marked and dimmed.
    func boardRows(width: Int, limit: Int) -> [Row] {
        let standings = state.night.standings
        guard standings.contains(where: { $0.points > 0 }) else { return [Row(" " + n(.nightNoPoints), .dim)] }
        var rows: [Row] = []
        var rank = 0
        var last: Int?
        for (i, s) in standings.enumerated() {
            if s.points != last { rank = i + 1; last = s.points }
            guard i < limit else { break }
            let gone = s.kicked || !state.members.contains { $0.id == s.playerID }
            let points = s.points == 1 ? n(.nightPoint) : n(.nightPoints, String(s.points))
            let label = " \(rank). " + s.name + (gone ? " (\(n(.nightKicked)))" : "")
            let name = DisplayWidth.truncate(label, to: max(4, width - DisplayWidth.of(points) - 2))
            let gap = String(repeating: " ", count: max(1, width - DisplayWidth.of(name) - DisplayWidth.of(points) - 1))
            rows.append(Row(name + gap + points, gone ? .dim : rank == 1 ? .bold : .plain))
        }
        if standings.count > limit { rows.append(Row(" …", .dim)) }
        return rows
    }

    /// The night's window (`/night`, `/scores`): details, who is coming, the playlist with what
    /// plays now, and the whole scoreboard.
    func nightRows(width: Int, height: Int) -> [Row] {
        let night = state.night
        var rows: [Row] = []
        if let info = night.info {
            let status = n(info.state == "open" ? .nightStateOpen : info.state == "ended" ? .nightStateEnded : .nightStatePlanned)
            rows.append(titled(n(.nightHeader, info.title), right: status, width: width))
            rows.append(Row(" " + n(.nightWhen, NightPlanCommand.describe(info.startsAtMs, timeZone: night.timeZone, language: state.language))))
            if !info.place.isEmpty { rows.append(Row(" " + n(.nightPlace, info.place))) }
            if let host = info.hostName { rows.append(Row(" " + n(.nightHost, host), .dim)) }
            let list = { (answer: String) in
                let names = info.names(answering: answer)
                return names.isEmpty ? "—" : names.joined(separator: ", ")
            }
            rows += DisplayWidth.wrap(n(.nightRsvps, list("yes"), list("maybe"), list("no")), to: width - 2).map { Row(" " + $0) }
        } else {
            rows.append(titled(n(.nightHeader, state.roomCode ?? ""), width: width))
        }
        rows.append(Row())
        rows.append(Row(" " + n(.nightPlaylist), .bold))
        if night.playlist.isEmpty { rows.append(Row("   " + n(.nightPlaylistEmpty), .dim)) }
        if let current = night.current, state.game != nil {
            rows.append(Row(" ▶ " + n(.nightNow, state.gameTitle(current.game)), .accent))
        }
        for (i, item) in night.playlist.enumerated() {
            let line = "   \(i + 1). \(state.gameTitle(item.game))  "
            rows.append(Row(line) + Row(DisplayWidth.truncate(item.optionsText, to: max(0, width - DisplayWidth.of(line) - 1)), .dim))
        }
        rows.append(Row(" " + nextText(), .accent))
        rows.append(Row())
        rows.append(Row(" " + n(.nightScoreboard), .bold))
        rows += boardRows(width: width, limit: max(3, height - rows.count - 2))
        rows.append(Row())
        rows.append(Row(" " + t(.helpClose), .dim))
        return rows
    }

    /// The night's commands in the help window: how to plan one, and (in a night) the playlist's.
    func nightHelpRows(width: Int) -> [Row] {
        var lines = [n(.nightUsage)]
        if state.night.isNight { lines.append(n(.nightKeys)) }
        return lines.flatMap { DisplayWidth.wrap($0, to: width - 2).map { Row(" " + $0) } }
    }
}
