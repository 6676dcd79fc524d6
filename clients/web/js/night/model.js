// Game nights as the web client sees them (PROTOCOL-CONTRACT section 8): the night's routes,
// the plan form's request, times in the reader's own timezone, RSVPs, the playlist's "now" and
// "next", the night's scoreboard and the recap. Pure: no DOM, no clock, no storage of its own.

export { nightRoute } from './route.js';
export { normalizePlaylist, nowAndNext } from './playlist.js';
import { ranked } from '../ranking.js';

/** Limits the server enforces (the form says them before the server has to); a night lasts 15 min to 24 h, 3 h unless said. */
export const LIMITS = { title: 80, place: 120, playlist: 50, name: 24, lengthMinutes: { min: 15, max: 1440, default: 180 } };

/** RSVP answers, in the order they are shown. */
export const ANSWERS = ['yes', 'maybe', 'no'];

/** The night page's path, its calendar file and its recap (`code` upper case). */
export function nightPaths(code) {
  return { page: `/n/${code}`, ics: `/n/${code}.ics`, recap: `/n/${code}/recap`, recapJson: `/n/${code}/recap.json`, recapSvg: `/n/${code}/recap.svg`, qr: `/qr/${code}.svg` };
}

/**
 * Epoch milliseconds of a local date (`2026-11-27`) and time (`20:00`) as the browser's clock
 * reads them — the user's own timezone, daylight saving included. `makeDate(y, m0, d, h, min)`
 * is injected for tests (default: the local `Date`). NaN when either is malformed.
 */
export function localStartMs(date, time, makeDate = (y, mo, d, hh, mm) => new Date(y, mo, d, hh, mm).getTime()) {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(date ?? ''));
  const t = /^(\d{1,2}):(\d{2})$/.exec(String(time ?? ''));
  if (!d || !t) return NaN;
  const [y, mo, day, hh, mm] = [+d[1], +d[2], +d[3], +t[1], +t[2]];
  if (mo < 1 || mo > 12 || day < 1 || day > 31 || hh > 23 || mm > 59) return NaN;
  return makeDate(y, mo - 1, day, hh, mm);
}

/** The starting range the server accepts: from an hour ago to 366 days ahead. */
export const START_WINDOW = { pastMs: 60 * 60 * 1000, aheadMs: 366 * 24 * 60 * 60 * 1000 };

/**
 * The `night.create` request from the plan form's values, or {error: key, field} naming the
 * first thing wrong. `values`: {title, date, time, hours (the night's length; default 3), place,
 * playlist: [{game, ...options}]}; `now`: epoch ms.
 */
export function planRequest(values, now, makeDate) {
  const title = String(values.title ?? '').trim();
  const place = String(values.place ?? '').trim();
  if (!title) return { error: 'webNightErrTitle', field: 'title' };
  if ([...title].length > LIMITS.title) return { error: 'webNightErrTitle', field: 'title' };
  if ([...place].length > LIMITS.place) return { error: 'webNightErrPlace', field: 'place' };
  const starts = localStartMs(values.date, values.time, makeDate);
  if (!Number.isFinite(starts)) return { error: 'webNightErrWhen', field: 'date' };
  if (starts < now - START_WINDOW.pastMs) return { error: 'webNightErrPast', field: 'date' };
  if (starts > now + START_WINDOW.aheadMs) return { error: 'webNightErrTooFar', field: 'date' };
  const hours = values.hours === undefined || values.hours === '' ? LIMITS.lengthMinutes.default / 60 : Number(values.hours);
  const length = Math.round(hours * 60);
  if (!Number.isFinite(length) || length < LIMITS.lengthMinutes.min || length > LIMITS.lengthMinutes.max) return { error: 'webNightErrLength', field: 'hours' };
  const playlist = values.playlist ?? [];
  if (playlist.length > LIMITS.playlist) return { error: 'webNightErrPlaylist', field: 'playlist' };
  const request = { title, starts_at_ms: starts, length_minutes: length };
  if (place) request.place = place;
  if (playlist.length) request.playlist = playlist.map((item) => ({ ...item }));
  return { request };
}

/** The date (`YYYY-MM-DD`) and time (`HH:MM`) fields' defaults: the next full hour after `ms`, local. */
export function defaultWhen(ms, date = new Date(ms)) {
  const d = new Date(date.getTime());
  d.setMinutes(0, 0, 0);
  d.setHours(d.getHours() + 1);
  const pad = (n) => String(n).padStart(2, '0');
  return { date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`, time: `${pad(d.getHours())}:${pad(d.getMinutes())}` };
}

/**
 * The night's start as the reader reads it: weekday, date and time in their own timezone
 * (`timeZone` undefined = the browser's) and language, with the zone's short name.
 */
export function formatWhen(ms, lang, timeZone) {
  if (!Number.isFinite(ms)) return '';
  const options = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };
  if (timeZone) options.timeZone = timeZone;
  return new Intl.DateTimeFormat(lang, options).format(new Date(ms));
}

/** A night's length in minutes as people say it: "3 h", "1 h 30 min", "45 min" (the recap's strings). */
export function formatLength(minutes, t) {
  const d = duration(0, (minutes ?? 0) * 60000);
  if (!d.hours) return t('webRecapMinutes', d.minutes);
  return d.minutes ? t('webRecapHoursMinutes', d.hours, d.minutes) : t('webNightHoursOnly', d.hours);
}

/** A duration as hours and minutes: {hours, minutes} (rounded to the minute, never negative). */
export function duration(startMs, endMs) {
  const minutes = Math.max(0, Math.round(((endMs ?? 0) - (startMs ?? 0)) / 60000));
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/**
 * RSVPs grouped by answer: {yes: [names], maybe: [...], no: [...]} (each in the order given;
 * unknown answers left out).
 */
export function rsvpGroups(rsvps) {
  const out = { yes: [], maybe: [], no: [] };
  for (const r of rsvps ?? []) if (Object.hasOwn(out, r?.answer)) out[r.answer].push(String(r.name ?? ''));
  return out;
}

/** The answer `name` gave (case-insensitively, as the server matches names), or null. */
export function answerOf(rsvps, name) {
  const wanted = String(name ?? '').trim().toLowerCase();
  if (!wanted) return null;
  return (rsvps ?? []).find((r) => String(r.name ?? '').trim().toLowerCase() === wanted)?.answer ?? null;
}

/** The key RSVP names share on this page: trimmed, case-insensitive (the server compares names as member names). */
export function rsvpNameKey(name) {
  return String(name ?? '').trim().toLowerCase();
}

/**
 * The `night.rsvp` request for `name` answering `answer` (PROTOCOL-CONTRACT section 8, changed
 * 2026-11-28): the `rsvp_token` this browser was given for that name, if any (only it may change
 * the answer); the host's token (`hostToken`, the night's) when this browser planned the night,
 * so the host may change anyone's answer.
 */
export function rsvpRequest(code, name, answer, tokens, hostToken = null) {
  const request = { night: code, name: String(name ?? '').trim(), answer };
  const token = tokens?.[rsvpNameKey(name)];
  if (token) request.rsvp_token = token;
  if (hostToken) request.token = hostToken;
  return request;
}

/**
 * The `rsvp_token`s this browser was given, per night, over a Storage-like object
 * (`partyline.rsvp.ABCD` = {name key: token}). A token is a secret: only ever sent to the server.
 */
export function rsvpTokenStore(storage) {
  const key = (code) => `partyline.rsvp.${String(code).toUpperCase()}`;
  const read = (code) => { try { return JSON.parse(storage.getItem(key(code)) ?? '{}') ?? {}; } catch { return {}; } };
  return {
    /** {name key: token} of night `code`. */
    tokens: read,
    /** Keep `token` for `name` on night `code` (a reply without one changes nothing). */
    save(code, name, token) {
      if (!token) return;
      storage.setItem(key(code), JSON.stringify({ ...read(code), [rsvpNameKey(name)]: token }));
    },
  };
}

/**
 * A short text of an item's options for lists: `label(key, value)` names each (null leaves it
 * out); the default is `key value`, lists joined by commas (`category animals · round_seconds 45`).
 */
export function optionsText(options, label = (k, v) => `${k} ${Array.isArray(v) ? v.join(',') : v}`) {
  return Object.entries(options ?? {})
    .filter(([, v]) => v !== undefined && v !== null && v !== '' && (typeof v !== 'object' || Array.isArray(v)))
    .map(([k, v]) => label(k, v))
    .filter((text) => text)
    .join(' · ');
}

/**
 * The night's standings as rows to draw: {player_id, name, points, rank, medal, gone} — highest
 * first (the server's order kept for ties), ranked as every board is (js/ranking.js: equal
 * points share a rank, 1, 1, 3; a medal only with points); `gone` (drawn greyed) for a player
 * marked kicked or no longer in the room's `members` (when members are given).
 */
export function standingsRows(standings, members = null) {
  const here = members ? new Set(members.map((m) => m.player_id)) : null;
  return ranked(standings, (s) => s.points ?? 0).map(({ entry: s, place, medal }) => ({
    player_id: s.player_id, name: s.name ?? s.player_id, points: s.points ?? 0, rank: place, medal,
    gone: !!s.kicked || (here ? !here.has(s.player_id) : false),
  }));
}

/** The award ids the recap knows, in the order shown, with their string keys. */
export const AWARDS = {
  best_guesser: { title: 'webAwardBestGuesser', value: 'webAwardBestGuesserValue' },
  in_sync: { title: 'webAwardInSync', value: 'webAwardInSyncValue' },
  free_spirit: { title: 'webAwardFreeSpirit', value: 'webAwardFreeSpiritValue' },
  luckiest_roller: { title: 'webAwardLuckiest', value: 'webAwardLuckiestValue' },
  wheel_winner: { title: 'webAwardWheel', value: 'webAwardWheelValue' },
};

/**
 * The most divided question of a recap (`most_divided` {question: "a / b", a_votes, b_votes})
 * as {question, a, b, a_votes, b_votes}: `a` and `b` are the two sides when the question splits
 * at one " / ", else null (the question is then shown whole). Null without one.
 */
export function dividedQuestion(d) {
  if (!d || typeof d.question !== 'string') return null;
  const parts = d.question.split(' / ');
  const [a, b] = parts.length === 2 ? parts : [null, null];
  return { question: d.question, a, b, a_votes: d.a_votes ?? 0, b_votes: d.b_votes ?? 0 };
}

/**
 * The recap (`/n/CODE/recap.json`, Protocol/PROTOCOL.md section 15.5) ready to draw: {title,
 * place, standings (rows), awards: [{award, name, value, titleKey, valueKey}], divided, games,
 * rounds, duration, startedAt, endedAt}. Awards the client does not know keep a generic key.
 */
export function recapModel(recap) {
  const r = recap ?? {};
  const awards = (r.awards ?? []).map((a) => ({
    award: a.award, name: a.name ?? a.player_id ?? '', value: a.value ?? 0,
    titleKey: AWARDS[a.award]?.title ?? 'webAwardOther',
    valueKey: AWARDS[a.award]?.value ?? 'webAwardOtherValue', // counted strings pick their plural form by the value
  }));
  const divided = dividedQuestion(r.most_divided);
  return {
    code: r.night ?? '',
    title: r.title ?? '',
    standings: standingsRows(r.standings),
    awards,
    divided,
    place: r.place ?? '',
    games: (r.games ?? []).map((g) => ({ game: g.game, rounds: g.rounds ?? 0 })),
    rounds: r.rounds ?? (r.games ?? []).reduce((n, g) => n + (g.rounds ?? 0), 0),
    duration: r.duration_ms != null ? duration(0, r.duration_ms) : duration(r.started_at_ms, r.ended_at_ms),
    startedAt: r.started_at_ms ?? null,
    endedAt: r.ended_at_ms ?? null,
  };
}

/** Percentages of a two-way split (`a_votes`, `b_votes`), rounded so they add up to 100 (0/0 when nobody voted). */
export function splitPercent(a, b) {
  const total = (a ?? 0) + (b ?? 0);
  if (!total) return { a: 0, b: 0 };
  const pa = Math.round((100 * a) / total);
  return { a: pa, b: 100 - pa };
}

/**
 * The host tokens of the nights planned in this browser, over a Storage-like object
 * (`partyline.night.ABCD` = {token, title}). A token is a secret: it is never shown or sent to
 * anyone but the server.
 */
export function nightStore(storage) {
  const key = (code) => `partyline.night.${String(code).toUpperCase()}`;
  return {
    /** The saved host entry of night `code` ({token, title}) or null. */
    host(code) {
      try { return JSON.parse(storage.getItem(key(code)) ?? 'null'); } catch { return null; }
    },
    /** Remember that this browser hosts night `code`. */
    saveHost(code, entry) { storage.setItem(key(code), JSON.stringify(entry)); },
    /** Forget the host entry (the night is over). */
    forget(code) { storage.removeItem(key(code)); },
  };
}
