// What this person sent that waits for review (Protocol/PROTOCOL.md §16.3), as the page says it:
// which replies mean "held", the `local.held` frame the state keeps, and the words for each
// outcome. Pure.

/** The kind of review item each held request type makes. */
const KINDS = { 'chat.send': 'chat', 'odd.clue': 'clue', 'wyr.add': 'question' };

/**
 * The `local.held` frame for a reply to `type` {params} that says it was held (ok {held: true, item_id}),
 * or null for any other reply. A question's text is "A | B", as the reviewers see it.
 */
export function heldFrame(type, params, ok) {
  if (!ok?.held || !KINDS[type]) return null;
  const text = type === 'wyr.add' ? `${params?.a ?? ''} | ${params?.b ?? ''}` : String(params?.text ?? '');
  return { type: 'local.held', item_id: ok.item_id, kind: KINDS[type], text };
}

/** The toast when a held item of mine is decided (`mod.approved`, `mod.rejected`); null where the item shows its outcome itself (an approved chat line is in the chat). */
export function heldDecisionKey(item) {
  if (!item || item.status === 'waiting') return null;
  if (item.status === 'expired') return 'webHeldExpired';
  if (item.status === 'invalid') return 'webHeldInvalid';
  return (item.status === 'approved' ? APPROVED : REJECTED)[item.kind] ?? null;
}

const APPROVED = { clue: 'webHeldApprovedClue', question: 'webHeldApprovedQuestion' };
const REJECTED = { chat: 'webHeldRejectedChat', clue: 'webHeldRejectedClue', question: 'webHeldRejectedQuestion' };

/** The short status a held chat line carries in the chat log. */
export function heldStatusKey(status) {
  return { waiting: 'webHeldWaiting', rejected: 'webHeldRejectedShort', expired: 'webHeldExpiredShort', invalid: 'webHeldInvalidShort' }[status] ?? 'webHeldWaiting';
}
