extension Localization {
    /// Turkish strings of game nights.
    static let nightTurkish: [NightKey: String] = [
        .nightUsage: "/night · /night plan \"Başlık\" YYYY-AA-GG SS:DD [yer] · /night open KOD ANAHTAR · /night end",
        .nightPlanned: "{0} gecesi planlandı: {1}. Sayfa: {2} · takvim: {3}",
        .nightHostKey: "Ev sahibi anahtarı (gizli; /night open {0} ANAHTAR odayı açar): {1}",
        .nightNone: "Bu oda bir oyun gecesi değil. /night plan \"Başlık\" YYYY-AA-GG SS:DD [yer] bir gece planlar.",
        .nightHeader: "Oyun gecesi: {0}", .nightWhen: "Başlangıç: {0}", .nightPlace: "Yer: {0}", .nightHost: "Ev sahibi: {0}",
        .nightStatePlanned: "planlandı", .nightStateOpen: "açık", .nightStateEnded: "bitti",
        .nightRsvps: "Geliyor: {0} · belki: {1} · gelmiyor: {2}",
        .nightNow: "Oynanan: {0}", .nightNext: "Sıradaki: {0}", .nightNextNone: "Sırada oyun yok",
        .nightPlaylist: "Oyun listesi", .nightPlaylistEmpty: "Listede oyun yok.", .nightScoreboard: "Gecenin puan tablosu",
        .nightNoPoints: "Henüz puan yok.", .nightKicked: "çıkarıldı", .nightQueued: "{0} listeye eklendi",
        .nightKeys: "/queue gop animals · /next · /unqueue N · /move N M · /auto on|off · /scores · /night end",
        .nightQueueUsage: "/queue gop [kategori] [saniye] [classic] | /queue wyr [kategoriler] | /queue OYUN anahtar=değer…",
        .nightClosedExit: "Gece bitti ve {0} odası kapandı. Özet: {1}",
        .nightEnded: "Gece bitti. Özet: {0}", .nightPoint: "1 puan", .nightPoints: "{0} puan", .nightOpened: "{0} odası açık: party join {0} AD",
        .nightAutoOn: "Sıradaki oyun aradan sonra kendiliğinden başlar", .nightAutoOff: "Sıradaki oyunu ev sahibi başlatır",
        .nightMoveUsage: "/move N M (listede N. sırayı M. sıraya)", .nightOpenUsage: "/night open KOD ANAHTAR",
    ]
}
