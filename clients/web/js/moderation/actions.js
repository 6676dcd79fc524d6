// What the host and the moderators do to a person (Protocol/PROTOCOL.md §16.4-16.5), each asked
// first: remove (`room.kick`: they may come back) and ban (`room.ban`, optionally by address too:
// they may not), and lifting a ban (`room.unban`).

import { confirmAction, confirmWithOption } from '../confirm.js';

/** Ask, then remove `target` {player_id, name} from the room. */
export async function askKick(ctx, target) {
  const { t } = ctx;
  if (await confirmAction(t, { title: t('webConfirmKickTitle', target.name), body: t('webConfirmKickBody', target.name), yes: t('webConfirmKickYes') })) {
    await ctx.send('room.kick', { player_id: target.player_id });
  }
}

/** Ask, then ban `target` {player_id, name}: by seat, name and browser, and by address when ticked. */
export async function askBan(ctx, target) {
  const { t } = ctx;
  const answer = await confirmWithOption(t, {
    title: t('webConfirmBanTitle', target.name), body: t('webConfirmBanBody', target.name), yes: t('webConfirmBanYes'), option: t('webBanAddress'),
  });
  if (answer) await ctx.send('room.ban', { player_id: target.player_id, ...(answer.option ? { address: true } : {}) });
}

/** Lift `ban` {ban_id, name} (no question: a ban can be made again). */
export function unban(ctx, ban) {
  return ctx.send('room.unban', { ban_id: ban.ban_id });
}
