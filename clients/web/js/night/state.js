// The night a room belongs to, in the client state (`state.night`): its code and title, the
// playlist ({items, current}) and the night's scoreboard. Pure: fed by the events
// `playlist.changed` and `night.scoreboard`, and by `local.night` (the app's `night.get` and
// `night.scoreboard` replies after joining). A room that is no night keeps `state.night` null.

import { normalizePlaylist } from './model.js';

/** Whether the reducer for nights takes frame type `type`. */
export function isNightFrame(type) {
  return type === 'playlist.changed' || type === 'night.scoreboard' || type === 'night.ended' || type === 'local.night';
}

function base(s) {
  return s.night ?? { code: s.room?.code ?? null, title: null, playlist: normalizePlaylist([]), standings: null, auto: false, ended: false };
}

/** The state after a night frame. */
export function reduceNight(s, f) {
  const night = base(s);
  switch (f.type) {
    case 'playlist.changed':
      return { ...s, night: { ...night, playlist: normalizePlaylist(f.items, f.current), auto: f.auto ?? night.auto } };
    case 'night.scoreboard':
      return { ...s, night: { ...night, standings: f.standings ?? [] } };
    case 'night.ended':
      return { ...s, night: { ...night, ended: true } };
    case 'local.night': {
      const next = { ...night };
      if (f.info) {
        next.code = f.info.night ?? next.code;
        next.title = f.info.title ?? next.title;
        // night.get's playlist has no `current`; a playlist seen in an event is newer.
        if (f.info.playlist && !s.night?.playlist?.items.length) next.playlist = normalizePlaylist(f.info.playlist, f.info.current ?? null);
        if (f.info.auto_advance != null) next.auto = !!f.info.auto_advance;
      }
      if (f.standings) next.standings = f.standings;
      return { ...s, night: next };
    }
    default:
      return s;
  }
}

/**
 * The `local.night` frame for what a room snapshot says of its night (`night`: {night, title,
 * ...}, `playlist`: {items, current} or a list, `night_scoreboard`/`standings`), or null when
 * it says nothing (the app then asks `night.get`).
 */
export function nightFromSnapshot(snap) {
  if (!snap || (!snap.night && !snap.playlist)) return null;
  const pl = snap.playlist;
  const info = typeof snap.night === 'object' && snap.night ? { ...snap.night } : { night: typeof snap.night === 'string' ? snap.night : snap.room };
  if (pl) {
    info.playlist = Array.isArray(pl) ? pl : pl.items ?? [];
    info.current = Array.isArray(pl) ? null : pl.current ?? null;
    if (!Array.isArray(pl) && pl.auto_advance != null) info.auto_advance = pl.auto_advance;
  }
  const standings = snap.night_scoreboard ?? snap.standings ?? null;
  return { type: 'local.night', info, ...(standings ? { standings } : {}) };
}
