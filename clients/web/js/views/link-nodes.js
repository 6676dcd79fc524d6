// A join link as text nodes that break between its parts (js/join-link.js linkParts): after
// the scheme, before the port, before the room code. Inside a part only as a last resort (a
// host too long for a line); inside the code never.

import { h } from '../dom.js';
import { linkParts } from '../join-link.js';

/** The nodes of `link`: each part in its own span, a <wbr> between them, the code unbreakable. */
export function linkNodes(link) {
  const parts = linkParts(link);
  return parts.flatMap((part, i) => [i ? h('wbr') : null, h('span', { class: i === parts.length - 1 ? 'nowrap' : null, text: part })]).filter(Boolean);
}
