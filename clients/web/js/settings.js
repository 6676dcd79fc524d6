// The player's settings, kept in localStorage (`partyline.settings`): theme, haptics, sound
// and the guesser's controls. Pure over an injected Storage-like object; the language stays
// in the seat store (`partyline.lang`), where main.js reads it.

const KEY = 'partyline.settings';

/** Every setting's allowed values; the first is the default. */
export const SETTING_CHOICES = {
  theme: ['auto', 'light', 'dark'],
  haptics: [true, false],
  sound: [true, false],
  // The guesser's controls: taps and buttons always work; `swipe` adds swipes, `tilt` adds
  // tilting (where the browser gives the page motion sensors) on top of swipes.
  controls: ['swipe', 'buttons', 'tilt'],
};

/** The defaults. */
export const DEFAULT_SETTINGS = Object.fromEntries(Object.entries(SETTING_CHOICES).map(([k, v]) => [k, v[0]]));

/** Settings read from anything (stored JSON, a form): unknown keys dropped, bad values defaulted. */
export function cleanSettings(raw) {
  const out = { ...DEFAULT_SETTINGS };
  for (const [k, choices] of Object.entries(SETTING_CHOICES)) if (raw && choices.includes(raw[k])) out[k] = raw[k];
  return out;
}

/** The settings store: `get()`, `set(patch)` (returns the new settings), `subscribe(fn)`. */
export function settingsStore(storage) {
  let current = read();
  const listeners = new Set();
  function read() {
    try { return cleanSettings(JSON.parse(storage.getItem(KEY) ?? 'null')); } catch { return cleanSettings(null); }
  }
  return {
    get() { return current; },
    set(patch) {
      current = cleanSettings({ ...current, ...patch });
      try { storage.setItem(KEY, JSON.stringify(current)); } catch { /* private mode: settings last for this page */ }
      for (const fn of listeners) fn(current);
      return current;
    },
    subscribe(fn) { listeners.add(fn); return () => listeners.delete(fn); },
  };
}

/** The `data-theme` for <html>: null (follow the system) or `light` / `dark`. */
export function themeAttribute(settings) {
  return settings.theme === 'auto' ? null : settings.theme;
}
