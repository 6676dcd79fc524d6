/// Most Likely To's interface strings in the client's four languages (`%@` for arguments, in order).
extension MostLikelyScreen {
    enum Key: CaseIterable {
        case title, start, voteNow, watching, votes, most, nobody, over, added, keys, help
    }

    static func text(_ key: Key, _ language: Language, _ args: String...) -> String {
        GameStrings.format(table, key, language, args)
    }

    static let table: [Language: [Key: String]] = [
        .en: [
            .title: "Most Likely To", .start: "/start ml [rounds=5] — Most Likely To (/prompt TEXT adds your own)",
            .voteNow: "Who is most likely? Press their number (not yourself).", .watching: "You watch: the players vote in secret.",
            .votes: "votes %@", .most: "Most likely: %@", .nobody: "Nobody voted this time.", .over: "Game over (times most likely)",
            .added: "A prompt was added (%@ of the room's own).", .keys: "1–9 vote",
            .help: "Each round asks \"Who is most likely to …?\". Vote in secret for another player with the number keys (or /vote NAME) — never yourself.\nWhen everyone has voted, or time is up, the tally shows who the room named most; nobody sees who voted for whom.\nName the player on top: 1 point. The host adds prompts with /prompt TEXT.",
        ],
        .es: [
            .title: "Quién es más probable", .start: "/start ml [rounds=5] — Quién es más probable (/prompt TEXTO añade una propia)",
            .voteNow: "¿Quién tiene más probabilidades? Pulsa su número (no el tuyo).", .watching: "Miras: los jugadores votan en secreto.",
            .votes: "votos %@", .most: "El más probable: %@", .nobody: "Esta vez nadie votó.", .over: "Fin del juego (veces el más probable)",
            .added: "Se añadió una pregunta (%@ propias de la sala).", .keys: "1–9 votar",
            .help: "Cada ronda pregunta «¿Quién tiene más probabilidades de …?». Vota en secreto por otro jugador con los números (o /vote NOMBRE), nunca por ti.\nCuando todos han votado, o se acaba el tiempo, el recuento muestra a quién eligió más la sala; nadie ve quién votó a quién.\nSi votaste al más elegido: 1 punto. El anfitrión añade preguntas con /prompt TEXTO.",
        ],
        .tr: [
            .title: "Kim Daha Çok", .start: "/start ml [rounds=5] — Kim Daha Çok (/prompt METİN kendi sorunu ekler)",
            .voteNow: "Büyük ihtimalle kim? Numarasına bas (kendine değil).", .watching: "İzliyorsun: oyuncular gizlice oy veriyor.",
            .votes: "oylar %@", .most: "En çok oy alan: %@", .nobody: "Bu sefer kimse oy vermedi.", .over: "Oyun bitti (en çok seçilme)",
            .added: "Bir soru eklendi (odanın kendi sorularından %@.).", .keys: "1–9 oy ver",
            .help: "Her tur \"Büyük ihtimalle kim …?\" diye sorar. Numaralarla (ya da /vote İSİM) gizlice başka bir oyuncuya oy ver — asla kendine değil.\nHerkes oy verince ya da süre bitince sonuç odanın en çok kimi seçtiğini gösterir; kimin kime oy verdiğini kimse görmez.\nEn çok seçileni bildin: 1 puan. Ev sahibi /prompt METİN ile soru ekler.",
        ],
        .zh: [
            .title: "谁最有可能", .start: "/start ml [rounds=5] — 谁最有可能（/prompt 文字 添加自己的问题）",
            .voteNow: "谁最有可能？按他的编号（不能选自己）。", .watching: "你在观看：玩家们正在秘密投票。",
            .votes: "票数 %@", .most: "最有可能：%@", .nobody: "这次没有人投票。", .over: "游戏结束（最有可能的次数）",
            .added: "添加了一个问题（房间自己的第 %@ 个）。", .keys: "1–9 投票",
            .help: "每轮都会问“谁最有可能……？”。用数字键（或 /vote 名字）秘密地投给另一位玩家——不能投自己。\n所有人投完或时间到后，结果显示房间最常选的人；没有人能看到谁投了谁。\n投中得票最多的人：得 1 分。房主用 /prompt 文字 添加问题。",
        ],
    ]
}
