// Another player's card: what the boards already show of everyone, plus the badges they earned.
// Plain reads, no transaction; it writes nothing.
import { contract } from '../../contract/actions.ts';
import { badgeTypes } from '../../contract/actions/badges.ts';
import { shownProfileImage } from '../../contract/profile-image.ts';
import { isProvisional, ratingFigure } from '../../contract/rating.ts';
import { defineAction } from '../action.ts';
import { ladderId } from '../battles/rating.ts';
import { boardEntries } from '../economy/awards.ts';
import { badgesOf, badgeStatus } from '../economy/badges.ts';
import { rankOf, type EntryDoc } from '../economy/leaderboard.ts';
import { notFound } from '../errors.ts';
import { userRef, type UserDoc } from '../users/user-doc.ts';

export const playerCardActions = {
  get_player_card: defineAction(contract.get_player_card, {
    auth: 'user',
    async handler({ user_id }, ctx) {
      const [user, entry, badges] = await Promise.all([
        userRef(ctx.db, user_id).get(),
        boardEntries(ctx.db, ladderId).doc(user_id).get(),
        badgesOf(ctx.db, user_id).where('status', '>=', badgeStatus.unlocked).get(),
      ]);
      const u = user.data() as UserDoc | undefined;
      // a closed account shows as none: its card is gone with it
      if (!u || u.status === 0) throw notFound('player_unavailable');
      const earned = new Set(badges.docs.map((d) => d.id));
      // each field picked by name: the user document holds private ones (email, mobile, coins, codes)
      return {
        user_id,
        name: u.name,
        profile: shownProfileImage(u.profile),
        rating: { figure: ratingFigure(u.rating), provisional: isProvisional(u.rating) },
        ladder_rank: entry.exists ? await rankOf(ctx.db, ladderId, entry.data() as EntryDoc) : null,
        badges: badgeTypes.filter((t) => earned.has(t)),
      };
    },
  }),
};
