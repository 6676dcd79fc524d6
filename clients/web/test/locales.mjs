// The four language tables for tests (the page itself loads only its own: i18n.loadLanguage).
import en from '../js/locales/en.js';
import tr from '../js/locales/tr.js';
import es from '../js/locales/es.js';
import zhHans from '../js/locales/zh-Hans.js';

/** The tables by language tag. */
export const LANGUAGES = { en, tr, es, 'zh-Hans': zhHans };
