// The operator console's actions (server/actions/admin.ts): every one is served with auth
// 'operator', so a player's token gets 403 and no token 401 (server/actions/admin.test.ts walks them).
import { z } from 'zod';
import { action } from '../action.ts';
import { adminContest, adminQuestion, questionWords } from './admin-content.ts';
import { paymentRequest } from './payments.ts';
import { limits, optionalText, pageFields, requiredId, requiredInt, requiredText } from '../fields.ts';

const flag = z.enum(['new_account', 'referral_burst', 'fee_wins_same_opponent', 'answer_key']);
const pairFigures = z.object({ fee_battles: z.number(), wins: z.number(), losses: z.number(), net_coins: z.number() });
/** The figures behind the payout flags (server/admin/player-review.ts). */
const payoutEvidence = z.object({
  window_days: z.number(),
  top_opponent: pairFigures.extend({ uid: z.string(), last_days: pairFigures }).nullable(),
  answers: z.object({ counted: z.number(), right_percent: z.number(), median_ms: z.number() }),
});
const ledgerLine = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  coins: z.number(),
  date: z.string(),
});
const playerSummary = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  coins: z.number(),
  status: z.number(),
  date_registered: z.string(),
});

const auditEntry = z.object({
  id: z.string(),
  actor_uid: z.string(),
  actor_email: z.string(),
  action: z.string(),
  target: z.string(),
  // what the target is (a player, a question, a contest, a payment request...) and its name now ('' once it is gone)
  target_kind: z.string(),
  target_name: z.string(),
  // the player the record concerns (the target, or the payee of a payment request), '' for none
  player_uid: z.string(),
  // JSON text: the value before and after, as the record kept them
  before: z.string(),
  after: z.string(),
  date: z.string(),
});

const paymentRequestForReview = paymentRequest.extend({
  player: playerSummary,
  history: z.array(ledgerLine),
  flags: z.array(flag),
  evidence: payoutEvidence,
});

const reportedQuestion = z.object({
  question: z.object({
    id: z.string(),
    mode: z.string(),
    question: z.string(),
    options: z.array(z.string()),
    answer: z.string(),
    note: z.string(),
  }),
  reports: z.array(z.object({ id: z.string(), message: z.string(), player: z.string(), date: z.string() })),
});

/** The most coins one adjustment moves either way: a refund or a goodwill credit, not a payroll. */
export const maxCoinAdjustment = 10_000;
export const adjustmentReasonMax = 200;

const emailField = requiredText(limits.text, 'enter_email').pipe(z.email({ message: 'invalid_email' }));
/** The foul-play flag pairing keeps (server/battles/fair-play.ts): the figures it was raised on, or when an operator cleared it. */
const fairPlay = z.object({
  flag: z.object({ flagged_at: z.string(), right_percent: z.number(), median_ms: z.number() }).nullable(),
  cleared: z.object({ cleared_at: z.string(), reason: z.string() }).nullable(),
});
const zeroOrOne = (name: string) => z.enum(['0', '1'], { message: `${name}: 0 or 1` });

export const adminContract = {
  admin_whoami: action(z.object({}), z.object({ uid: z.string(), email: z.string(), name: z.string() })),
  admin_set_operator: action(
    z.object({ email: emailField, operator: zeroOrOne('operator') }),
    z.object({ uid: z.string(), email: z.string(), operator: z.boolean() }),
  ),
  admin_get_audit_log: action(z.object(pageFields(20)), z.object({ total: z.number(), data: z.array(auditEntry) })),
  admin_get_payment_requests: action(
    z.object(pageFields(20)),
    z.object({ total: z.number(), pending: z.number(), data: z.array(paymentRequestForReview) }),
  ),
  admin_settle_payment_request: action(
    z
      .object({
        payment_id: requiredId,
        outcome: z.enum(['completed', 'rejected'], { message: 'outcome: completed or rejected' }),
        reason: optionalText(limits.message),
      })
      .refine((r) => r.outcome === 'completed' || r.reason !== '', { path: ['reason'], message: 'rejection_reason' }),
    z.object({ id: z.string(), uid: z.string(), status: z.enum(['completed', 'rejected']) }),
  ),
  admin_find_players: action(
    z.object({ query: requiredText(limits.text, 'enter_player_query') }),
    z.array(playerSummary),
  ),
  admin_get_player: action(
    z.object({ user_id: requiredId }),
    z.object({
      player: playerSummary.extend({ all_time_score: z.number(), operator: z.boolean() }),
      fair_play: fairPlay,
      history: z.array(ledgerLine),
      badges: z.array(z.object({ type: z.string(), status: z.number() })),
      battles: z.object({ won: z.number(), lost: z.number(), drawn: z.number(), played: z.number() }),
      recent_battles: z.array(
        z.object({
          room_id: z.string(),
          type: z.string(),
          result: z.string(),
          coins: z.number(),
          opponents: z.array(z.string()),
          date: z.string(),
        }),
      ),
    }),
  ),
  admin_set_player_status: action(
    z.object({ user_id: requiredId, status: zeroOrOne('status') }),
    z.object({ id: z.string(), status: z.number() }),
  ),
  admin_get_reports: action(z.object(pageFields(10)), z.object({ total: z.number(), data: z.array(reportedQuestion) })),
  admin_fix_question: action(z.object({ question_id: requiredId, ...questionWords }), z.object({ id: z.string() })),
  admin_mark_reports_handled: action(
    z.object({ question_id: requiredId }),
    z.object({ question_id: z.string(), handled: z.number() }),
  ),
  admin_get_settings: action(
    z.object({}),
    z.array(
      z.object({
        key: z.string(),
        value: z.union([z.string(), z.number()]),
        default: z.union([z.string(), z.number()]),
        kind: z.enum(['number', 'switch']),
        min: z.number().optional(),
        max: z.number().optional(),
      }),
    ),
  ),
  admin_set_setting: action(
    z.object({ key: requiredId, value: requiredText(limits.text, 'enter_value') }),
    z.object({ key: z.string(), value: z.union([z.string(), z.number()]) }),
  ),
  admin_log_out_player: action(
    z.object({ user_id: requiredId }),
    z.object({ id: z.string(), logged_out: z.literal(true) }),
  ),
  /** Coins added to (or taken from) a player by support, with the reason they read in their coin history. */
  admin_adjust_coins: action(
    z.object({
      user_id: requiredId,
      coins: requiredInt(-maxCoinAdjustment, maxCoinAdjustment, 'coin_adjustment_range').refine((n) => n !== 0, {
        message: 'coin_adjustment_range',
      }),
      reason: requiredText(adjustmentReasonMax, 'adjustment_reason'),
      // made by the console once per adjustment it sends: a repeat of the same key moves nothing
      key: requiredId,
    }),
    z.object({ id: z.string(), user_id: z.string(), coins: z.number(), balance: z.number() }),
  ),
  /** Clears a player's foul-play flag, with the operator's reason: they meet every player again. */
  admin_clear_fair_play_flag: action(
    z.object({
      user_id: requiredId,
      // the flag the operator read (its flagged_at): one raised again since is not cleared unseen
      flagged_at: requiredText(limits.text),
      reason: requiredText(adjustmentReasonMax, 'clear_flag_reason'),
    }),
    z.object({ id: z.string(), flagged: z.literal(false) }),
  ),
  /** A contest with its winners as the settlement ranks them, and whether each prize is paid. */
  admin_get_contest: action(
    z.object({ contest_id: requiredId }),
    z.object({
      contest: adminContest,
      winners: z.array(
        z.object({
          rank: z.number(),
          uid: z.string(),
          name: z.string(),
          score: z.number(),
          prize: z.number(),
          prize_status: z.enum(['paid', 'pending', 'none']),
        }),
      ),
    }),
  ),
  /** A question by id, retired ones too (the audit trail links to them), with the mode it was played in. */
  admin_get_question: action(
    z.object({ question_id: requiredId }),
    z.object({ question: adminQuestion, retired: z.boolean() }),
  ),
};
