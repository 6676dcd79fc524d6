// Questions asked of the client state (js/state.js) by every screen: who is who, who is host.
// A leaf: it imports nothing, so views and games read the state without importing the reducer
// (and, through it, the game registry).

/** The member with `playerId`, or undefined. */
export function member(state, playerId) {
  return state.room?.members.find((m) => m.player_id === playerId);
}

/** The name of `playerId` (the id itself when unknown). */
export function nameOf(state, playerId) {
  return member(state, playerId)?.name ?? playerId ?? '';
}

/** Audience members the room has that its member list does not show (a large audience is counted, not listed). */
export function unlistedAudience(state) {
  if (!state.room) return 0;
  const listed = state.room.members.filter((m) => m.role === 'audience').length;
  return Math.max(0, (state.room.audience ?? listed) - listed);
}

/** My member entry. */
export function myself(state) {
  return state.me ? member(state, state.me.player_id) : undefined;
}

/** Whether I am the host. */
export function amHost(state) {
  return !!state.me && state.room?.host === state.me.player_id;
}
