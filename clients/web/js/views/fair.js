// The verify panel: the room's commitment, client seed and next nonce; set a client seed;
// the host reveals the server seed; every result can be re-derived in the browser with Web
// Crypto (HMAC-SHA256) exactly as Protocol/FAIRNESS.md and clients/verify_fair.py do.

import { field, fill, h } from '../dom.js';
import { amHost, nameOf } from '../selectors.js';
import { seedFor } from '../state-random.js';
import { commitmentOf, verifyResult } from '../fair.js';

/** The verify view: {el, update(state, prev)}. */
export function createFair(ctx) {
  const { t } = ctx;
  const info = h('dl', { class: 'fair-info' });
  const seedInput = h('input', { name: 'seed', maxlength: '64', pattern: '[\\x21-\\x7E]{1,64}', autocomplete: 'off', spellcheck: 'false' });
  const seedForm = h('form', { class: 'row seed-form' }, field(t('webClientSeed'), seedInput), h('button', { type: 'submit', class: 'secondary', text: t('webSetSeed') }));
  seedForm.addEventListener('submit', async (e) => {
    e.preventDefault();
    if (await ctx.send('fair.client_seed', { seed: seedInput.value.trim() })) seedInput.value = '';
  });
  const rotate = h('button', { type: 'button', class: 'secondary', text: t('webRotate'), onclick: () => ctx.send('fair.rotate') });
  const pasted = h('input', { name: 'server_seed', maxlength: '64', autocomplete: 'off', spellcheck: 'false' });
  const extra = []; // seeds typed in by hand: [{seed, commitment}]
  const pasteForm = h('form', { class: 'row seed-form' }, field(t('webServerSeed'), pasted), h('button', { type: 'submit', class: 'secondary', text: t('webAdd') }));
  pasteForm.addEventListener('submit', async (e) => {
    e.preventDefault();
    try {
      const seed = pasted.value.trim().toLowerCase();
      extra.push({ seed, commitment: await commitmentOf(seed) });
      pasted.value = '';
      render(ctx.state());
    } catch (err) { ctx.toast(String(err.message ?? err)); }
  });
  const revealed = h('div');
  const results = h('div');
  const el = h('section', { class: 'fair', 'aria-label': t('webVerifyTitle') }, h('h2', { text: t('webVerifyTitle') }),
    info, seedForm, rotate, revealed, pasteForm, results);

  function render(state) {
    const f = state.fair;
    fill(info,
      h('dt', { text: t('webCommitment') }), h('dd', { class: 'mono', text: f.commitment ?? '—' }),
      h('dt', { text: t('webClientSeed') }), h('dd', { class: 'mono', text: f.client_seed ?? '—' }),
      h('dt', { text: t('webNextNonce') }), h('dd', { class: 'mono', text: String(f.next_nonce ?? '—') }));
    rotate.hidden = !amHost(state) || ctx.tv;
    const seeds = [...f.revealed, ...extra];
    fill(revealed, seeds.length ? [h('h3', { text: t('webRevealed') }), h('ul', { class: 'mono small-list' }, seeds.map((s) => h('li', { text: s.seed })))] : null);
    const list = [...state.results].reverse().slice(0, 30);
    fill(results, h('h3', { text: t('webRecentResults') }),
      list.length === 0 ? h('p', { class: 'muted', text: t('webNoResults') })
        : h('ul', { class: 'results-list' }, list.map((r) => resultRow(ctx, state, r, seedFor(seeds, r.commitment)))));
  }

  function update(state, prev) {
    if (prev && prev.fair === state.fair && prev.results === state.results && prev.room === state.room) return;
    render(state);
  }
  return { el, update };
}

function describe(t, state, r) {
  const who = nameOf(state, r.player_id);
  if (r.type === 'dice.rolled') return t('sysRolled', who, r.dice.map((d) => d.value).join(' '), r.total);
  if (r.type === 'wheel.spun') return t('sysSpun', who, r.name, r.label);
  return t('sysFlipped', who, r.side === 'heads' ? t('coinHeads') : t('coinTails'));
}

function resultRow(ctx, state, r, seed) {
  const { t } = ctx;
  const outcome = h('span', { class: 'verify-outcome', 'aria-live': 'polite' });
  const button = h('button', { type: 'button', class: 'small secondary', text: t('webVerify'), disabled: !seed, 'aria-label': `${t('webVerify')}: ${t('webNonce', r.nonce)}` });
  button.addEventListener('click', async () => {
    try {
      const problems = await verifyResult(r, seed);
      outcome.textContent = problems.length ? `✗ ${t('webVerifyBad', problems.join('; '))}` : `✓ ${t('webVerifyOk')}`;
      outcome.className = `verify-outcome ${problems.length ? 'bad' : 'good'}`;
    } catch (err) {
      outcome.textContent = `✗ ${String(err.message ?? err)}`;
      outcome.className = 'verify-outcome bad';
    }
  });
  return h('li', { class: 'result-row' }, h('span', { class: 'mono muted', text: t('webNonce', r.nonce) }), h('span', { text: describe(t, state, r) }),
    seed ? button : h('span', { class: 'muted small', text: t('webVerifyWaiting') }), outcome);
}
