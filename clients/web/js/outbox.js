// The outbox: what becomes of an action tapped while the link is down. Pure.
//
// An action whose meaning survives a short drop is held and sent once when the link is back,
// if it still applies then (a vote: the same question is still open). Every other action is
// refused at once, so the page can say "not sent" instead of dropping the tap silently.

const WYR = 'would_you_rather';

/** Per request type: what must still hold on resume (`guard`) and whether it still does. */
const POLICIES = {
  'wyr.vote': {
    guard: (state) => ({ question_id: state.game?.game === WYR ? state.game.question?.question_id ?? null : null }),
    applies: (guard, state) => guard.question_id != null && state.game?.game === WYR && state.game.phase === 'voting'
      && state.game.question?.question_id === guard.question_id,
  },
  'chat.send': {
    guard: (state) => ({ room: state.room?.code ?? null }),
    applies: (guard, state) => guard.room != null && state.room?.code === guard.room,
  },
};

/** An empty outbox. */
export function emptyOutbox() {
  return { nextId: 1, entries: [] };
}

/** Whether an action of `type` may wait for the link to come back. */
export function canHold(type) {
  return Object.hasOwn(POLICIES, type);
}

/**
 * Hold `type`/`params` tapped in `state` while the link is down: {outbox, entry, replaced}.
 * `entry` is null when the action cannot wait (then it is not sent, and the page says so).
 * A newer vote on the same question replaces the held one (`replaced`): one vote is sent.
 */
export function hold(outbox, type, params, state) {
  const policy = POLICIES[type];
  if (!policy) return { outbox, entry: null, replaced: [] };
  const guard = policy.guard(state);
  if (!policy.applies(guard, state)) return { outbox, entry: null, replaced: [] };
  const entry = { id: outbox.nextId, type, params, guard };
  const same = (e) => type === 'wyr.vote' && e.type === type && e.guard.question_id === guard.question_id;
  const replaced = outbox.entries.filter(same);
  return { outbox: { nextId: outbox.nextId + 1, entries: [...outbox.entries.filter((e) => !same(e)), entry] }, entry, replaced };
}

/**
 * The link is back and `state` is the room as resumed: {send, unsent, outbox}. `send` lists the
 * entries to send now (once, in tap order); `unsent` those that no longer apply. The outbox
 * returned is empty: nothing is held twice.
 */
export function release(outbox, state) {
  const send = [];
  const unsent = [];
  for (const e of outbox.entries) (POLICIES[e.type].applies(e.guard, state) ? send : unsent).push(e);
  return { send, unsent, outbox: { nextId: outbox.nextId, entries: [] } };
}

/** How many actions wait. */
export function waiting(outbox) {
  return outbox.entries.length;
}
