// The recap page (`/n/ABCD/recap`), read-only, from `/n/ABCD/recap.json`: standings, awards
// with the numbers behind them, the most divided question, the games played with their rounds,
// and how long the night lasted; the share card `/n/ABCD/recap.svg`. Phone first; on a wide
// screen (a TV) the same content in columns, large (css/night.css). 404 until the night ends.
// A TV in streamer mode comes with `?streamer=1` (route.streamer): then nothing of the code shows —
// no share card, no QR code, no links to the night.

import { h } from '../dom.js';
import { translator } from '../i18n.js';
import { languagePicker } from '../views/language-picker.js';
import { gameTitle } from '../games/registry.js';
import { formatWhen, nightPaths, recapModel, splitPercent } from './model.js';
import { placeMark } from '../ranking.js';
import { mount, pageContext } from './shell.js';
import './strings.js';

/** The recap page in `root`: {start()}. `fetchImpl` is injectable. */
export function createRecapPage({ root, route, lang, table, fetchImpl = globalThis.fetch }) {
  const t = translator(table, lang);
  const paths = nightPaths(route.code);
  const ctx = pageContext(t, lang);
  const body = h('div', { class: 'recap-body' }, h('p', { class: 'muted', text: t('webNightLoading') }));
  const el = h('main', { class: 'recap-page' },
    h('header', { class: 'join-header' }, h('a', { class: 'logo', href: '/', text: t('webAppTitle') }), languagePicker(ctx)), body);

  async function load() {
    let res;
    try { res = await fetchImpl(paths.recapJson, { headers: { accept: 'application/json' } }); } catch { res = null; }
    if (!res || !res.ok) {
      body.replaceChildren(h('section', { class: 'card recap-missing' },
        h('h1', { text: t(res && res.status === 404 ? 'webRecapNotYet' : 'webRecapUnavailable') }),
        route.streamer ? null : h('a', { class: 'button secondary', href: paths.page, text: t('webRecapToNight') })));
      return;
    }
    draw(recapModel(await res.json()));
  }

  function draw(r) {
    document.title = `${r.title} · ${t('webRecapTitle')}`;
    const minutes = r.duration.hours ? t('webRecapHoursMinutes', r.duration.hours, r.duration.minutes) : t('webRecapMinutes', r.duration.minutes);
    const head = h('section', { class: 'recap-head' },
      h('p', { class: 'night-kicker', text: t('webRecapTitle') }),
      h('h1', { class: 'night-title', text: r.title }),
      r.startedAt ? h('p', { class: 'muted', text: formatWhen(r.startedAt, lang) }) : null,
      r.place ? h('p', { class: 'muted', text: `📍 ${r.place}` }) : null,
      h('ul', { class: 'recap-facts' },
        h('li', {}, h('strong', { text: String(r.games.length) }), ' ', t('webRecapGames', r.games.length)),
        h('li', {}, h('strong', { text: String(r.rounds) }), ' ', t('webRecapRounds', r.rounds)),
        h('li', {}, h('strong', { text: minutes }))));
    const standings = h('section', { class: 'card recap-standings', 'aria-label': t('webNightScoreboard') },
      h('h2', { text: t('webNightScoreboard') }),
      r.standings.length
        ? h('ol', { class: 'night-board' }, r.standings.map((s) => h('li', { class: `rank-${s.medal || 4}${s.gone ? ' is-gone' : ''}`, 'data-place': String(s.rank), 'data-medal': String(s.medal) },
          h('span', { class: 'board-rank', text: placeMark(s.rank, s.medal) }), h('span', { class: 'board-name', text: s.name }), h('strong', { class: 'board-points', text: t('webNightPoints', s.points) }))))
        : h('p', { class: 'muted', text: t('webRecapNoScores') }));
    const awards = h('section', { class: 'card recap-awards', 'aria-label': t('webRecapAwards') },
      h('h2', { text: t('webRecapAwards') }),
      r.awards.length
        ? h('ul', { class: 'award-list' }, r.awards.map((a) => h('li', { class: `award award-${a.award}`, 'data-award': a.award },
          h('span', { class: 'award-title', text: t(a.titleKey, a.award) }), h('span', { class: 'award-name', text: a.name }), h('span', { class: 'award-value', text: t(a.valueKey, a.value) }))))
        : h('p', { class: 'muted', text: t('webRecapNoAwards') }));
    const divided = r.divided ? dividedCard(r.divided) : null;
    const games = h('section', { class: 'card recap-games', 'aria-label': t('webRecapGamesPlayed') },
      h('h2', { text: t('webRecapGamesPlayed') }),
      r.games.length
        ? h('ol', {}, r.games.map((g) => h('li', {}, h('strong', { text: gameTitle(t, g.game) }), ' · ', t('webRecapGameRounds', g.rounds))))
        : h('p', { class: 'muted', text: t('webRecapNoGames') }));
    // On a TV the card's small print is unreadable from the sofa (the page shows it all large):
    // there a QR code takes its place, which opens this recap on a phone to keep and share (css/night.css).
    const share = route.streamer ? null : h('section', { class: 'card recap-share', 'aria-label': t('webRecapShare') },
      h('h2', { text: t('webRecapShare') }),
      h('img', { class: 'recap-card', src: paths.recapSvg, alt: t('webRecapCardAlt', r.title), width: '600', height: '315' }),
      h('figure', { class: 'recap-qr' }, h('img', { src: paths.qr, alt: t('webRecapQrAlt', r.title), width: '240', height: '240' }),
        h('figcaption', { text: t('webRecapScan') })),
      h('div', { class: 'row' },
        h('a', { class: 'button primary', href: paths.recapSvg, download: `${route.code}-recap.svg`, 'data-action': 'recap-card', text: t('webRecapDownload') }),
        navigator.share ? h('button', { type: 'button', class: 'secondary', text: t('webShareButton'), onclick: () => navigator.share({ title: r.title, url: location.href }).catch(() => {}) }) : null));
    body.replaceChildren(head, h('div', { class: 'recap-grid' }, standings, awards, h('div', { class: 'recap-side' }, divided, games, share)));
  }

  function dividedCard(q) {
    const p = splitPercent(q.a_votes, q.b_votes);
    const side = (cls, label, percent, votes) => h('div', { class: `divided-option ${cls}` },
      h('span', { text: label }), h('strong', { text: `${t.percent(percent)} · ${t('webVotes', votes)}` }), bar(percent));
    return h('section', { class: 'card recap-divided', 'aria-label': t('webRecapDivided') },
      h('h2', { text: t('webRecapDivided') }),
      q.a ? null : h('p', { class: 'divided-question', text: q.question }),
      side('divided-a', q.a ?? 'A', p.a, q.a_votes),
      side('divided-b', q.b ?? 'B', p.b, q.b_votes));
  }

  return {
    start() {
      mount(root, el, 'recap', lang);
      load();
    },
  };
}

/** A bar `percent` wide (set through the CSSOM: the page's CSP refuses style attributes). */
function bar(percent) {
  const el = h('span', { class: 'divided-bar' });
  el.style.width = `${percent}%`;
  return el;
}
