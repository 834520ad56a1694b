// Badges (docs/economy.md): checkBadges runs after the award transaction of a play (or a referral, or
// a contest result), decides which badges that event earns and unlocks them once.
// users/{uid}/badges/{type}: { type, status, unlockedAt }; status 0 locked, 1 unlocked, 2 reward claimed.
// elite, big thing, streak, thirsty, ultimate player and power elite are re-checked on every event.
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { type SystemConfig } from '../../contract/settings.ts';
import { loadSystemConfig } from '../system-config.ts';
import { boardEntries, dayKey, monthKey, playDays, statsSummaryRef } from './awards.ts';
import { tellPlayer } from './inbox.ts';
import type { RoomType } from '../../machines/battle-types.ts';
import { badgeTypes, type BadgeType } from '../../contract/actions/badges.ts';

export const badgeStatus = { locked: 0, unlocked: 1, claimed: 2 } as const;

export type BadgeEvent =
  | {
      kind: 'quiz';
      mode: string;
      total: number;
      correct: number;
      allWithin5s: boolean;
      underHalfTime: boolean;
      daily: boolean;
    }
  | { kind: 'battle'; battle: RoomType; won: boolean; vsBot: boolean }
  | { kind: 'contest'; rank: number }
  | { kind: 'referral' }
  | { kind: 'coins' };

export const badgesOf = (db: Firestore, uid: string) => db.collection('users').doc(uid).collection('badges');

const dayMs = 86_400_000;

/** How many days in a row, ending today, the player played, and played the daily quiz. */
async function daysInARow(db: Firestore, uid: string, now: Date, look: number) {
  const since = dayKey(new Date(now.getTime() - (look - 1) * dayMs));
  const snap = await playDays(db, uid).where(FieldPath.documentId(), '>=', since).get();
  const days = new Map(snap.docs.map((d) => [d.id, d.get('daily') === true]));
  const run = (counts: (day: string) => boolean) => {
    let n = 0;
    while (n < look && counts(dayKey(new Date(now.getTime() - n * dayMs)))) n++;
    return n;
  };
  return { played: run((day) => days.has(day)), daily: run((day) => days.get(day) === true) };
}

/** Counts this random battle in the player's win streak (a loss or draw resets it); returns the streak. */
async function countRandomBattle(db: Firestore, uid: string, won: boolean): Promise<number> {
  const ref = statsSummaryRef(db, uid);
  return db.runTransaction(async (tx) => {
    const streak = won ? (((await tx.get(ref)).get('random_win_streak') as number | undefined) ?? 0) + 1 : 0;
    tx.set(ref, { random_win_streak: streak }, { merge: true });
    return streak;
  });
}

async function wonLastMonth(db: Firestore, uid: string, now: Date): Promise<boolean> {
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const top = await boardEntries(db, `monthly-${monthKey(lastMonth)}`)
    .orderBy('score', 'desc')
    .orderBy('updatedAt')
    .limit(1)
    .get();
  return top.docs[0]?.id === uid;
}

async function earnedBy(
  db: Firestore,
  uid: string,
  event: BadgeEvent,
  now: Date,
  c: SystemConfig,
): Promise<BadgeType[]> {
  const earned: BadgeType[] = [];
  switch (event.kind) {
    case 'quiz': {
      earned.push('dashing_debut');
      if (event.total >= c.badge_min_questions) {
        const mostlyRight = event.correct * 100 >= event.total * c.speed_badge_percentage;
        if (mostlyRight && event.allWithin5s) earned.push('super_sonic');
        if (mostlyRight && event.underHalfTime) earned.push('flashback');
        if (event.correct === event.total) earned.push('brainiac');
      }
      if (event.daily) await playDays(db, uid).doc(dayKey(now)).set({ played: true, daily: true }, { merge: true });
      break;
    }
    case 'battle': {
      if (event.vsBot) return []; // bot battles count for nothing
      if (event.battle === 'random' && (await countRandomBattle(db, uid, event.won)) >= c.win_streak_badge)
        earned.push('quiz_warrior');
      if (event.won) earned.push(event.battle === 'group' ? 'clash_winner' : 'combat_winner');
      break;
    }
    case 'contest':
      if (event.rank === 1) earned.push('most_wanted_winner');
      break;
    case 'referral': {
      const referred = await db.collection('users').doc(uid).collection('referrals').count().get();
      if (referred.data().count > c.sharing_caring_referrals) earned.push('sharing_caring');
      break;
    }
    case 'coins':
      break;
  }
  const [user, summary, days, monthly] = await Promise.all([
    db.collection('users').doc(uid).get(),
    statsSummaryRef(db, uid).get(),
    daysInARow(db, uid, now, Math.max(c.streak_days, c.thirsty_days)),
    wonLastMonth(db, uid, now),
  ]);
  if (((user.get('coins_earned') as number | undefined) ?? 0) > c.elite_coins_earned) earned.push('elite');
  if (((summary.get('correct_answers') as number | undefined) ?? 0) >= c.big_thing_correct_answers)
    earned.push('big_thing');
  if (days.played >= c.streak_days) earned.push('streak');
  if (days.daily >= c.thirsty_days) earned.push('thirsty');
  if (monthly) earned.push('ultimate_player');
  return earned;
}

/** Unlocks the badges this event earns; returns the types newly unlocked. Idempotent. */
export async function checkBadges(
  db: Firestore,
  uid: string,
  event: BadgeEvent,
  now: Date,
  known?: SystemConfig,
): Promise<string[]> {
  const config = known ?? (await loadSystemConfig(db));
  const earned = await earnedBy(db, uid, event, now, config);
  if (earned.length === 0) return [];
  return db.runTransaction(async (tx) => {
    // by id, never a query: a transaction locks what it reads (docs/architecture.md, "Transactions under load")
    const snaps = await tx.getAll(...badgeTypes.map((t) => badgesOf(db, uid).doc(t)));
    const unlocked = new Set(
      snaps.filter((d) => ((d.get('status') as number | undefined) ?? 0) >= badgeStatus.unlocked).map((d) => d.id),
    );
    const fresh = [...new Set(earned)].filter((t) => !unlocked.has(t));
    for (const t of fresh) unlocked.add(t);
    const others = [...unlocked].filter((t) => t !== 'power_elite').length;
    if (others > config.power_elite_badges && !unlocked.has('power_elite')) fresh.push('power_elite');
    for (const type of fresh) {
      tx.set(badgesOf(db, uid).doc(type), { type, status: badgeStatus.unlocked, unlockedAt: now });
      tellPlayer(tx, db, uid, `badge_${type}`, { kind: 'badge', params: { badge: type } }, now);
    }
    return fresh;
  });
}
