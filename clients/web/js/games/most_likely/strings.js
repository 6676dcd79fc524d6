// Most Likely To's interface strings in the four languages (merged into the translator by the
// games registry).

export default {
  en: {
    mlTitle: 'Most Likely To', webStartMl: 'Start Most Likely To', mlRounds: 'Rounds', mlRound: 'Round {0}/{1}',
    mlBoardCaption: 'Times named most likely', mlOver: 'Game over', mlVoteNow: 'Who is most likely? Tap a player — not yourself.', mlWatching: 'You are watching: the players vote.',
    mlMost: 'Most likely: {0}', mlNobody: 'Nobody voted this time.', mlVotes: '{0} vote(s)', mlTvVote: 'Vote on your phones — ballots are secret!',
    mlPromptAdded: 'A prompt was added ({0} of the room’s own).', mlCustomPrompt: 'Your own prompt', mlCustomPrompts: 'The room has {0} prompt(s) of its own.',
    mlPromptPlaceholder: 'Who is most likely to …?', mlCat_mixed: 'Mixed', mlCat_everyday: 'Everyday life', mlCat_silly: 'Silly', mlCat_future: 'The future',
    webMlHowTo: 'Each round asks “Who is most likely to …?”. Vote in secret for another player — never yourself. When everyone has voted (or time is up) the tally shows who the room named most; nobody sees who voted for whom. Name the player on top and you get a point.',
  },
  tr: {
    mlTitle: 'Kim Daha Çok', webStartMl: 'Kim Daha Çok\'u başlat', mlRounds: 'Tur sayısı', mlRound: 'Tur {0}/{1}',
    mlBoardCaption: 'En çok oy alma sayısı', mlOver: 'Oyun bitti', mlVoteNow: 'Büyük ihtimalle kim? Bir oyuncuya dokun — kendine değil.', mlWatching: 'İzliyorsun: oyuncular oy veriyor.',
    mlMost: 'En çok oy alan: {0}', mlNobody: 'Bu sefer kimse oy vermedi.', mlVotes: '{0} oy', mlTvVote: 'Telefonlarınızdan oy verin — oylar gizli!',
    mlPromptAdded: 'Bir soru eklendi (odanın kendi sorularından {0}.).', mlCustomPrompt: 'Kendi sorun', mlCustomPrompts: 'Odanın kendi {0} sorusu var.',
    mlPromptPlaceholder: 'Büyük ihtimalle kim …?', mlCat_mixed: 'Karışık', mlCat_everyday: 'Gündelik hayat', mlCat_silly: 'Komik', mlCat_future: 'Gelecek',
    webMlHowTo: 'Her tur “Büyük ihtimalle kim …?” diye sorar. Gizlice başka bir oyuncuya oy ver — asla kendine değil. Herkes oy verince (ya da süre bitince) sonuç odanın en çok kimi seçtiğini gösterir; kimin kime oy verdiğini kimse görmez. En çok oy alanı seçtiysen 1 puan kazanırsın.',
  },
  es: {
    mlTitle: 'Quién es más probable', webStartMl: 'Empezar Quién es más probable', mlRounds: 'Rondas', mlRound: 'Ronda {0}/{1}',
    mlBoardCaption: 'Veces elegido el más probable', mlOver: 'Fin del juego', mlVoteNow: '¿Quién tiene más probabilidades? Toca a un jugador, no a ti.', mlWatching: 'Estás mirando: votan los jugadores.',
    mlMost: 'El más probable: {0}', mlNobody: 'Esta vez nadie votó.', mlVotes: '{0} voto(s)', mlTvVote: 'Votad en el móvil: ¡el voto es secreto!',
    mlPromptAdded: 'Se añadió una pregunta ({0} propias de la sala).', mlCustomPrompt: 'Tu propia pregunta', mlCustomPrompts: 'La sala tiene {0} pregunta(s) propias.',
    mlPromptPlaceholder: '¿Quién tiene más probabilidades de …?', mlCat_mixed: 'Mezcla', mlCat_everyday: 'Día a día', mlCat_silly: 'Tonterías', mlCat_future: 'El futuro',
    webMlHowTo: 'Cada ronda pregunta «¿Quién tiene más probabilidades de …?». Vota en secreto por otro jugador, nunca por ti. Cuando todos han votado (o se acaba el tiempo) el recuento muestra a quién eligió más la sala; nadie ve quién votó a quién. Si votaste al más elegido, ganas un punto.',
  },
  'zh-Hans': {
    mlTitle: '谁最有可能', webStartMl: '开始谁最有可能', mlRounds: '轮数', mlRound: '第 {0}/{1} 轮',
    mlBoardCaption: '被选为最有可能的次数', mlOver: '游戏结束', mlVoteNow: '谁最有可能？点一位玩家——不能选自己。', mlWatching: '你在观看：玩家们正在投票。',
    mlMost: '最有可能：{0}', mlNobody: '这次没有人投票。', mlVotes: '{0} 票', mlTvVote: '用手机投票——投票是保密的！',
    mlPromptAdded: '添加了一个问题（房间自己的第 {0} 个）。', mlCustomPrompt: '你自己的问题', mlCustomPrompts: '房间有 {0} 个自己的问题。',
    mlPromptPlaceholder: '谁最有可能……？', mlCat_mixed: '混合', mlCat_everyday: '日常生活', mlCat_silly: '搞笑', mlCat_future: '未来',
    webMlHowTo: '每轮都会问“谁最有可能……？”。秘密地投给另一位玩家——不能投自己。所有人投完（或时间到）后，结果显示房间最常选的人；没有人能看到谁投了谁。投中得票最多的人，你得 1 分。',
  },
};
