// Strings for what the server's operator says (server.notice, a room the operator closed) and the
// maintenance error, in the four languages (web-only keys, merged into the translator by i18n.js).

export default {
  en: {
    webServerNotice: 'Message from the server', webNoticeDismiss: 'OK',
    webRoomClosedOperator: 'The server’s operator closed this room.',
    webRoomClosedOperatorSays: 'The server’s operator closed this room: “{0}”',
    webRoomClosedNight: 'The game night is over, so its room has closed.',
    webErrMaintenance: 'The server is under maintenance and is not opening new rooms right now. Rooms already open keep playing — try again in a few minutes.',
  },
  tr: {
    webServerNotice: 'Sunucudan mesaj', webNoticeDismiss: 'Tamam',
    webRoomClosedOperator: 'Sunucunun yöneticisi bu odayı kapattı.',
    webRoomClosedOperatorSays: 'Sunucunun yöneticisi bu odayı kapattı: “{0}”',
    webRoomClosedNight: 'Oyun gecesi bitti, bu yüzden odası kapandı.',
    webErrMaintenance: 'Sunucu bakımda ve şu anda yeni oda açmıyor. Açık odalarda oyun sürüyor — birkaç dakika sonra tekrar dene.',
  },
  es: {
    webServerNotice: 'Mensaje del servidor', webNoticeDismiss: 'Vale',
    webRoomClosedOperator: 'El administrador del servidor ha cerrado esta sala.',
    webRoomClosedOperatorSays: 'El administrador del servidor ha cerrado esta sala: «{0}»',
    webRoomClosedNight: 'La noche de juegos ha terminado y su sala se ha cerrado.',
    webErrMaintenance: 'El servidor está en mantenimiento y ahora no abre salas nuevas. Las salas abiertas siguen jugando: vuelve a intentarlo en unos minutos.',
  },
  'zh-Hans': {
    webServerNotice: '来自服务器的消息', webNoticeDismiss: '知道了',
    webRoomClosedOperator: '服务器管理员关闭了这个房间。',
    webRoomClosedOperatorSays: '服务器管理员关闭了这个房间：“{0}”',
    webRoomClosedNight: '游戏之夜已结束，房间已关闭。',
    webErrMaintenance: '服务器正在维护，暂时不开新房间。已开的房间照常进行，请过几分钟再试。',
  },
};
