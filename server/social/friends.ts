// Friend requests, friendships and blocks. Each change is one transaction that reads by id only the
// two players' own documents (their request, friendship and block documents) and writes both sides,
// so a friendship is never one-sided and a request never outlives a block.
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { ActionContext } from '../action.ts';
import { inviteRef } from '../battles/room-docs.ts';
import { tellPlayer } from '../economy/inbox.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import { userRef, type UserDoc } from '../users/user-doc.ts';
import { blockerBetween, blockRef } from './blocks.ts';
import { friendRef, friendRequestRef, presenceRef, type FriendRequestDoc } from './friend-docs.ts';

export interface OtherPlayer {
  uid: string;
  name: string;
}

/** The player a friend code names (a player's own refer_code, shown as their friend code). */
export async function playerOfCode(db: Firestore, typed: string): Promise<OtherPlayer & { profile: string }> {
  const code = typed.trim().toUpperCase();
  if (!code) throw badRequest('friend_enter_code');
  const found = await db.collection('users').where('refer_code', '==', code).limit(1).get();
  const doc = found.docs[0];
  if (!doc) throw notFound('friend_unknown_code');
  return { uid: doc.id, name: doc.get('name') as string, profile: (doc.get('profile') as string | undefined) ?? '' };
}

/** Another existing player, by id (a plain read: their name goes on both sides' documents). */
export async function otherPlayer(ctx: ActionContext, uid: string): Promise<OtherPlayer> {
  if (uid === ctx.uid) throw badRequest('friend_not_yourself');
  const snap = await userRef(ctx.db, uid).get();
  if (!snap.exists) throw notFound('friend_unknown_player');
  return { uid, name: (snap.data() as UserDoc).name };
}

/** Refuses when either blocked the other, saying which (two reads by id, inside the transaction). */
export async function assertNotBlocked(tx: Transaction, db: Firestore, me: string, other: string): Promise<void> {
  const blocker = await blockerBetween(db, tx, me, other);
  if (blocker === me) throw forbidden('friend_you_blocked');
  if (blocker === other) throw forbidden('friend_blocked_you');
}

function befriendInTx(tx: Transaction, db: Firestore, a: OtherPlayer, b: OtherPlayer, now: Date): void {
  tx.set(friendRef(db, a.uid, b.uid), { uid: b.uid, name: b.name, since: now });
  tx.set(friendRef(db, b.uid, a.uid), { uid: a.uid, name: a.name, since: now });
  dropRequestsInTx(tx, db, a.uid, b.uid);
}

const dropRequestsInTx = (tx: Transaction, db: Firestore, a: string, b: string) => {
  tx.delete(friendRequestRef(db, a, b));
  tx.delete(friendRequestRef(db, b, a));
};

export type RequestOutcome = 'requested' | 'friends';

/**
 * Asks `other` to be friends: a request on both sides and a note under their bell. A request they
 * already sent the caller is accepted instead; asking twice, or a friend, changes nothing.
 */
export async function requestFriend(ctx: ActionContext, other: OtherPlayer): Promise<RequestOutcome> {
  const me = { uid: ctx.uid, name: ctx.user.name };
  const now = ctx.now();
  return ctx.db.runTransaction(async (tx) => {
    const [friend, pending] = await tx.getAll(
      friendRef(ctx.db, me.uid, other.uid),
      friendRequestRef(ctx.db, me.uid, other.uid),
    );
    await assertNotBlocked(tx, ctx.db, me.uid, other.uid);
    if (friend!.exists) return 'friends';
    const request = pending!.data() as FriendRequestDoc | undefined;
    if (request?.direction === 'in') {
      befriendInTx(tx, ctx.db, me, other, now);
      tellPlayer(
        tx,
        ctx.db,
        other.uid,
        `friend_accepted_${me.uid}`,
        { kind: 'friend_accepted', params: { name: me.name } },
        now,
      );
      return 'friends';
    }
    if (request?.direction === 'out') return 'requested';
    tx.set(friendRequestRef(ctx.db, me.uid, other.uid), {
      uid: other.uid,
      name: other.name,
      direction: 'out',
      since: now,
    });
    tx.set(friendRequestRef(ctx.db, other.uid, me.uid), { uid: me.uid, name: me.name, direction: 'in', since: now });
    tellPlayer(
      tx,
      ctx.db,
      other.uid,
      `friend_request_${me.uid}`,
      { kind: 'friend_requested', params: { name: me.name } },
      now,
    );
    return 'requested';
  });
}

/** Accepts or declines a request addressed to the caller: only one in their own list counts. */
export async function answerRequest(
  ctx: ActionContext,
  otherUid: string,
  answer: 'accept' | 'decline',
): Promise<'friends' | 'declined'> {
  const now = ctx.now();
  return ctx.db.runTransaction(async (tx) => {
    const request = (await tx.get(friendRequestRef(ctx.db, ctx.uid, otherUid))).data() as FriendRequestDoc | undefined;
    if (request?.direction !== 'in') throw notFound('friend_request_closed');
    if (answer === 'decline') {
      dropRequestsInTx(tx, ctx.db, ctx.uid, otherUid);
      return 'declined';
    }
    await assertNotBlocked(tx, ctx.db, ctx.uid, otherUid);
    befriendInTx(tx, ctx.db, { uid: ctx.uid, name: ctx.user.name }, { uid: otherUid, name: request.name }, now);
    tellPlayer(
      tx,
      ctx.db,
      otherUid,
      `friend_accepted_${ctx.uid}`,
      { kind: 'friend_accepted', params: { name: ctx.user.name } },
      now,
    );
    return 'friends';
  });
}

/** Ends a friendship (or withdraws a request) on both sides. */
export async function removeFriend(ctx: ActionContext, otherUid: string): Promise<void> {
  const batch = ctx.db.batch();
  batch.delete(friendRef(ctx.db, ctx.uid, otherUid));
  batch.delete(friendRef(ctx.db, otherUid, ctx.uid));
  batch.delete(friendRequestRef(ctx.db, ctx.uid, otherUid));
  batch.delete(friendRequestRef(ctx.db, otherUid, ctx.uid));
  await batch.commit();
}

/**
 * Blocks a player: no requests, challenges or invitations between the two from now on (every one of
 * them checks blocks/ in its own transaction). The friendship and requests go in the same
 * transaction; the invitations already sent either way are withdrawn after it.
 */
export async function blockPlayer(ctx: ActionContext, other: OtherPlayer): Promise<void> {
  await ctx.db.runTransaction(async (tx) => {
    tx.set(blockRef(ctx.db, ctx.uid, other.uid), { uid: other.uid, name: other.name, since: ctx.now() });
    tx.delete(friendRef(ctx.db, ctx.uid, other.uid));
    tx.delete(friendRef(ctx.db, other.uid, ctx.uid));
    dropRequestsInTx(tx, ctx.db, ctx.uid, other.uid);
  });
  const [toMe, toThem] = await Promise.all([
    ctx.db.collection('users').doc(ctx.uid).collection('invites').where('fromUid', '==', other.uid).get(),
    ctx.db.collection('users').doc(other.uid).collection('invites').where('fromUid', '==', ctx.uid).get(),
  ]);
  await Promise.all([
    ...toMe.docs.map((d) => inviteRef(ctx.db, ctx.uid, d.id).delete()),
    ...toThem.docs.map((d) => inviteRef(ctx.db, other.uid, d.id).delete()),
  ]);
}

export async function unblockPlayer(ctx: ActionContext, otherUid: string): Promise<void> {
  await blockRef(ctx.db, ctx.uid, otherUid).delete();
}

/** "Appear offline": kept on the player's record, and their presence document goes at once. */
export async function setAppearOffline(ctx: ActionContext, hidden: boolean): Promise<void> {
  const batch = ctx.db.batch();
  batch.update(userRef(ctx.db, ctx.uid), { appear_offline: hidden });
  if (hidden) batch.delete(presenceRef(ctx.db, ctx.uid));
  await batch.commit();
}
