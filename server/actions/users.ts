// Sign-up and the player's own record.
import { randomBytes } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { defineAction, type ActionContext } from '../action.ts';
import { checkBadges } from '../economy/badges.ts';
import { applyCoins } from '../economy/ledger.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { optionalName, optionalText, requiredId } from '../fields.ts';
import { issueApiToken } from '../users/api-token.ts';
import { deactivatedMessage, publicUser, userRef, type UserDoc } from '../users/user-doc.ts';

/** Upper-cases the first letter, as the spec wants names shown on login. */
export const capitalize = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

const referAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newReferCode = () =>
  Array.from(randomBytes(8), (b) => referAlphabet[b % referAlphabet.length]).join('');

async function findReferrer(db: Firestore, code: string): Promise<string | null> {
  if (!code) return null;
  const q = await db.collection('users').where('refer_code', '==', code.toUpperCase()).limit(1).get();
  return q.empty ? null : q.docs[0]!.id;
}

async function verifyFirebaseUser(ctx: ActionContext, firebaseId: string) {
  if (!ctx.bearer) throw unauthorized('Missing Firebase ID token');
  const decoded = await ctx.auth.verifyIdToken(ctx.bearer).catch(() => null);
  if (!decoded || decoded.uid !== firebaseId) throw unauthorized('The ID token does not match firebase_id');
  return decoded;
}

export const userActions = {
  user_signup: defineAction({
    auth: 'none',
    input: z.object({
      firebase_id: requiredId,
      type: z.enum(['email', 'gmail', 'mobile', 'apple']),
      name: optionalName,
      email: optionalText(254),
      profile: optionalText(2048),
      mobile: optionalText(16),
      fcm_id: optionalText(1024),
      friends_code: optionalText(32),
    }),
    async handler(input, ctx) {
      const decoded = await verifyFirebaseUser(ctx, input.firebase_id);
      if (input.type === 'email' && !decoded.email_verified) throw forbidden('Please Verify your Email First');
      const uid = input.firebase_id;
      const ref = userRef(ctx.db, uid);
      const referrer = await findReferrer(ctx.db, input.friends_code);
      const now = ctx.now();
      const user = await ctx.db.runTransaction(async (tx) => {
        const snap = await tx.get(ref);
        if (snap.exists) {
          const existing = snap.data() as UserDoc;
          if (existing.status === 0) throw forbidden(deactivatedMessage);
          const name = capitalize(existing.name);
          if (input.fcm_id || name !== existing.name) tx.update(ref, { name, ...(input.fcm_id ? { fcm_id: input.fcm_id } : {}) });
          return { ...existing, name, ...(input.fcm_id ? { fcm_id: input.fcm_id } : {}) };
        }
        const fresh: UserDoc = {
          firebase_id: uid,
          name: capitalize(input.name || decoded.name || (decoded.email ?? input.email).split('@')[0] || 'Player'),
          email: input.email || decoded.email || '',
          mobile: input.mobile || decoded.phone_number || '',
          profile: input.profile || decoded.picture || '',
          type: input.type,
          fcm_id: input.fcm_id,
          refer_code: newReferCode(),
          friends_code: referrer && referrer !== uid ? input.friends_code.toUpperCase() : '',
          coins: 0,
          coins_earned: 0,
          all_time_score: 0,
          status: 1,
          web_language: '',
          date_registered: Timestamp.fromDate(now),
        };
        tx.create(ref, fresh);
        const bonus = ctx.config.welcome_bonus;
        if (bonus > 0) applyCoins(tx, ctx.db, uid, 'welcome_bonus', { type: 'welcome_bonus', title: 'Welcome bonus', coins: bonus }, now);
        if (fresh.friends_code && referrer) {
          applyCoins(tx, ctx.db, uid, 'referral_bonus', { type: 'referral', title: 'Joined with a friend\'s code', coins: ctx.config.referral_new_player_coins }, now);
          applyCoins(tx, ctx.db, referrer, `referral_${uid}`, { type: 'referral', title: 'A friend joined with your code', coins: ctx.config.referral_referrer_coins }, now);
          tx.set(ctx.db.collection('users').doc(referrer).collection('referrals').doc(uid), { date: now });
        }
        const credited = bonus + (fresh.friends_code ? ctx.config.referral_new_player_coins : 0);
        return { ...fresh, coins: credited, coins_earned: credited };
      });
      if (referrer && user.friends_code) await checkBadges(ctx.db, referrer, { kind: 'referral' }, now);
      return { ...publicUser(uid, user), api_token: await issueApiToken(uid, now) };
    },
  }),

  check_user_exists: defineAction({
    auth: 'none',
    input: z.object({ firebase_id: requiredId }),
    async handler({ firebase_id }, ctx) {
      const snap = await userRef(ctx.db, firebase_id).get();
      return { exists: snap.exists };
    },
  }),

  get_user_by_id: defineAction({
    auth: 'user',
    input: z.object({}),
    async handler(_input, ctx) {
      return publicUser(ctx.uid, ctx.user);
    },
  }),
};
