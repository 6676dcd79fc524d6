extension Localization {
    /// English strings of running a public room.
    static let moderationEnglish: [ModKey: String] = [
        .modInvite: "Moderator invitation (the previous one no longer works): {0}",
        .modInviteHint: "Send it privately; a moderator runs: party moderate {0} {1} NAME",
        .modHeld: "Held for review ({0}): the host or a moderator decides whether everyone sees it.",
        .modPending: "[{0}] {1} ({2}): {3} — /approve {0} · /reject {0}",
        .modApproved: "Your held item {0} was approved.", .modRejected: "Your held item {0} was rejected.",
        .modExpired: "Your held item {0} expired: nobody reviewed it in time.",
        .modInvalid: "Your held item {0} no longer fits the game and was dropped.",
        .modResolved: "[{0}] {1}", .modModerators: "Moderators: {0}", .modNoModerators: "No moderators.",
        .modBanned: "Banned ({0}).", .modBans: "Bans:", .modNoBans: "No bans.", .modBanLine: "{0} {1} — /unban {0}",
        .modUnbanned: "Ban lifted.", .modSettings: "Settings: {0}",
        .modYouModerate: "You moderate room {0}: you see what the TV shows, plus the review queue.",
        .modKickedBanned: "You were banned from room {0}: you cannot come back.",
        .modKickedByModerator: "You were removed from room {0} by a moderator.",
        .modReviewTitle: "Review ({0})", .modModeratorsTitle: "Moderators",
        .modCodeHidden: "hidden", .modCode: "Room code (streamer mode: keep it off stream): {0}",
        .modFiltered: "The room's word filter refused your {0}: change it and try again.",
        .modUsageBan: "/ban NAME [address]", .modUsageSettings: "/settings [key=value …] e.g. /settings review=on filter=strict",
        .modUsageMod: "/mod invite",
        .modHelp: "Public rooms (host, moderators): /mod invite · /approve ID · /reject ID · /ban NAME [address] · /bans · /unban ID · /settings [key=value] · /code",
    ]

    /// Turkish strings of running a public room.
    static let moderationTurkish: [ModKey: String] = [
        .modInvite: "Moderatör daveti (öncekisi artık geçersiz): {0}",
        .modInviteHint: "Özel olarak gönder; moderatör şunu çalıştırır: party moderate {0} {1} AD",
        .modHeld: "İncelemede ({0}): herkesin görüp görmeyeceğine sunucu sahibi ya da bir moderatör karar verir.",
        .modPending: "[{0}] {1} ({2}): {3} — /approve {0} · /reject {0}",
        .modApproved: "Bekleyen {0} onaylandı.", .modRejected: "Bekleyen {0} reddedildi.",
        .modExpired: "Bekleyen {0} zaman aşımına uğradı: kimse zamanında incelemedi.",
        .modInvalid: "Bekleyen {0} artık oyuna uymuyor ve düşürüldü.",
        .modResolved: "[{0}] {1}", .modModerators: "Moderatörler: {0}", .modNoModerators: "Moderatör yok.",
        .modBanned: "Yasaklandı ({0}).", .modBans: "Yasaklar:", .modNoBans: "Yasak yok.", .modBanLine: "{0} {1} — /unban {0}",
        .modUnbanned: "Yasak kaldırıldı.", .modSettings: "Ayarlar: {0}",
        .modYouModerate: "{0} odasını yönetiyorsun: TV'nin gösterdiğini ve inceleme kuyruğunu görürsün.",
        .modKickedBanned: "{0} odasından yasaklandın: geri dönemezsin.",
        .modKickedByModerator: "Bir moderatör seni {0} odasından çıkardı.",
        .modReviewTitle: "İnceleme ({0})", .modModeratorsTitle: "Moderatörler",
        .modCodeHidden: "gizli", .modCode: "Oda kodu (yayıncı modu: yayında gösterme): {0}",
        .modFiltered: "Odanın kelime filtresi {0} alanını reddetti: değiştirip yeniden dene.",
        .modUsageBan: "/ban AD [address]", .modUsageSettings: "/settings [anahtar=değer …] ör. /settings review=on filter=strict",
        .modUsageMod: "/mod invite",
        .modHelp: "Herkese açık odalar (sahip, moderatörler): /mod invite · /approve ID · /reject ID · /ban AD [address] · /bans · /unban ID · /settings [anahtar=değer] · /code",
    ]
}
