/// Keys of the terminal client's strings about running a public room (tables in
/// `Localization+Moderation*.swift`, one per language pair).
public enum ModKey: String, Sendable, CaseIterable {
    case modInvite, modInviteHint, modHeld, modPending, modApproved, modRejected, modExpired, modInvalid
    case modResolved, modModerators, modNoModerators, modBanned, modBans, modNoBans, modBanLine, modUnbanned
    case modSettings, modYouModerate, modKickedBanned, modKickedByModerator, modReviewTitle, modModeratorsTitle
    case modCodeHidden, modCode, modFiltered, modUsageBan, modUsageSettings, modUsageMod, modHelp
}

extension Localization {
    /// The moderation table of one language.
    static func moderationTable(_ language: Language) -> [ModKey: String] {
        switch language {
        case .en: moderationEnglish
        case .tr: moderationTurkish
        case .es: moderationSpanish
        case .zh: moderationChinese
        }
    }

    /// The moderation string for `key` in `language` (English if missing) with arguments filled in.
    public static func text(_ key: ModKey, _ language: Language, _ args: [String] = []) -> String {
        var s = moderationTable(language)[key] ?? moderationEnglish[key] ?? key.rawValue
        for (i, arg) in args.enumerated() { s = s.replacing("{\(i)}", with: arg) }
        return s
    }
}
