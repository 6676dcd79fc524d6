// The moderator's invitation as a link (Protocol/PROTOCOL.md §16.4): the room's join link with the
// invitation in its fragment, `http://HOST:8080/ABCD#mod=TOKEN`. A fragment never reaches a server,
// a proxy's log or a Referer header; the page reads it, offers "Join as moderator" and drops it from
// the address bar once seated. Pure.

import { codeFromPath } from '../seat-store.js';

/** An invitation's shape: `room.mod_invite`'s 32 hex digits (a longer token is allowed, up to 128). */
const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/** The link a moderator opens: the room's join link `roomLink` and the invitation `token` in its fragment. */
export function modInviteLink(roomLink, token) {
  return `${roomLink}#mod=${encodeURIComponent(token)}`;
}

/** The invitation a page was opened with ({room, token}), from its path (`/ABCD`) and fragment (`#mod=TOKEN`), or null. */
export function modInviteFrom(path, hash) {
  const room = codeFromPath(path ?? '');
  if (!room || /^\/tv\//i.test(path)) return null;
  const m = /^#mod=([^&]+)$/.exec(hash ?? '');
  if (!m) return null;
  let token;
  try { token = decodeURIComponent(m[1]); } catch { return null; }
  return TOKEN.test(token) ? { room, token } : null;
}
