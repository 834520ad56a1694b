// The Firestore rules against the emulator: members read their room and its players, a player
// writes only their own heartbeat (lastSeen = request.time), users read only their own record,
// and everything else is closed to clients.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { rulesEnvironment } from './rules-environment.ts';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesEnvironment('demo-quiz-rules');
});
afterAll(() => env.cleanup());

const seen = Timestamp.fromMillis(Date.UTC(2030, 0, 1));
const player = (slot: number) => ({
  slot,
  name: `P${slot}`,
  image: '',
  answers: [],
  correctAnswers: 0,
  points: 0,
  state: 'playing',
  lastSeen: seen,
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, 'users/alice'), { name: 'Alice', coins: 10 });
    await setDoc(doc(db, 'users/bob'), { name: 'Bob', coins: 10 });
    await setDoc(doc(db, 'rooms/r1'), { type: 'friend', status: 'started', ownerUid: 'alice', questionIds: ['q1'] });
    await setDoc(doc(db, 'rooms/r1/players/alice'), player(1));
    await setDoc(doc(db, 'rooms/r1/players/bob'), player(2));
    await setDoc(doc(db, 'rooms/r2'), { type: 'friend', status: 'waiting', ownerUid: 'carol' });
    await setDoc(doc(db, 'rooms/r2/players/carol'), player(1));
    await setDoc(doc(db, 'rooms/r1/seats/bob'), { orderSeed: 'secret' });
    await setDoc(doc(db, 'questions/q1'), { question: 'Q?', options: ['A', 'B'], answer: 'a' });
    await setDoc(doc(db, 'roomCodes/ABC234'), { roomId: 'r2' });
    await setDoc(doc(db, 'matchQueues/all--1'), { waiting: { uid: 'bob', since: 0 } });
    await setDoc(doc(db, 'matchTickets/bob'), { roomId: 'r1', bucket: null });
    await setDoc(doc(db, 'users/alice/coinHistory/welcome_bonus'), { coins: 10 });
    await setDoc(doc(db, 'users/alice/stats/summary'), { random_win_streak: 2 });
    await setDoc(doc(db, 'users/alice/stats/battles'), { won: 2 });
    await setDoc(doc(db, 'users/alice/pairing/fairPlay'), { foulPlay: true, right_percent: 98, median_ms: 420 });
    await setDoc(doc(db, 'users/alice/inbox/badge_dashing_debut'), { kind: 'badge', params: {}, read: false });
    await setDoc(doc(db, 'users/alice/invites/r2'), {
      roomId: 'r2',
      code: 'ABC234',
      fromUid: 'bob',
      fromName: 'Bob',
      entryFee: 5,
    });
    await setDoc(doc(db, 'config/system'), { battle_entry_fee: 5 });
    await setDoc(doc(db, 'auditLog/a1'), {
      actor_uid: 'op',
      action: 'settle_payment_request',
      target: 'pr1',
      before: '{}',
      after: '{}',
    });
    await setDoc(doc(db, 'paymentRequests/pr1'), { uid: 'alice', status: 'pending', coin_used: 100 });
    await setDoc(doc(db, 'operators/op'), { audit_id: 'a1', granted_by: 'command:operator:grant' });
  });
});

const as = (uid: string | null): Firestore =>
  (uid ? env.authenticatedContext(uid) : env.unauthenticatedContext()).firestore() as unknown as Firestore;
const heartbeat = (db: Firestore, path: string) => updateDoc(doc(db, path), { lastSeen: serverTimestamp() });

describe('users/{uid}', () => {
  it('the owner reads their own record; nobody else does', async () => {
    await assertSucceeds(getDoc(doc(as('alice'), 'users/alice')));
    await assertFails(getDoc(doc(as('bob'), 'users/alice')));
    await assertFails(getDoc(doc(as(null), 'users/alice')));
  });

  it('nobody writes it, not even the owner', async () => {
    await assertSucceeds(getDoc(doc(as('alice'), 'users/alice')));
    await assertFails(updateDoc(doc(as('alice'), 'users/alice'), { coins: 1000 }));
    await assertFails(setDoc(doc(as('dave'), 'users/dave'), { coins: 1000 }));
    await assertFails(deleteDoc(doc(as('alice'), 'users/alice')));
  });

  it("the owner's ledger is closed too", async () => {
    await assertSucceeds(getDoc(doc(as('alice'), 'users/alice')));
    await assertFails(getDoc(doc(as('alice'), 'users/alice/coinHistory/welcome_bonus')));
    await assertFails(setDoc(doc(as('alice'), 'users/alice/coinHistory/gift'), { coins: 100 }));
  });

  it('the foul-play flag pairing reads is closed: its owner neither reads, clears, rewrites nor deletes it', async () => {
    const flag = 'users/alice/pairing/fairPlay';
    await assertSucceeds(getDoc(doc(as('alice'), 'users/alice')));
    await assertFails(getDoc(doc(as('alice'), flag)));
    await assertFails(updateDoc(doc(as('alice'), flag), { foulPlay: false }));
    await assertFails(setDoc(doc(as('alice'), flag), { foulPlay: false, clearedAt: serverTimestamp() }));
    await assertFails(deleteDoc(doc(as('alice'), flag)));
    await assertFails(setDoc(doc(as('bob'), 'users/bob/pairing/fairPlay'), { foulPlay: false }));
  });

  it('the owner reads their stats summary (the win streak), writes nothing there, and nobody else reads it', async () => {
    await assertSucceeds(getDoc(doc(as('alice'), 'users/alice/stats/summary')));
    await assertFails(getDoc(doc(as('bob'), 'users/alice/stats/summary')));
    await assertFails(getDoc(doc(as(null), 'users/alice/stats/summary')));
    await assertFails(setDoc(doc(as('alice'), 'users/alice/stats/summary'), { random_win_streak: 50 }));
    await assertFails(getDoc(doc(as('alice'), 'users/alice/stats/battles')));
  });

  it('the owner lists their notifications and marks none read themselves; nobody else sees them', async () => {
    await assertSucceeds(getDocs(query(collection(as('alice'), 'users/alice/inbox'), where('read', '==', false))));
    await assertFails(getDocs(collection(as('bob'), 'users/alice/inbox')));
    await assertFails(getDoc(doc(as(null), 'users/alice/inbox/badge_dashing_debut')));
    await assertFails(updateDoc(doc(as('alice'), 'users/alice/inbox/badge_dashing_debut'), { read: true }));
    await assertFails(
      setDoc(doc(as('alice'), 'users/alice/inbox/gift'), {
        kind: 'contest_prize',
        params: { coins: 1000 },
        read: false,
      }),
    );
  });

  it('the recipient lists their invitations; nobody else reads them, and nobody writes one', async () => {
    await assertSucceeds(getDocs(collection(as('alice'), 'users/alice/invites')));
    await assertSucceeds(getDoc(doc(as('alice'), 'users/alice/invites/r2')));
    await assertFails(getDocs(collection(as('bob'), 'users/alice/invites')));
    await assertFails(getDoc(doc(as('bob'), 'users/alice/invites/r2')));
    await assertFails(getDoc(doc(as(null), 'users/alice/invites/r2')));
    // a forged invitation (a free seat, a fee of 0) or one slipped into a friend's list
    await assertFails(
      setDoc(doc(as('bob'), 'users/alice/invites/r9'), {
        roomId: 'r9',
        code: 'ZZZ234',
        fromName: 'Admin',
        entryFee: 0,
      }),
    );
    await assertFails(
      setDoc(doc(as('alice'), 'users/alice/invites/r9'), {
        roomId: 'r9',
        code: 'ZZZ234',
        fromName: 'Admin',
        entryFee: 0,
      }),
    );
    await assertFails(updateDoc(doc(as('alice'), 'users/alice/invites/r2'), { entryFee: 0 }));
    await assertFails(deleteDoc(doc(as('alice'), 'users/alice/invites/r2')));
  });
});

describe('rooms/{roomId}', () => {
  it('members read the room; non-members and visitors do not', async () => {
    await assertSucceeds(getDoc(doc(as('alice'), 'rooms/r1')));
    await assertSucceeds(getDoc(doc(as('bob'), 'rooms/r1')));
    await assertFails(getDoc(doc(as('carol'), 'rooms/r1')));
    await assertFails(getDoc(doc(as(null), 'rooms/r1')));
  });

  it('nobody lists rooms', async () => {
    await assertSucceeds(getDoc(doc(as('alice'), 'rooms/r1')));
    await assertFails(getDocs(collection(as('alice'), 'rooms')));
  });

  it('members cannot write the room: status, result, a new room, a deletion', async () => {
    await assertSucceeds(getDoc(doc(as('alice'), 'rooms/r1')));
    await assertFails(updateDoc(doc(as('alice'), 'rooms/r1'), { status: 'finished' }));
    await assertFails(updateDoc(doc(as('alice'), 'rooms/r1'), { winnerUids: ['alice'] }));
    await assertFails(setDoc(doc(as('alice'), 'rooms/mine'), { ownerUid: 'alice', status: 'waiting' }));
    await assertFails(deleteDoc(doc(as('alice'), 'rooms/r1')));
  });
});

describe('rooms/{roomId}/players/{uid}', () => {
  it('members read every player of their room, as a list and one by one; others read none', async () => {
    await assertSucceeds(getDocs(collection(as('alice'), 'rooms/r1/players')));
    await assertSucceeds(getDoc(doc(as('alice'), 'rooms/r1/players/bob')));
    await assertFails(getDocs(collection(as('carol'), 'rooms/r1/players')));
    await assertFails(getDoc(doc(as('carol'), 'rooms/r1/players/bob')));
    await assertFails(getDocs(collection(as(null), 'rooms/r1/players')));
  });

  it("a player writes their own lastSeen as the request's time", async () => {
    await assertSucceeds(heartbeat(as('alice'), 'rooms/r1/players/alice'));
    await assertFails(
      updateDoc(doc(as('alice'), 'rooms/r1/players/alice'), { lastSeen: Timestamp.fromMillis(Date.UTC(2099, 0, 1)) }),
    );
  });

  it('with the heartbeat, whether their lobby page is open: a yes or a no, nothing else', async () => {
    const mine = doc(as('alice'), 'rooms/r1/players/alice');
    await assertSucceeds(updateDoc(mine, { lastSeen: serverTimestamp(), inLobby: true }));
    await assertSucceeds(updateDoc(mine, { lastSeen: serverTimestamp(), inLobby: false }));
    await assertFails(updateDoc(mine, { lastSeen: serverTimestamp(), inLobby: 'yes' }));
    await assertFails(updateDoc(mine, { inLobby: true }));
    await assertFails(
      updateDoc(doc(as('bob'), 'rooms/r1/players/alice'), { lastSeen: serverTimestamp(), inLobby: false }),
    );
  });

  it("nobody writes another player's lastSeen", async () => {
    await assertSucceeds(heartbeat(as('bob'), 'rooms/r1/players/bob'));
    await assertFails(heartbeat(as('alice'), 'rooms/r1/players/bob'));
    await assertFails(heartbeat(as(null), 'rooms/r1/players/bob'));
  });

  it('no other field of their own document: points, answers, state, even next to lastSeen', async () => {
    await assertSucceeds(heartbeat(as('alice'), 'rooms/r1/players/alice'));
    const mine = doc(as('alice'), 'rooms/r1/players/alice');
    await assertFails(updateDoc(mine, { points: 100 }));
    await assertFails(updateDoc(mine, { lastSeen: serverTimestamp(), points: 100 }));
    await assertFails(updateDoc(mine, { answers: [{ questionId: 'q1', correct: true, points: 6, ms: 1 }] }));
    await assertFails(updateDoc(mine, { state: 'finished' }));
  });

  it('no seat by writing: a player document cannot be created, replaced or deleted by its player', async () => {
    await assertSucceeds(heartbeat(as('alice'), 'rooms/r1/players/alice'));
    await assertFails(setDoc(doc(as('dave'), 'rooms/r2/players/dave'), { ...player(2), lastSeen: serverTimestamp() }));
    await assertFails(
      setDoc(doc(as('alice'), 'rooms/r1/players/alice'), { ...player(1), points: 99, lastSeen: serverTimestamp() }),
    );
    await assertFails(deleteDoc(doc(as('alice'), 'rooms/r1/players/alice')));
  });
});

describe('an asynchronous challenge (rooms of type async)', () => {
  const seed = (status: string) =>
    env.withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore();
      await setDoc(doc(db, 'rooms/c1'), { type: 'async', status, ownerUid: 'alice', questionIds: ['q1'] });
      await setDoc(doc(db, 'rooms/c1/players/alice'), {
        ...player(1),
        answers: [{ questionId: 'q1', correct: true, points: 6, ms: 900 }],
      });
      await setDoc(doc(db, 'rooms/c1/players/bob'), player(2));
      await setDoc(doc(db, 'users/bob/challenges/c1'), { roomId: 'c1', fromUid: 'alice', turn: 'mine' });
    });

  it("while it is played, each seat reads only its own: the friend never sees the challenger's answers", async () => {
    await seed('started');
    await assertSucceeds(getDoc(doc(as('bob'), 'rooms/c1')));
    await assertSucceeds(getDoc(doc(as('bob'), 'rooms/c1/players/bob')));
    await assertFails(getDoc(doc(as('bob'), 'rooms/c1/players/alice')));
    await assertFails(getDocs(collection(as('bob'), 'rooms/c1/players')));
    await assertFails(getDoc(doc(as('alice'), 'rooms/c1/players/bob')));
  });

  it('once it is finished both read both seats (the same result)', async () => {
    await seed('finished');
    await assertSucceeds(getDocs(collection(as('bob'), 'rooms/c1/players')));
    await assertSucceeds(getDoc(doc(as('bob'), 'rooms/c1/players/alice')));
    await assertFails(getDocs(collection(as('carol'), 'rooms/c1/players')));
  });

  it('a player lists their own challenges; nobody else reads them, nobody writes one', async () => {
    await seed('started');
    await assertSucceeds(getDocs(collection(as('bob'), 'users/bob/challenges')));
    await assertFails(getDocs(collection(as('alice'), 'users/bob/challenges')));
    await assertFails(getDoc(doc(as(null), 'users/bob/challenges/c1')));
    await assertFails(updateDoc(doc(as('bob'), 'users/bob/challenges/c1'), { turn: 'done' }));
    await assertFails(setDoc(doc(as('bob'), 'users/bob/challenges/c2'), { roomId: 'c2', turn: 'mine' }));
  });
});

describe('matchTickets/{uid}', () => {
  it('the searching player reads their own ticket (to learn of a pairing at once); nobody else does, nobody writes', async () => {
    await assertSucceeds(getDoc(doc(as('bob'), 'matchTickets/bob')));
    await assertFails(getDoc(doc(as('alice'), 'matchTickets/bob')));
    await assertFails(getDoc(doc(as(null), 'matchTickets/bob')));
    await assertFails(setDoc(doc(as('bob'), 'matchTickets/bob'), { roomId: 'r2', bucket: null }));
    await assertFails(getDocs(collection(as('bob'), 'matchTickets')));
  });
});

describe('everything else is the API’s', () => {
  // a seat's secret option order: not even its own player reads it
  const closed = ['questions/q1', 'rooms/r1/seats/bob', 'roomCodes/ABC234', 'matchQueues/all--1', 'config/system'];

  it.each(closed)('%s: no read and no write, even for a member of a room', async (path) => {
    await assertSucceeds(getDoc(doc(as('bob'), 'rooms/r1')));
    await assertFails(getDoc(doc(as('bob'), path)));
    await assertFails(setDoc(doc(as('bob'), path), { changed: true }));
    await assertFails(getDoc(doc(as(null), path)));
  });

  it("no member lists a room's seats", async () => {
    await assertFails(getDocs(collection(as('bob'), 'rooms/r1/seats')));
  });
});

describe("the operator console is the API's too", () => {
  // an operator's claim opens nothing here: the console reads and writes through admin actions
  const operator = () => env.authenticatedContext('op', { operator: true }).firestore() as unknown as Firestore;

  it.each(['auditLog/a1', 'paymentRequests/pr1', 'operators/op'])(
    '%s: no read, no write, no list, for a player, a visitor or an operator',
    async (path) => {
      for (const db of [as('alice'), as(null), operator()]) {
        await assertFails(getDoc(doc(db, path)));
        await assertFails(setDoc(doc(db, path), { after: 'forged' }));
        await assertFails(deleteDoc(doc(db, path)));
        await assertFails(getDocs(collection(db, path.split('/')[0]!)));
      }
    },
  );
});

describe('friends, friend requests, blocks and presence', () => {
  beforeEach(() =>
    env.withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore();
      await setDoc(doc(db, 'users/alice/friends/bob'), { uid: 'bob', name: 'Bob', since: seen });
      await setDoc(doc(db, 'users/bob/friends/alice'), { uid: 'alice', name: 'Alice', since: seen });
      await setDoc(doc(db, 'users/alice/friendRequests/carol'), {
        uid: 'carol',
        name: 'Carol',
        direction: 'in',
        since: seen,
      });
      await setDoc(doc(db, 'users/alice/blocks/dave'), { uid: 'dave', since: seen });
      await setDoc(doc(db, 'users/carol'), { name: 'Carol', coins: 10, appear_offline: true });
      await setDoc(doc(db, 'presence/bob'), { lastSeen: seen, place: 'online' });
      await setDoc(doc(db, 'presence/carol'), { lastSeen: seen, place: 'online' });
    }),
  );

  it.each(['friends', 'friendRequests', 'blocks'])(
    'users/{uid}/%s: the owner lists theirs; nobody else reads them, nobody writes',
    async (list) => {
      await assertSucceeds(getDocs(collection(as('alice'), `users/alice/${list}`)));
      await assertFails(getDocs(collection(as('bob'), `users/alice/${list}`)));
      await assertFails(getDocs(collection(as(null), `users/alice/${list}`)));
      // a forged friendship (to read someone's presence) or a request that skips the API
      await assertFails(
        setDoc(doc(as('alice'), `users/alice/${list}/eve`), { uid: 'eve', name: 'Eve', direction: 'in', since: seen }),
      );
      await assertFails(
        setDoc(doc(as('eve'), `users/alice/${list}/eve`), { uid: 'eve', name: 'Eve', direction: 'in', since: seen }),
      );
      await assertFails(
        setDoc(doc(as('eve'), `users/eve/${list}/alice`), { uid: 'alice', name: 'Alice', since: seen }),
      );
    },
  );

  it("a friend's presence is read by their friends and themselves; nobody else, and never as a list", async () => {
    await assertSucceeds(getDoc(doc(as('alice'), 'presence/bob')));
    await assertSucceeds(getDoc(doc(as('bob'), 'presence/bob')));
    await assertFails(getDoc(doc(as('carol'), 'presence/bob')));
    await assertFails(getDoc(doc(as(null), 'presence/bob')));
    await assertFails(getDocs(collection(as('alice'), 'presence')));
  });

  it('a player beats only their own presence, at the request time, online or in a battle: nothing else', async () => {
    await assertSucceeds(setDoc(doc(as('alice'), 'presence/alice'), { lastSeen: serverTimestamp(), place: 'online' }));
    await assertSucceeds(setDoc(doc(as('alice'), 'presence/alice'), { lastSeen: serverTimestamp(), place: 'battle' }));
    await assertFails(setDoc(doc(as('alice'), 'presence/bob'), { lastSeen: serverTimestamp(), place: 'online' }));
    await assertFails(
      setDoc(doc(as('alice'), 'presence/alice'), {
        lastSeen: Timestamp.fromMillis(Date.UTC(2040, 0, 1)),
        place: 'online',
      }),
    );
    await assertFails(
      setDoc(doc(as('alice'), 'presence/alice'), { lastSeen: serverTimestamp(), place: 'playing chess' }),
    );
    await assertFails(
      setDoc(doc(as('alice'), 'presence/alice'), { lastSeen: serverTimestamp(), place: 'online', coins: 5 }),
    );
    await assertSucceeds(deleteDoc(doc(as('alice'), 'presence/alice')));
    await assertFails(deleteDoc(doc(as('alice'), 'presence/bob')));
  });

  it('a player who chose to appear offline beats no presence', async () => {
    await assertFails(setDoc(doc(as('carol'), 'presence/carol'), { lastSeen: serverTimestamp(), place: 'online' }));
    await assertSucceeds(deleteDoc(doc(as('carol'), 'presence/carol')));
  });
});
