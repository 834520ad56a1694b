// Rate limits per player and per address (429 with Retry-After), declared on an action
// (`limits: ['signup']`) and checked by the app after authentication, before the handler.
//
// Where money is involved (sign-ups and referrals, payment requests) a limit holds across every
// API instance: a window of `max` slot documents per rule and key (rateLimits/{id}), each made at
// most once, one taken before the request goes on. The answer actions are a
// battle's hot path, so their limit is a per-instance flood guard in memory (N instances allow N
// times the rate): what an answer earns is decided by the server's grading, not by this limit.
import { createHash } from 'node:crypto';
import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { tooMany } from './errors.ts';
import { grpcStatus, hasStatus } from './grpc-status.ts';
import type { SystemConfig } from '../contract/settings.ts';

interface Rule {
  by: 'player' | 'address';
  windowMs: number;
  /** The system configuration key holding how many requests a window allows. */
  max: keyof SystemConfig;
  shared: boolean;
  /** Counts only requests this is true of (e.g. sign-ups that carry a friend's code). */
  when?: (input: Record<string, unknown>) => boolean;
}

const minute = 60_000;
export const rateRules = {
  signup: { by: 'address', windowMs: 10 * minute, max: 'rate_limit_signups', shared: true },
  // a friend's code, or an invite link (its room's owner is paid as a referrer)
  referral: {
    by: 'address',
    windowMs: 10 * minute,
    max: 'rate_limit_referrals',
    shared: true,
    when: (input) => !!input.friends_code || !!input.room_code,
  },
  payment: { by: 'player', windowMs: 60 * minute, max: 'rate_limit_payments', shared: true },
  payment_address: { by: 'address', windowMs: 60 * minute, max: 'rate_limit_payments_per_address', shared: true },
  answers: { by: 'player', windowMs: 10_000, max: 'rate_limit_answers', shared: false },
} satisfies Record<string, Rule>;
export type RateRule = keyof typeof rateRules;

export interface Caller {
  uid: string;
  address: string;
  input: Record<string, unknown>;
  now: Date;
}

/** Throws 429 when any of these rules is over its limit for this caller; counts the request otherwise. */
export async function checkRateLimits(
  db: Firestore,
  config: SystemConfig,
  rules: readonly RateRule[],
  caller: Caller,
): Promise<void> {
  for (const name of rules) {
    const rule: Rule = rateRules[name];
    if (rule.when && !rule.when(caller.input)) continue;
    const who = rule.by === 'player' ? caller.uid : caller.address;
    const max = Number(config[rule.max]);
    const { key, windowStart, retryAfter } = windowOf(name, who, rule.windowMs, caller.now);
    const allowed = rule.shared
      ? await takeSlot(db, key, max, windowStart + rule.windowMs)
      : countInMemory(key, max, windowStart);
    if (!allowed) throw tooMany('too_many_requests', retryAfter);
  }
}

/** The window of a rule and key that `now` falls in: its slot key (the key hashed), its start and the seconds left. */
function windowOf(name: string, who: string, windowMs: number, now: Date) {
  const windowStart = Math.floor(now.getTime() / windowMs) * windowMs;
  const retryAfter = Math.max(1, Math.ceil((windowStart + windowMs - now.getTime()) / 1000));
  return {
    key: `${name}:${createHash('sha256').update(who).digest('hex').slice(0, 32)}:${windowStart}`,
    windowStart,
    retryAfter,
  };
}

/**
 * Takes one of the window's `max` slots (rateLimits/{key}:{n}), each a document that create()
 * makes at most once: however many race, exactly min(requests, max) pass. The slots taken are
 * counted first; a request that loses the race for a slot tries the next. Slots are never freed
 * within their window, so a request that finds every slot from the count up to `max` taken knows
 * all `max` went to others. No transaction: racing requests from one address would collide in it.
 */
async function takeSlot(db: Firestore, key: string, max: number, windowEnd: number): Promise<boolean> {
  const slots = db.collection('rateLimits');
  // expireAt: a TTL policy removes spent windows in production
  const slot = { window: key, expireAt: Timestamp.fromMillis(windowEnd + 60 * minute) };
  for (let n = (await slots.where('window', '==', key).count().get()).data().count; n < max; n++) {
    try {
      await slots.doc(`${key}:${n}`).create(slot);
      return true;
    } catch (err) {
      if (!hasStatus(err, grpcStatus.alreadyExists)) throw err;
    }
  }
  return false;
}

/**
 * Limits that count only some outcomes of a request (a wrong exam key, not a right one). A slot is
 * held before the request is judged, so racing requests cannot pass the limit between a check and
 * a count, and given back when the outcome does not count: at any moment the slots held are the
 * outcomes counted plus the judgments in flight, never more than the limit.
 */
export const outcomeRules = {
  exam_key_address: { windowMs: 10 * minute, max: 'rate_limit_exam_keys_per_address' },
  exam_key_exam: { windowMs: 10 * minute, max: 'rate_limit_exam_keys_per_exam' },
} satisfies Record<string, { windowMs: number; max: keyof SystemConfig }>;
export type OutcomeRule = keyof typeof outcomeRules;

/** Slots held for one request: `release` gives them back when its outcome does not count. */
export interface HeldSlots {
  release: () => Promise<void>;
}

/** Holds a slot of each rule for its key (an address, an exam id); 429 with Retry-After, holding nothing, when one is full. */
export async function holdSlots(
  db: Firestore,
  config: SystemConfig,
  holds: readonly { rule: OutcomeRule; who: string }[],
  now: Date,
): Promise<HeldSlots> {
  const held: DocumentReference[] = [];
  const release = async () => void (await Promise.all(held.map((ref) => ref.delete())));
  for (const { rule: name, who } of holds) {
    const rule = outcomeRules[name];
    const { key, windowStart, retryAfter } = windowOf(name, who, rule.windowMs, now);
    const slot = await holdFreeSlot(db, key, Number(config[rule.max]), windowStart + rule.windowMs);
    if (!slot) {
      await release();
      throw tooMany('too_many_requests', retryAfter);
    }
    held.push(slot);
  }
  return { release };
}

/**
 * As takeSlot, but slots given back leave gaps below the count: after the ids from the count up,
 * the ones below it are tried too. Full (as many slots as `max`): nothing is tried.
 */
async function holdFreeSlot(
  db: Firestore,
  key: string,
  max: number,
  windowEnd: number,
): Promise<DocumentReference | null> {
  const slots = db.collection('rateLimits');
  const slot = { window: key, expireAt: Timestamp.fromMillis(windowEnd + 60 * minute) };
  const taken = (await slots.where('window', '==', key).count().get()).data().count;
  for (let i = 0; taken < max && i < max; i++) {
    const ref = slots.doc(`${key}:${(taken + i) % max}`);
    try {
      await ref.create(slot);
      return ref;
    } catch (err) {
      if (!hasStatus(err, grpcStatus.alreadyExists)) throw err;
    }
  }
  return null;
}

const windows = new Map<string, number>();
let prunedAt = 0;

function countInMemory(key: string, max: number, windowStart: number): boolean {
  if (windowStart !== prunedAt) {
    // a new window began: earlier windows' counters are spent
    for (const k of windows.keys()) if (!k.endsWith(`:${windowStart}`)) windows.delete(k);
    prunedAt = windowStart;
  }
  const count = windows.get(key) ?? 0;
  if (count >= max) return false;
  windows.set(key, count + 1);
  return true;
}

/**
 * The caller's address: the socket's, unless TRUSTED_PROXY_HOPS says how many proxies of ours
 * (Firebase Hosting, Cloud Run's front end) append to X-Forwarded-For; then the entry that many
 * hops from the right. A client can put anything on the left of that header, never on the right.
 */
export function callerAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): string {
  const hops = Number(env.TRUSTED_PROXY_HOPS ?? 0);
  if (hops > 0 && forwardedFor) {
    const chain = forwardedFor
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const entry = chain[chain.length - hops];
    if (entry) return entry;
  }
  return socketAddress ?? 'unknown';
}
