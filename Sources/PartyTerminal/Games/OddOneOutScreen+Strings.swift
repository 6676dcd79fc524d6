/// Odd One Out's interface strings in the client's four languages (`%@` for arguments, in order).
extension OddOneOutScreen {
    enum Key: CaseIterable {
        case title, start, yourWord, watching, giveClue, voteNow, votes, caught, escaped, words, over, keysClue, keysVote, help
    }

    static func text(_ key: Key, _ language: Language, _ args: String...) -> String {
        GameStrings.format(table, key, language, args)
    }

    static let table: [Language: [Key: String]] = [
        .en: [
            .title: "Odd One Out", .start: "/start odd [category=animals] [rounds=3] — Odd One Out", .yourWord: "Your word:", .watching: "You watch this round: the words are secret.",
            .giveClue: "Everyone has the same word but one. Type one clue (never the word) and press Enter.",
            .voteNow: "Who has the odd word? Press their number.", .votes: "votes %@",
            .caught: "%@ was the odd one — caught!", .escaped: "%@ was the odd one — and slipped through!",
            .words: "The word: %@ · the odd word: %@", .over: "Game over", .keysClue: "type your clue + Enter",
            .keysVote: "1–9 vote",
            .help: "Each round everyone gets the same secret word, except one player who gets another word of the same category. Nobody knows if they are the odd one.\nGive one clue each (your first line, or /clue TEXT), then vote with the number keys (or /vote NAME).\nCatch the odd one: 1 point to each who voted for them. If they slip through: 3 points to them.",
        ],
        .es: [
            .title: "El Intruso", .start: "/start odd [category=animals] [rounds=3] — El Intruso", .yourWord: "Tu palabra:", .watching: "Miras esta ronda: las palabras son secretas.",
            .giveClue: "Todos tienen la misma palabra menos uno. Escribe una pista (nunca la palabra) y pulsa Enter.",
            .voteNow: "¿Quién tiene la otra palabra? Pulsa su número.", .votes: "votos %@",
            .caught: "%@ era el intruso: ¡descubierto!", .escaped: "%@ era el intruso… ¡y se escapó!",
            .words: "La palabra: %@ · la del intruso: %@", .over: "Fin del juego", .keysClue: "escribe tu pista + Enter",
            .keysVote: "1–9 votar",
            .help: "En cada ronda todos reciben la misma palabra secreta, salvo un jugador que recibe otra de la misma categoría. Nadie sabe si es el intruso.\nCada uno da una pista (tu primera línea, o /clue TEXTO) y luego se vota con los números (o /vote NOMBRE).\nSi lo descubren: 1 punto a quien votó por él. Si se escapa: 3 puntos para el intruso.",
        ],
        .tr: [
            .title: "Farklı Olan", .start: "/start odd [category=animals] [rounds=3] — Farklı Olan", .yourWord: "Kelimen:", .watching: "Bu turu izliyorsun: kelimeler gizli.",
            .giveClue: "Biri hariç herkesin kelimesi aynı. Bir ipucu yaz (kelimenin kendisini değil) ve Enter'a bas.",
            .voteNow: "Farklı kelime kimde? Numarasına bas.", .votes: "oylar %@",
            .caught: "Farklı olan %@ — yakalandı!", .escaped: "Farklı olan %@ — ve kaçtı!",
            .words: "Kelime: %@ · farklı kelime: %@", .over: "Oyun bitti", .keysClue: "ipucunu yaz + Enter",
            .keysVote: "1–9 oy ver",
            .help: "Her turda herkes aynı gizli kelimeyi alır; bir oyuncu ise aynı kategoriden başka bir kelime alır. Kimse farklı olanın kendisi olup olmadığını bilmez.\nHerkes bir ipucu verir (ilk satırın ya da /clue METİN), sonra numaralarla oy verilir (ya da /vote İSİM).\nYakalanırsa: ona oy veren herkese 1 puan. Kaçarsa: ona 3 puan.",
        ],
        .zh: [
            .title: "谁是卧底", .start: "/start odd [category=animals] [rounds=3] — 谁是卧底", .yourWord: "你的词：", .watching: "你在观看本轮：词语是保密的。",
            .giveClue: "除了一人，大家的词都一样。输入一条线索（不能说出词语），按回车。",
            .voteNow: "谁拿到了不同的词？按他的编号。", .votes: "票数 %@",
            .caught: "卧底是%@——被抓到了！", .escaped: "卧底是%@——成功逃脱！",
            .words: "词语：%@ · 卧底词：%@", .over: "游戏结束", .keysClue: "输入线索 + 回车",
            .keysVote: "1–9 投票",
            .help: "每轮大家拿到同一个秘密词语，只有一名玩家拿到同类别的另一个词。没人知道自己是不是卧底。\n每人给一条线索（你输入的第一行，或 /clue 文字），然后按编号投票（或 /vote 名字）。\n抓到卧底：投他的人各得 1 分。卧底逃脱：卧底得 3 分。",
        ],
    ]
}
