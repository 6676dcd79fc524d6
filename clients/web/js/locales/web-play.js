// Strings for avatars, the settings sheet, "How to play", wheels' long-press menu and shaking, in the four languages (web-only
// keys, merged into the translator by i18n.js; kept apart from the shared tables in this folder).

export default {
  en: {
    webDeleteConfirm: 'Delete “{0}”? This cannot be undone.', webWheelMenu: 'More for {0}', webWheelHint: 'Long-press one of your wheels to edit, rename or delete it.',
    webAvatar: 'Avatar', webAvatarPick: 'Choose your avatar', webAvatarEmoji: 'Emoji', webAvatarColour: 'Colour',
    webSettings: 'Settings', webTheme: 'Theme', webThemeAuto: 'Auto', webThemeLight: 'Light', webThemeDark: 'Dark',
    webHaptics: 'Vibration', webSound: 'Sound', webControls: 'Guesser controls', webControlsButtons: 'Buttons',
    webControlsSwipe: 'Swipe', webControlsTilt: 'Tilt', webHowToPlay: 'How to play', webShakeToRoll: 'Shake to roll',
    webShakeInsecure: 'Shaking needs an HTTPS page; tap Roll instead.',
  },
  tr: {
    webDeleteConfirm: '“{0}” silinsin mi? Geri alınamaz.', webWheelMenu: '{0} için daha fazla', webWheelHint: 'Düzenlemek, yeniden adlandırmak ya da silmek için çarklarından birine uzun bas.',
    webAvatar: 'Avatar', webAvatarPick: 'Avatarını seç', webAvatarEmoji: 'Emoji', webAvatarColour: 'Renk',
    webSettings: 'Ayarlar', webTheme: 'Tema', webThemeAuto: 'Otomatik', webThemeLight: 'Açık', webThemeDark: 'Koyu',
    webHaptics: 'Titreşim', webSound: 'Ses', webControls: 'Tahminci kontrolleri', webControlsButtons: 'Düğmeler',
    webControlsSwipe: 'Kaydırma', webControlsTilt: 'Eğme', webHowToPlay: 'Nasıl oynanır', webShakeToRoll: 'Atmak için salla',
    webShakeInsecure: 'Sallamak için HTTPS sayfası gerekir; onun yerine At\'a dokun.',
  },
  es: {
    webDeleteConfirm: '¿Borrar «{0}»? No se puede deshacer.', webWheelMenu: 'Más para {0}', webWheelHint: 'Mantén pulsada una de tus ruletas para editarla, renombrarla o borrarla.',
    webAvatar: 'Avatar', webAvatarPick: 'Elige tu avatar', webAvatarEmoji: 'Emoji', webAvatarColour: 'Color',
    webSettings: 'Ajustes', webTheme: 'Tema', webThemeAuto: 'Automático', webThemeLight: 'Claro', webThemeDark: 'Oscuro',
    webHaptics: 'Vibración', webSound: 'Sonido', webControls: 'Controles de quien adivina', webControlsButtons: 'Botones',
    webControlsSwipe: 'Deslizar', webControlsTilt: 'Inclinar', webHowToPlay: 'Cómo se juega', webShakeToRoll: 'Agita para tirar',
    webShakeInsecure: 'Agitar necesita una página HTTPS; toca Tirar.',
  },
  'zh-Hans': {
    webDeleteConfirm: '删除“{0}”？此操作无法撤销。', webWheelMenu: '{0} 的更多操作', webWheelHint: '长按你的转盘可编辑、重命名或删除。',
    webAvatar: '头像', webAvatarPick: '选择你的头像', webAvatarEmoji: '表情', webAvatarColour: '颜色',
    webSettings: '设置', webTheme: '主题', webThemeAuto: '自动', webThemeLight: '浅色', webThemeDark: '深色',
    webHaptics: '振动', webSound: '声音', webControls: '猜词者操作', webControlsButtons: '按钮',
    webControlsSwipe: '滑动', webControlsTilt: '倾斜', webHowToPlay: '玩法', webShakeToRoll: '摇一摇掷骰',
    webShakeInsecure: '摇一摇需要 HTTPS 页面；请点“掷骰”。',
  },
};
