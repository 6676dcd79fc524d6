// Sending what a room may hold for review (Protocol/PROTOCOL.md §16.3: a chat line, a clue, a
// question): when the reply says it was held (ok {held: true, item_id}), it is kept as mine,
// waiting for a moderator (`local.held`), so the page can say so until it is decided.

import { heldFrame } from './held.js';

/** `ctx.send(type, params, options)`, then keep a held reply as mine; resolves the ok frame or null. */
export async function sendHeldable(ctx, type, params, options = {}) {
  const ok = await ctx.send(type, params, options);
  const held = heldFrame(type, params, ok);
  if (held) ctx.dispatch(held);
  return ok;
}
