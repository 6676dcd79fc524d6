// The night a room belongs to, in the client state (`state.night`): its code and title, the
// playlist ({items, current}) and the night's scoreboard. Pure: fed by the events
// `playlist.changed` and `night.scoreboard`, and by `local.night` (the app's `night.get` and
// `night.scoreboard` replies after joining). A room that is no night keeps `state.night` null.

import { normalizePlaylist } from './playlist.js';

/** Whether the reducer for nights takes frame type `type`. */
export function isNightFrame(type) {
  return type === 'playlist.changed' || type === 'night.scoreboard' || type === 'night.ended' || type === 'local.night';
}

function base(s) {
  return s.night ?? { code: s.room?.code ?? null, title: null, playlist: normalizePlaylist([]), standings: null, auto: false, nextAt: null, ended: false };
}

/** The state after a night frame. */
export function reduceNight(s, f) {
  const night = base(s);
  switch (f.type) {
    case 'playlist.changed':
      return { ...s, night: { ...night, playlist: normalizePlaylist(f.items, f.current), auto: f.auto_advance ?? night.auto, nextAt: f.next_at_ms ?? null } };
    case 'night.scoreboard':
      return { ...s, night: { ...night, standings: f.standings ?? [] } };
    case 'night.ended':
      return { ...s, night: { ...night, ended: true } };
    case 'local.night': {
      const next = { ...night };
      if (f.info) {
        next.code = f.info.night ?? next.code;
        next.title = f.info.title ?? next.title;
        next.place = f.info.place ?? next.place ?? '';
        next.startsAt = f.info.starts_at_ms ?? next.startsAt ?? null;
        next.state = f.info.state ?? next.state ?? null;
        if (f.info.playlist) next.playlist = normalizePlaylist(f.info.playlist, f.info.current ?? null);
        if (f.info.auto_advance != null) next.auto = !!f.info.auto_advance;
        if (f.info.state === 'ended') next.ended = true;
      }
      if (f.standings) next.standings = f.standings;
      return { ...s, night: next };
    }
    default:
      return s;
  }
}

/**
 * The `local.night` frame for the night a room snapshot names (`night`: what `night.get`
 * answers, without `rsvps`, with the running `standings`), or null for a room that is no night.
 */
export function nightFromSnapshot(snap) {
  const n = snap?.night;
  if (!n || typeof n !== 'object') return null;
  return Array.isArray(n.standings) ? { type: 'local.night', info: n, standings: n.standings } : { type: 'local.night', info: n };
}
