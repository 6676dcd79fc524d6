// A room's settings (contract §9, Protocol/PROTOCOL.md §16.1) as the page holds and changes
// them: the defaults, a cleaned copy of what the server sent, who may change which, the
// `room.settings` request for one change, and the settings a new room is created with. Pure.

/** Every setting's allowed values; the first is the default. */
export const SETTING_VALUES = {
  filter: ['moderate', 'off', 'strict'],
  review: [false, true],
  hide_code: [false, true],
  timer_scale: [1, 1.5, 2, 3],
  audience_chat: [true, false],
};

/** The word filter's levels in the order a picker shows them. */
export const FILTER_LEVELS = ['off', 'moderate', 'strict'];

/** The timer scales in the order a picker shows them. */
export const TIMER_SCALES = SETTING_VALUES.timer_scale;

/** The defaults: the settings of a room whose snapshot carries none (an older server). */
export const DEFAULT_ROOM_SETTINGS = Object.freeze(Object.fromEntries(Object.entries(SETTING_VALUES).map(([k, v]) => [k, v[0]])));

/** What a moderator may change (the host changes every setting). */
export const MODERATOR_SETTINGS = ['filter', 'review', 'hide_code', 'audience_chat'];

/** Settings from the server (a snapshot's or an event's `settings`): unknown keys dropped, odd values defaulted. */
export function roomSettings(raw) {
  const out = { ...DEFAULT_ROOM_SETTINGS };
  for (const [k, values] of Object.entries(SETTING_VALUES)) if (raw && values.includes(raw[k])) out[k] = raw[k];
  return out;
}

/** The settings `role` may change: every one for the host, four for a moderator, none for anyone else. */
export function changeableSettings(role) {
  if (role === 'host') return Object.keys(SETTING_VALUES);
  if (role === 'moderator') return [...MODERATOR_SETTINGS];
  return [];
}

/**
 * The `room.settings` parameters that set `key` to `value` (a form's value: `"1.5"` and `"true"`
 * are read as the setting's own type), or null when nothing would change, the value is not one of
 * the setting's, or `role` may not change it.
 */
export function settingsChange(current, role, key, value) {
  if (!changeableSettings(role).includes(key)) return null;
  const typed = typedValue(key, value);
  if (typed === undefined || roomSettings(current)[key] === typed) return null;
  return { [key]: typed };
}

/** The settings a new room asks for (`room.create` {settings}): only those that differ from the defaults, or null. */
export function createSettings(choices) {
  const out = {};
  for (const key of Object.keys(SETTING_VALUES)) {
    const typed = typedValue(key, choices?.[key]);
    if (typed !== undefined && typed !== DEFAULT_ROOM_SETTINGS[key]) out[key] = typed;
  }
  return Object.keys(out).length ? out : null;
}

/** `value` as one of `key`'s values (numbers and booleans from their text too), or undefined. */
function typedValue(key, value) {
  const values = SETTING_VALUES[key];
  if (!values) return undefined;
  if (values.includes(value)) return value;
  const text = String(value);
  return values.find((v) => String(v) === text);
}
