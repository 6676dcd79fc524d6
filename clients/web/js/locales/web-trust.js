// The "trust this server" page's strings (js/trust-page.js, partyd --https-local), in the four
// languages; loaded with that page only.

export default {
  en: {
    webTrustTitle: 'Trust this server', webTrustIntro: 'Once per phone: install this server\'s certificate, then play over HTTPS (app install, screen kept on, tilt and shake).',
    webTrustFingerprint: 'Certificate fingerprint (SHA-256): {0}', webTrustIos: 'iPhone and iPad', webTrustAndroid: 'Android', webTrustOther: 'Computers',
    webTrustIosSteps: 'Open in Safari and tap "Download the profile", allow it. | Settings › General › VPN & Device Management › PartyLine at home › Install. | Settings › General › About › Certificate Trust Settings › turn on PartyLine at home.',
    webTrustAndroidSteps: 'Tap "Download the certificate". | Settings › Security › More security settings › Encryption & credentials › Install a certificate › CA certificate › choose partyline-ca.crt.',
    webTrustOtherSteps: 'Download the certificate and add it to the system\'s or the browser\'s trusted authorities.',
    webTrustProfile: 'Download the profile', webTrustCrt: 'Download the certificate', webTrustOpen: 'Open PartyLine over HTTPS',
    webTrustUnavailable: 'This server does not run its own HTTPS (partyd --https-local).',
  },
  tr: {
    webTrustTitle: 'Bu sunucuya güven', webTrustIntro: 'Her telefonda bir kez: bu sunucunun sertifikasını yükle, sonra HTTPS ile oyna (uygulama olarak yükleme, açık kalan ekran, eğme ve sallama).',
    webTrustFingerprint: 'Sertifika parmak izi (SHA-256): {0}', webTrustIos: 'iPhone ve iPad', webTrustAndroid: 'Android', webTrustOther: 'Bilgisayarlar',
    webTrustIosSteps: 'Safari\'de aç, "Profili indir"e dokun ve izin ver. | Ayarlar › Genel › VPN ve Aygıt Yönetimi › PartyLine at home › Yükle. | Ayarlar › Genel › Hakkında › Sertifika Güven Ayarları › PartyLine at home\'u aç.',
    webTrustAndroidSteps: '"Sertifikayı indir"e dokun. | Ayarlar › Güvenlik › Diğer güvenlik ayarları › Şifreleme ve kimlik bilgileri › Sertifika yükle › CA sertifikası › partyline-ca.crt\'yi seç.',
    webTrustOtherSteps: 'Sertifikayı indir ve sistemin ya da tarayıcının güvenilen yetkililerine ekle.',
    webTrustProfile: 'Profili indir', webTrustCrt: 'Sertifikayı indir', webTrustOpen: 'PartyLine\'ı HTTPS ile aç',
    webTrustUnavailable: 'Bu sunucu kendi HTTPS\'ini çalıştırmıyor (partyd --https-local).',
  },
  es: {
    webTrustTitle: 'Confiar en este servidor', webTrustIntro: 'Una vez por teléfono: instala el certificado de este servidor y juega por HTTPS (instalar como app, pantalla encendida, inclinar y agitar).',
    webTrustFingerprint: 'Huella del certificado (SHA-256): {0}', webTrustIos: 'iPhone y iPad', webTrustAndroid: 'Android', webTrustOther: 'Ordenadores',
    webTrustIosSteps: 'Ábrelo en Safari, toca «Descargar el perfil» y permítelo. | Ajustes › General › VPN y gestión de dispositivos › PartyLine at home › Instalar. | Ajustes › General › Información › Ajustes de confianza de certificados › activa PartyLine at home.',
    webTrustAndroidSteps: 'Toca «Descargar el certificado». | Ajustes › Seguridad › Más ajustes de seguridad › Cifrado y credenciales › Instalar un certificado › Certificado de CA › elige partyline-ca.crt.',
    webTrustOtherSteps: 'Descarga el certificado y añádelo a las autoridades de confianza del sistema o del navegador.',
    webTrustProfile: 'Descargar el perfil', webTrustCrt: 'Descargar el certificado', webTrustOpen: 'Abrir PartyLine por HTTPS',
    webTrustUnavailable: 'Este servidor no usa su propio HTTPS (partyd --https-local).',
  },
  'zh-Hans': {
    webTrustTitle: '信任此服务器', webTrustIntro: '每部手机一次：安装此服务器的证书，然后通过 HTTPS 游玩（安装为应用、屏幕常亮、倾斜与摇动）。',
    webTrustFingerprint: '证书指纹（SHA-256）：{0}', webTrustIos: 'iPhone 和 iPad', webTrustAndroid: 'Android', webTrustOther: '电脑',
    webTrustIosSteps: '用 Safari 打开，点“下载描述文件”并允许。| 设置 › 通用 › VPN 与设备管理 › PartyLine at home › 安装。| 设置 › 通用 › 关于本机 › 证书信任设置 › 打开 PartyLine at home。',
    webTrustAndroidSteps: '点“下载证书”。| 设置 › 安全 › 更多安全设置 › 加密与凭据 › 安装证书 › CA 证书 › 选择 partyline-ca.crt。',
    webTrustOtherSteps: '下载证书，并将其加入系统或浏览器的受信任证书颁发机构。',
    webTrustProfile: '下载描述文件', webTrustCrt: '下载证书', webTrustOpen: '通过 HTTPS 打开 PartyLine',
    webTrustUnavailable: '此服务器未运行自己的 HTTPS（partyd --https-local）。',
  },
};
