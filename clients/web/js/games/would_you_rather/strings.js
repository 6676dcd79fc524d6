// Would You Rather's own interface strings in the four languages (merged into the translator
// by the games registry). Keys the terminal client shares (`wyr*`) stay in js/locales/.

export default {
  en: {
    webWyrHowTo: 'Each question offers two choices. Tap A or B before time runs out (you can change your mind until then), then see how the room, the audience and everyone who ever answered voted.',
  },
  tr: {
    webWyrHowTo: 'Her soruda iki seçenek var. Süre bitmeden A ya da B\'ye dokun (o zamana kadar fikrini değiştirebilirsin), sonra odanın, izleyicilerin ve şimdiye kadar yanıtlayan herkesin nasıl oy verdiğini gör.',
  },
  es: {
    webWyrHowTo: 'Cada pregunta ofrece dos opciones. Toca A o B antes de que acabe el tiempo (puedes cambiar de idea hasta entonces) y mira cómo votaron la sala, el público y todos los que respondieron alguna vez.',
  },
  'zh-Hans': {
    webWyrHowTo: '每个问题有两个选项。在时间结束前点 A 或 B（之前可以随时改选），然后看看房间、观众以及所有曾经回答过的人是怎么投票的。',
  },
};
