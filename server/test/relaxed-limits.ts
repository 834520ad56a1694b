// The test suites sign up hundreds of players from 127.0.0.1 and answer faster than people do:
// their setups lift the rate limits, and server/rate-limit.test.ts sets its own for its tests.
// They also answer the moment a room starts: no 3-2-1 before question 1 (server/battles/countdown.test.ts
// and the browser tests set their own).
import type { Firestore } from 'firebase-admin/firestore';
import { systemConfigRef } from '../system-config.ts';

export const relaxedRateLimits = {
  rate_limit_signups: 1_000_000,
  rate_limit_referrals: 1_000_000,
  rate_limit_payments: 1_000_000,
  rate_limit_payments_per_address: 1_000_000,
  rate_limit_answers: 1_000_000,
  rate_limit_exam_keys_per_address: 1_000_000,
  rate_limit_exam_keys_per_exam: 1_000_000,
  battle_countdown_seconds: 0,
};

export const relaxRateLimits = (db: Firestore) => systemConfigRef(db).set(relaxedRateLimits, { merge: true });
