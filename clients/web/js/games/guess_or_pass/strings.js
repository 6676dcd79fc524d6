// Guess or Pass's own interface strings in the four languages (merged into the translator by
// the games registry). Keys the terminal client shares (`gop*`) stay in js/locales/.

export default {
  en: {
    webGopHowTo: 'One player guesses, the others describe. Secret mode: the word is on the clue-givers\' phones; they tap Correct when the guesser says it. Classic mode: the guesser holds the phone to the forehead so the room can read the word, and tilts forward (or taps right) when guessed, back (or taps left) to pass. Most words in the time wins.',
  },
  tr: {
    webGopHowTo: 'Bir oyuncu tahmin eder, diğerleri anlatır. Gizli mod: kelime anlatanların telefonundadır; tahminci söyleyince Doğru\'ya dokunurlar. Klasik mod: tahminci telefonu alnına tutar, herkes kelimeyi okur; bildiğinde öne eğer (ya da sağa dokunur), geçmek için arkaya eğer (ya da sola dokunur). Sürede en çok kelime kazanır.',
  },
  es: {
    webGopHowTo: 'Un jugador adivina y los demás describen. Modo secreto: la palabra está en los móviles de quienes dan pistas; tocan Correcto cuando quien adivina la dice. Modo clásico: quien adivina se pone el móvil en la frente para que todos lean la palabra, e inclina hacia delante (o toca a la derecha) al acertar, hacia atrás (o toca a la izquierda) para pasar. Gana quien acierte más palabras a tiempo.',
  },
  'zh-Hans': {
    webGopHowTo: '一人猜词，其他人描述。秘密模式：词语显示在描述者的手机上，猜词者说出后他们点“正确”。经典模式：猜词者把手机举在额头上让大家看到词语，猜中时向前倾（或点右半边），跳过时向后倾（或点左半边）。限时内猜中最多者获胜。',
  },
};
