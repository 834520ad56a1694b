// The player's badges and claiming a badge's reward.
import { contract } from '../../contract/actions.ts';
import { defineAction } from '../action.ts';
import { badgesOf, badgeStatus } from '../economy/badges.ts';
import { badgeTypes } from '../../contract/actions/badges.ts';
import { applyCoins } from '../economy/ledger.ts';
import { playerTransaction } from '../economy/player-transaction.ts';
import { conflict, forbidden } from '../errors.ts';
import { userRef } from '../users/user-doc.ts';

export const badgeActions = {
  get_user_badges: defineAction(contract.get_user_badges, {
    auth: 'user',
    async handler(_input, ctx) {
      const snap = await badgesOf(ctx.db, ctx.uid).get();
      const stored = new Map(snap.docs.map((d) => [d.id, d]));
      return badgeTypes.map((type) => {
        const d = stored.get(type);
        return {
          type,
          status: (d?.get('status') as number | undefined) ?? badgeStatus.locked,
          reward: ctx.config.badge_reward_coins,
          unlocked_at:
            (d?.get('unlockedAt') as FirebaseFirestore.Timestamp | undefined)?.toDate().toISOString() ?? null,
        };
      });
    },
  }),

  set_badges: defineAction(contract.set_badges, {
    auth: 'user',
    async handler({ type }, ctx) {
      const ref = badgesOf(ctx.db, ctx.uid).doc(type);
      const reward = ctx.config.badge_reward_coins;
      return playerTransaction(ctx.db, ctx.uid, async (tx) => {
        const [badge, user] = await Promise.all([tx.get(ref), tx.get(userRef(ctx.db, ctx.uid))]);
        const status = (badge.get('status') as number | undefined) ?? badgeStatus.locked;
        if (status === badgeStatus.locked) throw forbidden('badge_locked');
        if (status === badgeStatus.claimed) throw conflict('badge_claimed');
        tx.update(ref, { status: badgeStatus.claimed });
        if (reward > 0)
          applyCoins(
            tx,
            ctx.db,
            ctx.uid,
            `badge_${type}`,
            { type: 'badge_reward', title: `Badge reward: ${type}`, coins: reward, badge: type },
            ctx.now(),
          );
        return { type, status: badgeStatus.claimed, coins: (user.get('coins') as number) + reward };
      });
    },
  }),
};
