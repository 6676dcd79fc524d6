// Keeping the screen on: during a game on a player's phone (a guesser holding the phone to the
// forehead cannot touch it) and always on the TV. The Screen Wake Lock API where the browser
// offers it (HTTPS and localhost), asked again whenever the page becomes visible (the browser
// drops the lock when it is hidden); elsewhere (a plain-HTTP page at home) a muted, looping,
// inline video, as NoSleep.js does (media/README.md), started again on a tap if the browser
// refused to start it by itself.

/** Whether the screen should stay on: always on the TV; on a phone while a game runs (its rounds,
 * votes and the short breaks between them), not once it is over. Pure. */
export function wakeWanted(state, tv) {
  if (tv) return true;
  const phase = state?.game?.phase;
  return !!state?.room && !!state?.game && phase !== 'over' && !state.game.finished;
}

/** How this browser can keep the screen on: 'lock' (Screen Wake Lock API), else 'video'. Pure. */
export function wakeMethod(nav) {
  return nav && 'wakeLock' in nav && typeof nav.wakeLock?.request === 'function' ? 'lock' : 'video';
}

/** The keeper: `set(on)` after each render; it asks, keeps and lets go. */
export function createWake({ nav = globalThis.navigator, doc = globalThis.document } = {}) {
  const method = wakeMethod(nav);
  let wanted = false;
  let sentinel = null; // the wake lock held
  let asking = null;
  let video = null;

  async function lock() {
    if (sentinel || asking || doc.visibilityState !== 'visible') return;
    asking = nav.wakeLock.request('screen')
      .then((s) => {
        sentinel = s;
        s.addEventListener?.('release', () => { if (sentinel === s) sentinel = null; });
        if (!wanted) release();
      })
      .catch(() => { /* refused (battery saver, not visible): asked again on the next visibility */ })
      .finally(() => { asking = null; });
  }

  function release() {
    if (sentinel) { const s = sentinel; sentinel = null; s.release?.().catch?.(() => {}); }
    if (video) video.pause();
  }

  function play() {
    if (!video) {
      video = doc.createElement('video');
      video.className = 'wake-video';
      video.muted = true;
      video.loop = true;
      for (const [attr, value] of [['muted', ''], ['playsinline', ''], ['loop', ''], ['aria-hidden', 'true'], ['title', '']]) video.setAttribute(attr, value);
      for (const type of ['webm', 'mp4']) {
        const source = doc.createElement('source');
        source.src = `/media/awake.${type}`;
        source.type = `video/${type}`;
        video.append(source);
      }
      doc.body.append(video);
    }
    const started = video.play?.();
    started?.catch?.(() => {
      // Not allowed without a tap here: start on the next one.
      doc.addEventListener('pointerdown', () => { if (wanted) video.play?.().catch?.(() => {}); }, { once: true, capture: true });
    });
  }

  doc.addEventListener('visibilitychange', () => {
    if (wanted && doc.visibilityState === 'visible') (method === 'lock' ? lock : play)();
  });

  return {
    method,
    /** Whether the screen is being kept on now. */
    get active() { return method === 'lock' ? !!sentinel : !!video && !video.paused; },
    set(on) {
      if (on === wanted) return;
      wanted = on;
      if (!on) release();
      else if (method === 'lock') lock();
      else play();
    },
  };
}
