// Sign-up and the player's own record.
import { randomBytes } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { Auth } from 'firebase-admin/auth';
import { contract } from '../../contract/actions.ts';
import { limits } from '../../contract/fields.ts';
import { defineAction, type ActionContext } from '../action.ts';
import { applyOrLeave, recordPendingAward } from '../economy/pending-awards.ts';
import { applyCoins } from '../economy/ledger.ts';
import { dayKey } from '../economy/awards.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { issueApiToken, newTokenVersion } from '../users/api-token.ts';
import { publicUser, userRef, type UserDoc } from '../users/user-doc.ts';
import { tellPlayer } from '../economy/inbox.ts';
import { parseRoomCode } from '../battles/room-code.ts';
import { roomCodeRef, roomRef, type RoomDoc } from '../battles/room-docs.ts';
import { identityRefs } from '../users/signup-identity.ts';

/** Upper-cases the first letter, as names are shown on login (docs/product.md). */
export const capitalize = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

const referAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newReferCode = () => Array.from(randomBytes(8), (b) => referAlphabet[b % referAlphabet.length]).join('');

interface Referrer {
  uid: string;
  code: string;
}

async function referrerByCode(db: Firestore, code: string): Promise<Referrer | null> {
  const q = await db.collection('users').where('refer_code', '==', code.toUpperCase()).limit(1).get();
  return q.empty ? null : { uid: q.docs[0]!.id, code: code.toUpperCase() };
}

/**
 * A room code refers only while its owner is handing it out: a friend or group room still waiting
 * for players (before its expiry), with its owner seated, under this code. A code of a room that
 * started, ended, was deleted or expired (old links, codes seen elsewhere) refers nobody.
 */
const handedOut = (room: RoomDoc | undefined, code: string, now: Date): room is RoomDoc =>
  room !== undefined &&
  (room.type === 'friend' || room.type === 'group') &&
  room.status === 'waiting' &&
  room.expireAt.toMillis() > now.getTime() &&
  room.code === code &&
  room.playerUids.includes(room.ownerUid);

/** The owner of the room whose invite link the new player came by, while that room is open. */
async function referrerByRoom(db: Firestore, typed: string, now: Date): Promise<Referrer | null> {
  const code = parseRoomCode(typed);
  const roomId = code ? ((await roomCodeRef(db, code).get()).get('roomId') as string | undefined) : undefined;
  const room = roomId ? ((await roomRef(db, roomId).get()).data() as RoomDoc | undefined) : undefined;
  if (!handedOut(room, code!, now)) return null;
  const referCode = (await userRef(db, room.ownerUid).get()).get('refer_code') as string | undefined;
  return referCode ? { uid: room.ownerUid, code: referCode } : null;
}

/** Who referred a new player: the friend's code they typed, else the room owner of their invite link ('none' when that leads nowhere). */
async function findReferrer(db: Firestore, input: { friends_code: string; room_code: string }, now: Date) {
  if (input.friends_code) return { named: true, referrer: await referrerByCode(db, input.friends_code) };
  const referrer = input.room_code ? await referrerByRoom(db, input.room_code, now) : null;
  return { named: referrer !== null, referrer };
}

/** How a player signed in, from the verified ID token's sign_in_provider: never from the request. */
const providerTypes: Record<string, UserDoc['type']> = {
  password: 'email',
  'google.com': 'gmail',
  phone: 'mobile',
  'apple.com': 'apple',
};

async function verifyFirebaseUser(ctx: ActionContext, firebaseId: string) {
  if (!ctx.bearer) throw unauthorized('missing_id_token');
  // revocation checked: after logging out everywhere, an ID token minted before buys no api_token
  const decoded = await ctx.auth.verifyIdToken(ctx.bearer, true).catch((err: { code?: string }) => {
    if (err.code === 'auth/id-token-revoked') throw unauthorized('session_ended');
    return null;
  });
  if (!decoded || decoded.uid !== firebaseId) throw unauthorized('id_token_mismatch');
  // Anonymous and custom-token users have no provider here; a password account proves its email.
  const type = providerTypes[decoded.firebase.sign_in_provider];
  if (!type) throw forbidden('sign_in_refused');
  if (type === 'email' && !decoded.email_verified) throw forbidden('verify_email_first');
  return { decoded, type };
}

/**
 * Every Firebase session of the player stops: their refresh tokens no longer work, and the ID
 * tokens minted before now are refused by user_signup, so no new api_token can be had from them.
 */
export async function endFirebaseSessions(auth: Auth, uid: string) {
  await auth.revokeRefreshTokens(uid).catch((err: { code?: string }) => {
    if (err.code !== 'auth/user-not-found') throw err; // a seeded player without a sign-in
  });
}

/** Referral bonuses a referrer was paid on one day (users/{uid}/referralDays/{yyyy-mm-dd}). */
const referralDayRef = (db: Firestore, referrer: string, now: Date) =>
  db.collection('users').doc(referrer).collection('referralDays').doc(dayKey(now));

/**
 * What became of the friend's code a new player gave: the sign-up reply says it. 'returning': the
 * sign-in's identity had an account before, so neither a referral nor the welcome bonus is paid.
 */
type Referral = 'none' | 'paid' | 'invalid' | 'limit' | 'returning';

export const userActions = {
  user_signup: defineAction(contract.user_signup, {
    auth: 'none',
    limits: ['signup', 'referral'],
    async handler(input, ctx) {
      const { decoded, type } = await verifyFirebaseUser(ctx, input.firebase_id);
      const uid = input.firebase_id;
      const ref = userRef(ctx.db, uid);
      const now = ctx.now();
      const { named, referrer } = await findReferrer(ctx.db, input, now);
      const identities = identityRefs(ctx.db, decoded);
      const { user, referral } = await ctx.db.runTransaction(async (tx) => {
        const [snap, ...seen] = await tx.getAll(ref, ...identities);
        // the identity records are kept from the first account on (and made for accounts older than them); after every read
        const keepIdentities = () => {
          for (const s of seen) if (!s!.exists) tx.create(s!.ref, { first_seen: now });
        };
        if (snap!.exists) {
          const existing = snap!.data() as UserDoc;
          if (existing.status === 0) throw forbidden('account_deactivated');
          const changes = {
            ...(capitalize(existing.name) !== existing.name ? { name: capitalize(existing.name) } : {}),
            ...(input.fcm_id ? { fcm_id: input.fcm_id } : {}),
            ...(existing.token_version ? {} : { token_version: newTokenVersion() }),
          };
          if (Object.keys(changes).length > 0) tx.update(ref, changes);
          keepIdentities();
          return { user: { ...existing, ...changes }, referral: 'none' as Referral };
        }
        const returning = seen.some((s) => s!.exists);
        // Reads before writes: the referrer's count of bonuses today, by id.
        const referred = referrer && referrer.uid !== uid && !returning ? referrer.uid : null;
        const paidToday = referred
          ? (((await tx.get(referralDayRef(ctx.db, referred, now))).get('count') as number | undefined) ?? 0)
          : 0;
        const referral: Referral = returning
          ? 'returning'
          : !named
            ? 'none'
            : !referred
              ? 'invalid'
              : paidToday >= ctx.config.referral_daily_cap
                ? 'limit'
                : 'paid';
        const fallbackName = (decoded.email ?? input.email).split('@')[0];
        const fresh: UserDoc = {
          firebase_id: uid,
          name: capitalize((input.name || decoded.name || fallbackName || 'Player').slice(0, limits.name)),
          email: input.email || decoded.email || '',
          mobile: input.mobile || decoded.phone_number || '',
          profile: '', // the app's own pictures only (contract/profile-image.ts): the player uploads one
          type,
          fcm_id: input.fcm_id,
          refer_code: newReferCode(),
          friends_code: referral === 'paid' ? referrer!.code : '',
          coins: 0,
          coins_earned: 0,
          all_time_score: 0,
          status: 1,
          web_language: '',
          date_registered: Timestamp.fromDate(now),
          token_version: newTokenVersion(),
        };
        tx.create(ref, fresh);
        keepIdentities();
        const bonus = returning ? 0 : ctx.config.welcome_bonus;
        if (bonus > 0)
          applyCoins(
            tx,
            ctx.db,
            uid,
            'welcome_bonus',
            { type: 'welcome_bonus', title: 'Welcome bonus', coins: bonus },
            now,
          );
        if (referral === 'paid') {
          applyCoins(
            tx,
            ctx.db,
            uid,
            'referral_bonus',
            { type: 'referral', title: "Joined with a friend's code", coins: ctx.config.referral_new_player_coins },
            now,
          );
          applyCoins(
            tx,
            ctx.db,
            referred!,
            `referral_${uid}`,
            { type: 'referral', title: 'A friend joined with your code', coins: ctx.config.referral_referrer_coins },
            now,
          );
          tx.set(ctx.db.collection('users').doc(referred!).collection('referrals').doc(uid), { date: now });
          tx.set(referralDayRef(ctx.db, referred!, now), { count: paidToday + 1 });
          recordPendingAward(tx, ctx.db, `referral_${uid}`, referred!, { kind: 'referral' }, now);
          tellPlayer(
            tx,
            ctx.db,
            referred!,
            `referral_${uid}`,
            { kind: 'referral', params: { name: fresh.name, coins: ctx.config.referral_referrer_coins } },
            now,
          );
        }
        const credited = bonus + (referral === 'paid' ? ctx.config.referral_new_player_coins : 0);
        return { user: { ...fresh, coins: credited, coins_earned: credited }, referral };
      });
      if (referral === 'paid')
        await applyOrLeave(
          ctx.db,
          `referral_${uid}`,
          { uid: referrer!.uid, event: { kind: 'referral' }, at: now },
          ctx.config,
        );
      return { ...publicUser(uid, user), referral, api_token: issueApiToken(uid, user.token_version!, now) };
    },
  }),

  /** Refuses every api_token issued so far, this device's too: the player signs in again. */
  logout_all_devices: defineAction(contract.logout_all_devices, {
    auth: 'user',
    async handler(_input, ctx) {
      await userRef(ctx.db, ctx.uid).update({ token_version: newTokenVersion() });
      await endFirebaseSessions(ctx.auth, ctx.uid);
      return { logged_out: true };
    },
  }),

  check_user_exists: defineAction(contract.check_user_exists, {
    auth: 'none',
    async handler({ firebase_id }, ctx) {
      const snap = await userRef(ctx.db, firebase_id).get();
      return { exists: snap.exists };
    },
  }),

  get_user_by_id: defineAction(contract.get_user_by_id, {
    auth: 'user',
    async handler(_input, ctx) {
      return publicUser(ctx.uid, ctx.user);
    },
  }),
};
