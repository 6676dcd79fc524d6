// The two strings of game nights the home screen needs before anything else loads ("Plan a game
// night" and its loading line), in the four languages; the rest are in web-night.js, loaded with
// the nights' screens (js/night/strings.js).

export default {
  en: { webNightPlan: 'Plan a game night', webNightLoading: 'Loading…' },
  es: { webNightPlan: 'Planear una noche de juegos', webNightLoading: 'Cargando…' },
  tr: { webNightPlan: 'Oyun gecesi planla', webNightLoading: 'Yükleniyor…' },
  'zh-Hans': { webNightPlan: '策划游戏之夜', webNightLoading: '加载中…' },
};
