// The moderation screens' strings (js/locales/web-moderation.js), added to the translator by every
// screen that imports this module (the room, the moderator's and the TV's), so the join page does not load them.

import { addStrings } from '../i18n.js';
import webModeration from '../locales/web-moderation.js';

addStrings(webModeration);
