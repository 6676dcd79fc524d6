// Odd One Out's interface strings in the four languages (merged into the translator by the
// games registry).

export default {
  en: {
    oddTvVote: 'Vote on your phones: who has the odd word?', oddTvCommonWord: 'Everyone’s word', oddTvOddWord: 'The odd word ({0})',
    oddTitle: 'Odd One Out', webStartOdd: 'Start Odd One Out', oddRounds: 'Rounds', oddClueSeconds: 'Seconds for clues',
    oddRound: 'Round {0}/{1}', oddYourWord: 'Your secret word', oddWatching: 'You are watching: the words are secret.',
    oddGiveClue: 'Give one clue for your word — never the word itself.', oddClueLabel: 'Your clue', oddSendClue: 'Give clue',
    oddWaitClues: 'Waiting for the other clues…', oddVoteNow: 'Who has the odd word? Tap them.',
    oddCaught: '{0} was the odd one — caught!', oddEscaped: '{0} was the odd one — and got away!', oddTheOddWord: 'odd word',
    oddNext: 'Next round in {0}s', oddOver: 'Game over', oddTvClues: 'One clue each — never the word!',
    webOddHowTo: 'Everyone gets the same secret word except one player, who gets another word of the same category — and nobody knows if they are the odd one. Give one clue each, then vote for who you think is odd. Catch them: a point to each who voted for them. If they get away: 3 points to them.',
  },
  tr: {
    oddTvVote: 'Telefonlarınızdan oy verin: farklı kelime kimde?', oddTvCommonWord: 'Herkesin kelimesi', oddTvOddWord: 'Farklı kelime ({0})',
    oddTitle: 'Farklı Olan', webStartOdd: 'Farklı Olan\'ı başlat', oddRounds: 'Tur sayısı', oddClueSeconds: 'İpucu süresi (sn)',
    oddRound: 'Tur {0}/{1}', oddYourWord: 'Gizli kelimen', oddWatching: 'İzliyorsun: kelimeler gizli.',
    oddGiveClue: 'Kelimen için bir ipucu ver — kelimenin kendisini değil.', oddClueLabel: 'İpucun', oddSendClue: 'İpucu ver',
    oddWaitClues: 'Diğer ipuçları bekleniyor…', oddVoteNow: 'Farklı kelime kimde? Ona dokun.',
    oddCaught: 'Farklı olan {0} — yakalandı!', oddEscaped: 'Farklı olan {0} — ve kaçtı!', oddTheOddWord: 'farklı kelime',
    oddNext: 'Sonraki tur {0} sn sonra', oddOver: 'Oyun bitti', oddTvClues: 'Herkes bir ipucu — kelimenin kendisi asla!',
    webOddHowTo: 'Biri hariç herkes aynı gizli kelimeyi alır; o oyuncu aynı kategoriden başka bir kelime alır ve kimse farklı olanın kendisi olup olmadığını bilmez. Herkes bir ipucu verir, sonra farklı olduğunu düşündüğün kişiye oy verirsin. Yakalanırsa ona oy veren herkese 1 puan; kaçarsa ona 3 puan.',
  },
  es: {
    oddTvVote: 'Votad en el móvil: ¿quién tiene la palabra distinta?', oddTvCommonWord: 'La palabra de todos', oddTvOddWord: 'La palabra distinta ({0})',
    oddTitle: 'El Intruso', webStartOdd: 'Empezar El Intruso', oddRounds: 'Rondas', oddClueSeconds: 'Segundos para pistas',
    oddRound: 'Ronda {0}/{1}', oddYourWord: 'Tu palabra secreta', oddWatching: 'Estás mirando: las palabras son secretas.',
    oddGiveClue: 'Da una pista para tu palabra, nunca la palabra misma.', oddClueLabel: 'Tu pista', oddSendClue: 'Dar pista',
    oddWaitClues: 'Esperando las demás pistas…', oddVoteNow: '¿Quién tiene la otra palabra? Tócalo.',
    oddCaught: '{0} era el intruso: ¡descubierto!', oddEscaped: '{0} era el intruso… ¡y se escapó!', oddTheOddWord: 'palabra del intruso',
    oddNext: 'Siguiente ronda en {0} s', oddOver: 'Fin del juego', oddTvClues: 'Una pista cada uno, ¡nunca la palabra!',
    webOddHowTo: 'Todos reciben la misma palabra secreta salvo un jugador, que recibe otra de la misma categoría, y nadie sabe si es el intruso. Cada uno da una pista y luego votáis a quien creéis que es el intruso. Si lo descubrís: un punto para cada uno que votó por él. Si se escapa: 3 puntos para él.',
  },
  'zh-Hans': {
    oddTvVote: '用手机投票：谁拿到了不同的词？', oddTvCommonWord: '大家的词', oddTvOddWord: '不同的词（{0}）',
    oddTitle: '谁是卧底', webStartOdd: '开始谁是卧底', oddRounds: '轮数', oddClueSeconds: '给线索的秒数',
    oddRound: '第 {0}/{1} 轮', oddYourWord: '你的秘密词语', oddWatching: '你在观看：词语是保密的。',
    oddGiveClue: '为你的词语给出一条线索——不能说出词语本身。', oddClueLabel: '你的线索', oddSendClue: '提交线索',
    oddWaitClues: '等待其他线索…', oddVoteNow: '谁拿到了不同的词？点他。',
    oddCaught: '卧底是{0}——被抓到了！', oddEscaped: '卧底是{0}——成功逃脱！', oddTheOddWord: '卧底词',
    oddNext: '{0} 秒后下一轮', oddOver: '游戏结束', oddTvClues: '每人一条线索——不能说出词语！',
    webOddHowTo: '除了一名玩家，大家拿到同一个秘密词语；那名玩家拿到同类别的另一个词，而且没人知道自己是不是卧底。每人给一条线索，然后投票选出你认为的卧底。抓到了：投他的人各得 1 分；让他逃脱了：卧底得 3 分。',
  },
};
