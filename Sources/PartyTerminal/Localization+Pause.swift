/// Keys of a paused game's strings in the terminal client (one table per language below).
public enum PauseKey: String, Sendable, CaseIterable {
    case pauseWaiting, pauseByHost, pauseLeft, pauseResumed, pauseResumedLeft, pauseHint, pauseHelp
}

extension Localization {
    /// The pause's table of one language.
    static func pauseTable(_ language: Language) -> [PauseKey: String] {
        switch language {
        case .en: pauseEnglish
        case .tr: pauseTurkish
        case .es: pauseSpanish
        case .zh: pauseChinese
        }
    }

    /// The pause's string for `key` in `language` (English if missing) with arguments filled in.
    public static func text(_ key: PauseKey, _ language: Language, _ args: [String] = []) -> String {
        var s = pauseTable(language)[key] ?? pauseEnglish[key] ?? key.rawValue
        for (i, arg) in args.enumerated() { s = s.replacing("{\(i)}", with: arg) }
        return s
    }

    static let pauseEnglish: [PauseKey: String] = [
        .pauseWaiting: "⏸ Paused: waiting for {0} to come back", .pauseByHost: "⏸ Paused by the host",
        .pauseLeft: "{0} s left", .pauseResumed: "▶ The game goes on.", .pauseResumedLeft: "▶ The game goes on ({0} s left).",
        .pauseHint: "/resume goes on (host)",
        .pauseHelp: "/pause · /resume: stop the game's timers and go on (host)",
    ]
    static let pauseTurkish: [PauseKey: String] = [
        .pauseWaiting: "⏸ Duraklatıldı: {0} bekleniyor", .pauseByHost: "⏸ Yönetici duraklattı",
        .pauseLeft: "{0} sn kaldı", .pauseResumed: "▶ Oyun devam ediyor.", .pauseResumedLeft: "▶ Oyun devam ediyor ({0} sn kaldı).",
        .pauseHint: "/resume ile devam (yönetici)",
        .pauseHelp: "/pause · /resume: oyunun süresini durdur ve devam et (yönetici)",
    ]
    static let pauseSpanish: [PauseKey: String] = [
        .pauseWaiting: "⏸ En pausa: esperando a que vuelva {0}", .pauseByHost: "⏸ En pausa por el anfitrión",
        .pauseLeft: "quedan {0} s", .pauseResumed: "▶ La partida sigue.", .pauseResumedLeft: "▶ La partida sigue (quedan {0} s).",
        .pauseHint: "/resume para seguir (anfitrión)",
        .pauseHelp: "/pause · /resume: detener los tiempos de la partida y seguir (anfitrión)",
    ]
    static let pauseChinese: [PauseKey: String] = [
        .pauseWaiting: "⏸ 已暂停：等待 {0} 回来", .pauseByHost: "⏸ 房主已暂停",
        .pauseLeft: "剩余 {0} 秒", .pauseResumed: "▶ 游戏继续。", .pauseResumedLeft: "▶ 游戏继续（剩余 {0} 秒）。",
        .pauseHint: "/resume 继续（房主）",
        .pauseHelp: "/pause · /resume：暂停游戏计时并继续（房主）",
    ]
}

extension ClientState {
    /// The pause's string for `key` in the interface language.
    func p(_ key: PauseKey, _ args: String...) -> String { Localization.text(key, language, args) }
}

extension ScreenRenderer {
    /// The pause's string for `key` in the interface language.
    func p(_ key: PauseKey, _ args: String...) -> String { Localization.text(key, state.language, args) }
}
