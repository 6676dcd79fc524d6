extension Localization {
    /// English strings of game nights.
    static let nightEnglish: [NightKey: String] = [
        .nightUsage: "/night · /night plan \"Title\" YYYY-MM-DD HH:MM [place] · /night open CODE KEY · /night end",
        .nightPlanned: "Night {0} planned: {1}. Page: {2} · calendar: {3}",
        .nightHostKey: "Host key (secret; /night open {0} KEY opens the room): {1}",
        .nightNone: "This room is no game night. /night plan \"Title\" YYYY-MM-DD HH:MM [place] plans one.",
        .nightHeader: "Game night: {0}", .nightWhen: "Starts {0}", .nightPlace: "Place: {0}", .nightHost: "Host: {0}",
        .nightStatePlanned: "planned", .nightStateOpen: "open", .nightStateEnded: "ended",
        .nightRsvps: "Coming: {0} · maybe: {1} · not coming: {2}",
        .nightNow: "Playing: {0}", .nightNext: "Next: {0}", .nightNextNone: "Nothing queued next",
        .nightPlaylist: "Playlist", .nightPlaylistEmpty: "No games queued.", .nightScoreboard: "Night scoreboard",
        .nightNoPoints: "No points yet.", .nightKicked: "removed", .nightQueued: "{0} added to the playlist",
        .nightKeys: "/queue gop animals · /next · /unqueue N · /move N M · /auto on|off · /scores · /night end",
        .nightQueueUsage: "/queue gop [category] [seconds] [classic] | /queue wyr [categories] | /queue GAME key=value…",
        .nightClosedExit: "The night is over and room {0} has closed. Recap: {1}",
        .nightEnded: "The night is over. Recap: {0}", .nightPoint: "1 pt", .nightPoints: "{0} pts", .nightOpened: "Room {0} is open: party join {0} NAME",
        .nightAutoOn: "The next game starts by itself after the break", .nightAutoOff: "The host starts the next game",
        .nightMoveUsage: "/move N M (playlist position N to M)", .nightOpenUsage: "/night open CODE KEY",
    ]
}
