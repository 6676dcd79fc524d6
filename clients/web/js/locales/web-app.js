// Strings of the page as an app: the QR code full screen and what HTTPS would add (the settings
// sheet), in the four languages (web-only keys, merged into the translator by i18n.js).

export default {
  en: {
    webOfflineNotice: 'You are offline. This page connects by itself when the network is back.',
    webQrLarger: 'Show the QR code full screen', webQrScan: 'Scan to join room {0}',
    webHttpsTitle: 'This page is plain HTTP', webHttpsIntro: 'Everything plays. Over HTTPS this page would also:',
    webHttpsInstall: 'install as an app that opens without a network', webHttpsAwake: 'keep the screen on without playing a silent video',
    webHttpsMotion: 'tilt to answer and shake to roll (motion sensors)', webHttpsCopy: 'copy the link in one tap',
    webHttpsHow: 'The host can turn HTTPS on with partyd --https-local and open /trust on each phone once.',
  },
  tr: {
    webOfflineNotice: 'Çevrimdışısın. Ağ geri gelince bu sayfa kendiliğinden bağlanır.',
    webQrLarger: 'QR kodunu tam ekran göster', webQrScan: '{0} odasına katılmak için tara',
    webHttpsTitle: 'Bu sayfa düz HTTP', webHttpsIntro: 'Her şey oynanır. HTTPS ile bu sayfa ayrıca:',
    webHttpsInstall: 'ağ olmadan açılan bir uygulama olarak yüklenebilir', webHttpsAwake: 'sessiz bir video oynatmadan ekranı açık tutar',
    webHttpsMotion: 'eğerek cevap ve sallayarak zar atma sunar (hareket sensörleri)', webHttpsCopy: 'bağlantıyı tek dokunuşla kopyalar',
    webHttpsHow: 'Ev sahibi HTTPS\'i partyd --https-local ile açabilir; her telefonda bir kez /trust açılır.',
  },
  es: {
    webOfflineNotice: 'Estás sin conexión. Esta página se conecta sola cuando vuelva la red.',
    webQrLarger: 'Mostrar el código QR a pantalla completa', webQrScan: 'Escanea para unirte a la sala {0}',
    webHttpsTitle: 'Esta página es HTTP sin cifrar', webHttpsIntro: 'Todo se puede jugar. Con HTTPS esta página además:',
    webHttpsInstall: 'se instala como una app que abre sin red', webHttpsAwake: 'mantiene la pantalla encendida sin reproducir un vídeo mudo',
    webHttpsMotion: 'permite inclinar para responder y agitar para tirar (sensores de movimiento)', webHttpsCopy: 'copia el enlace con un toque',
    webHttpsHow: 'El anfitrión puede activar HTTPS con partyd --https-local y abrir /trust una vez en cada teléfono.',
  },
  'zh-Hans': {
    webOfflineNotice: '你已离线。网络恢复后，此页面会自动连接。',
    webQrLarger: '全屏显示二维码', webQrScan: '扫码加入房间 {0}',
    webHttpsTitle: '此页面使用普通 HTTP', webHttpsIntro: '一切都能玩。使用 HTTPS 时，此页面还能：',
    webHttpsInstall: '安装为无网络也能打开的应用', webHttpsAwake: '无需播放静音视频即可保持屏幕常亮',
    webHttpsMotion: '倾斜作答、摇动掷骰（运动传感器）', webHttpsCopy: '一键复制链接',
    webHttpsHow: '主持人可用 partyd --https-local 开启 HTTPS，并在每部手机上打开一次 /trust。',
  },
};
