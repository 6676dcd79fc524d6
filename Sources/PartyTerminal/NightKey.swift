/// Keys of the game night's strings in the terminal client (tables in
/// `Localization+Night*.swift`, one per language).
public enum NightKey: String, Sendable, CaseIterable {
    case nightUsage, nightPlanned, nightHostKey, nightNone, nightHeader, nightWhen, nightPlace, nightHost
    case nightStatePlanned, nightStateOpen, nightStateEnded, nightRsvps, nightNow, nightNext, nightNextNone
    case nightPlaylist, nightPlaylistEmpty, nightScoreboard, nightNoPoints, nightKicked, nightQueued, nightKeys
    case nightQueueUsage, nightEnded, nightPoint, nightPoints, nightOpened, nightAutoOn, nightAutoOff, nightMoveUsage, nightOpenUsage, nightClosedExit
}

extension Localization {
    /// The night's table of one language.
    static func nightTable(_ language: Language) -> [NightKey: String] {
        switch language {
        case .en: nightEnglish
        case .tr: nightTurkish
        case .es: nightSpanish
        case .zh: nightChinese
        }
    }

    /// The night's string for `key` in `language` (English if missing) with arguments filled in.
    public static func text(_ key: NightKey, _ language: Language, _ args: [String] = []) -> String {
        var s = nightTable(language)[key] ?? nightEnglish[key] ?? key.rawValue
        for (i, arg) in args.enumerated() { s = s.replacing("{\(i)}", with: arg) }
        return s
    }
}
