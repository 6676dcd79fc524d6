// The game nights' strings (js/locales/web-night.js), added to the translator by every night
// screen that imports this module, so the home screen does not load them.

import { addStrings } from '../i18n.js';
import webNight from '../locales/web-night.js';

addStrings(webNight);
