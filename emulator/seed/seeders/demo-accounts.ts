// Three demo players who can sign in with email and password, with coins, coin history, badges,
// statistics and leaderboard places, and 20 more players so the leaderboards are not empty; and a
// demo operator who opens the console under /admin.
import { getAuth } from 'firebase-admin/auth';
import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { commandActor } from '../../../server/admin/audit.ts';
import { isOperator, setOperator } from '../../../server/admin/operators.ts';
import { boardEntries, boardIds, dayKey, playDays, statsSummaryRef } from '../../../server/economy/awards.ts';
import { badgesOf } from '../../../server/economy/badges.ts';
import { coinHistory } from '../../../server/economy/ledger.ts';
import { adminApp } from '../../../server/firebase.ts';
import { userRef, type UserDoc } from '../../../server/users/user-doc.ts';
import { writeAll } from './write-all.ts';

export const demoAccounts = [
  {
    uid: 'demo-player',
    email: 'demo@quiz.local',
    password: 'demo1234',
    name: 'Demo Player',
    referCode: 'DEMPLAYR',
    score: 1240,
  },
  {
    uid: 'rival-player',
    email: 'rival@quiz.local',
    password: 'demo1234',
    name: 'Rival Player',
    referCode: 'RVALPLAY',
    score: 1580,
  },
  {
    uid: 'friend-player',
    email: 'friend@quiz.local',
    password: 'demo1234',
    name: 'Friend Player',
    referCode: 'FRNDPLAY',
    score: 760,
  },
];

export const operatorAccount = {
  uid: 'demo-operator',
  email: 'operator@quiz.local',
  password: 'demo1234',
  name: 'Quiz Operator',
};

const otherPlayers = [
  'Amira Haddad',
  'Lucas Martin',
  'Sofia Rossi',
  'Kenji Tanaka',
  'Priya Sharma',
  'Omar Farouk',
  'Emma Schulz',
  'Mateo García',
  'Chloé Dubois',
  'Noah Williams',
  'Layla Nasser',
  'Arjun Mehta',
  'Hana Kim',
  'Yusuf Demir',
  'Olivia Brown',
  'Diego Silva',
  'Fatima Zahra',
  "Liam O'Connor",
  'Mei Chen',
  'Youssef Benali',
];

/** Every demo player's coin history; it adds up to their 500 coins. */
const history: [type: string, title: string, coins: number, daysAgo: number][] = [
  ['welcome_bonus', 'Welcome bonus', 10, 30],
  ['referral', 'A friend joined with your code', 100, 28],
  ['quiz_zone', 'Quiz Zone: Science, level 1', 4, 27],
  ['quiz_zone', 'Quiz Zone: Science, level 2', 4, 25],
  ['lifeline', 'Lifeline: 50/50', -4, 25],
  ['quiz_zone', 'Quiz Zone: History, level 1', 4, 21],
  ['battle_fee', '1 v/s 1 Battle entry fee', -5, 20],
  ['battle_win', '1 v/s 1 Battle won', 10, 20],
  ['daily_quiz', 'Daily Quiz', 4, 18],
  ['contest_prize', 'Contest prize: Weekend Sprint, rank 1', 500, 15],
  ['badge_reward', 'Badge reward: dashing_debut', 10, 14],
  ['redeem', 'Redeem request (paypal)', -150, 12],
  ['battle_fee', 'Group Battle entry fee', -5, 9],
  ['battle_win', 'Group Battle won', 15, 9],
  ['guess_the_word_hint', 'Guess The Word hint', -2, 6],
  ['quiz_zone', 'Quiz Zone: Geography, level 1', 4, 4],
  ['battle_fee', '1 v/s 1 Battle entry fee', -5, 3],
  ['battle_win', '1 v/s 1 Battle won', 10, 3],
  ['lifeline', 'Lifeline: audience poll', -4, 2],
];

const badges: Record<string, Record<string, 1 | 2>> = {
  'demo-player': { dashing_debut: 2, combat_winner: 1, brainiac: 1, super_sonic: 1 },
  'rival-player': { dashing_debut: 1, combat_winner: 2, quiz_warrior: 1 },
  'friend-player': { dashing_debut: 1 },
};

const categories = {
  science: { answered: 40, correct: 33 },
  history: { answered: 35, correct: 21 },
  geography: { answered: 30, correct: 24 },
  sports: { answered: 25, correct: 14 },
  technology: { answered: 30, correct: 25 },
  'general-knowledge': { answered: 20, correct: 14 },
};

const dayMs = 86_400_000;

/** A demo account's record: signed up by email, active. */
const demoUser = (
  a: { uid: string; email: string; name: string },
  referCode: string,
  figures: Pick<UserDoc, 'coins' | 'coins_earned' | 'all_time_score' | 'date_registered'>,
): UserDoc => ({
  firebase_id: a.uid,
  name: a.name,
  email: a.email,
  mobile: '',
  profile: '',
  type: 'email',
  fcm_id: '',
  refer_code: referCode,
  friends_code: '',
  status: 1,
  web_language: '',
  ...figures,
});

async function ensureAuthUser(a: { uid: string; email: string; password: string; name: string }) {
  const auth = getAuth(adminApp());
  const fields = { email: a.email, password: a.password, displayName: a.name, emailVerified: true };
  await auth.createUser({ uid: a.uid, ...fields }).catch(async (err: { code?: string }) => {
    if (err.code !== 'auth/uid-already-exists') throw err;
    await auth.updateUser(a.uid, fields);
  });
}

export async function seedDemoAccounts(db: Firestore, now: Date): Promise<number> {
  const ago = (days: number, minutes = 0) => new Date(now.getTime() - days * dayMs - minutes * 60_000);
  const boards = boardIds(now);
  const docs: [DocumentReference, object][] = [];
  const entry = (uid: string, name: string, score: number, minutesAgo: number) => {
    const e = { uid, name, profile: '', updatedAt: ago(0, minutesAgo) };
    docs.push([boardEntries(db, boards.global).doc(uid), { ...e, score }]);
    docs.push([boardEntries(db, boards.monthly).doc(uid), { ...e, score: Math.round(score / 4) }]);
    docs.push([boardEntries(db, boards.daily).doc(uid), { ...e, score: Math.round(score / 40) * 4 }]);
  };

  for (const a of demoAccounts) {
    await ensureAuthUser(a);
    const user = demoUser(a, a.referCode, {
      coins: history.reduce((sum, h) => sum + h[2], 0),
      coins_earned: history.reduce((sum, h) => sum + Math.max(0, h[2]), 0),
      all_time_score: a.score,
      date_registered: Timestamp.fromDate(ago(30)),
    });
    docs.push([userRef(db, a.uid), user]);
    history.forEach(([type, title, coins, days], i) => {
      const key = `seed_${String(i + 1).padStart(2, '0')}`;
      docs.push([coinHistory(db, a.uid).doc(key), { type, title, coins, status: coins >= 0 ? 0 : 1, date: ago(days) }]);
    });
    docs.push([
      db.collection('paymentRequests').doc(`seed-${a.uid}`),
      {
        uid: a.uid,
        payment_type: 'paypal',
        payment_address: a.email,
        payment_amount: 15,
        coin_used: 150,
        details: '',
        status: 'completed',
        date: ago(12),
      },
    ]);
    for (const [type, status] of Object.entries(badges[a.uid] ?? {})) {
      docs.push([badgesOf(db, a.uid).doc(type), { type, status, unlockedAt: ago(14) }]);
    }
    docs.push([
      statsSummaryRef(db, a.uid),
      { questions_answered: 180, correct_answers: 131, categories, random_win_streak: 0 },
    ]);
    docs.push([
      db.collection('users').doc(a.uid).collection('stats').doc('battles'),
      { won: 7, lost: 4, drawn: 1, played: 12 },
    ]);
    for (const days of [1, 2, 3]) docs.push([playDays(db, a.uid).doc(dayKey(ago(days))), { played: true }]);
    entry(a.uid, a.name, a.score, 30);
  }
  otherPlayers.forEach((name, i) =>
    entry(`seed-player-${String(i + 1).padStart(2, '0')}`, name, 2400 - i * 110, i * 7),
  );
  return writeAll(db, docs);
}

/** The demo operator: an account with the operator role and no place on the leaderboards. Idempotent. */
export async function seedDemoOperator(db: Firestore, now: Date): Promise<number> {
  const a = operatorAccount;
  await ensureAuthUser(a);
  const services = { db, auth: getAuth(adminApp()) };
  // granted as the command grants it, with its audit record; once, though every start seeds it
  if (!(await isOperator(services, a.uid))) await setOperator(services, a.email, true, commandActor('seed'), now);
  const ref = userRef(db, a.uid);
  if ((await ref.get()).exists) return 0;
  const user = demoUser(a, 'OPERATOR', {
    coins: 0,
    coins_earned: 0,
    all_time_score: 0,
    date_registered: Timestamp.fromDate(now),
  });
  await ref.set(user);
  return 1;
}
