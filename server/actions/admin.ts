// The operator console's actions (contract/actions/admin.ts). Every one is auth 'operator': the app
// admits the caller only while their Auth user holds the operator claim (admin/operators.ts). Each
// change writes its audit record (admin/audit.ts) in its own transaction; reads run none.
import { Timestamp } from 'firebase-admin/firestore';
import { contract } from '../../contract/actions.ts';
import { defineAction, type ActionContext } from '../action.ts';
import { auditLog, recordAudit, type AuditActor, type StoredAudit } from '../admin/audit.ts';
import { auditSubjects } from '../admin/audit-names.ts';
import { adjustCoins } from '../admin/coin-adjustment.ts';
import { contestResults } from '../admin/contest-results.ts';
import { clearFairPlayFlag, shownFairPlay } from '../admin/fair-play-flag.ts';
import { isOperator, setOperator } from '../admin/operators.ts';
import { saveQuestion, shownQuestion } from '../admin/question-edit.ts';
import { markReportsHandled, openReportGroups } from '../admin/question-reports.ts';
import { isSettingKey, parseSetting, settingRules } from '../admin/settings-limits.ts';
import { payoutReview, playerSummary, recentBattles, recentHistory } from '../admin/player-review.ts';
import { contestsCol, questionsCol, type ContestDoc, type QuestionDoc } from '../content/catalog.ts';
import { badgesOf } from '../economy/badges.ts';
import { settlePaymentRequest } from '../economy/settle-payment.ts';
import { badRequest, notFound } from '../errors.ts';
import { defaultSystemConfig } from '../../contract/settings.ts';
import { systemConfigRef } from '../system-config.ts';
import { newTokenVersion } from '../users/api-token.ts';
import { userRef, type UserDoc } from '../users/user-doc.ts';
import { shownContest } from './admin-content.ts';
import { paymentRequests, shown, type PaymentRequestDoc } from './payments.ts';
import { endFirebaseSessions } from './users.ts';
import { readPage } from '../paged-query.ts';

// ctx.user.email is the operator's Auth email (admitOperator): the users record's is theirs to rewrite
const actorOf = (ctx: ActionContext): AuditActor => ({ uid: ctx.uid, email: ctx.user.email });
const iso = (d: Timestamp | Date) => (d instanceof Date ? d : d.toDate()).toISOString();

async function readPlayer(ctx: ActionContext, uid: string) {
  const user = (await userRef(ctx.db, uid).get()).data() as UserDoc | undefined;
  if (!user) throw notFound('no_player');
  return user;
}

/** The queue: pending requests oldest first, then the settled ones newest first, a page at a time. */
async function paymentQueuePage(ctx: ActionContext, offset: number, limit: number) {
  const col = paymentRequests(ctx.db);
  const pending = col.where('status', '==', 'pending');
  const settled = col.where('status', 'in', ['completed', 'rejected']);
  const [pendingCount, settledCount] = await Promise.all([pending.count().get(), settled.count().get()]);
  const p = pendingCount.data().count;
  const fromPending = offset < p ? (await pending.orderBy('date', 'asc').offset(offset).limit(limit).get()).docs : [];
  const rest = limit - fromPending.length;
  const fromSettled =
    rest > 0
      ? (
          await settled
            .orderBy('date', 'desc')
            .offset(Math.max(0, offset - p))
            .limit(rest)
            .get()
        ).docs
      : [];
  return { pending: p, total: p + settledCount.data().count, docs: [...fromPending, ...fromSettled] };
}

export const adminActions = {
  admin_whoami: defineAction(contract.admin_whoami, {
    auth: 'operator',
    handler: async (_input, ctx) => ({ uid: ctx.uid, email: ctx.user.email, name: ctx.user.name }),
  }),

  admin_set_operator: defineAction(contract.admin_set_operator, {
    auth: 'operator',
    handler: ({ email, operator }, ctx) => setOperator(ctx, email, operator === '1', actorOf(ctx), ctx.now()),
  }),

  admin_get_audit_log: defineAction(contract.admin_get_audit_log, {
    auth: 'operator',
    async handler({ offset, limit }, ctx) {
      const { total, data: records } = await readPage(
        auditLog(ctx.db).orderBy('date', 'desc'),
        { offset, limit },
        (d) => ({ ...(d.data() as StoredAudit), id: d.id }),
      );
      const subjects = await auditSubjects(ctx.db, records);
      return {
        total,
        data: records.map((e, i) => ({
          id: e.id,
          actor_uid: e.actor_uid,
          actor_email: e.actor_email,
          action: e.action,
          target: e.target,
          ...subjects[i]!,
          before: e.before,
          after: e.after,
          date: iso(e.date),
        })),
      };
    },
  }),

  admin_get_payment_requests: defineAction(contract.admin_get_payment_requests, {
    auth: 'operator',
    async handler({ offset, limit }, ctx) {
      const page = await paymentQueuePage(ctx, offset, limit);
      const now = ctx.now();
      const data = await Promise.all(
        page.docs.map(async (d) => {
          const request = d.data() as PaymentRequestDoc;
          const user = (await userRef(ctx.db, request.uid).get()).data() as UserDoc | undefined;
          if (!user) return null; // the account was deleted with its data
          const [history, review] = await Promise.all([
            recentHistory(ctx.db, request.uid),
            payoutReview(ctx.db, request.uid, user, now),
          ]);
          return { ...shown(d.id, request), player: playerSummary(request.uid, user), history, ...review };
        }),
      );
      return { total: page.total, pending: page.pending, data: data.filter((r) => r !== null) };
    },
  }),

  admin_settle_payment_request: defineAction(contract.admin_settle_payment_request, {
    auth: 'operator',
    async handler({ payment_id, outcome, reason }, ctx) {
      const settled = await settlePaymentRequest(ctx.db, payment_id, outcome, reason, ctx.now(), actorOf(ctx));
      return { id: settled.id, uid: settled.uid, status: outcome };
    },
  }),

  admin_find_players: defineAction(contract.admin_find_players, {
    auth: 'operator',
    async handler({ query }, ctx) {
      const users = ctx.db.collection('users');
      // names are stored with their first letter upper-cased (docs/product.md)
      const name = query.charAt(0).toUpperCase() + query.slice(1);
      const [byId, byEmail, byName] = await Promise.all([
        /^[\w-]+$/.test(query) ? users.doc(query).get() : null,
        users.where('email', '==', query.toLowerCase()).limit(10).get(),
        users.where('name', '>=', name).where('name', '<', `${name}\uf8ff`).limit(20).get(),
      ]);
      const found = new Map<string, UserDoc>();
      if (byId?.exists) found.set(byId.id, byId.data() as UserDoc);
      for (const d of [...byEmail.docs, ...byName.docs]) found.set(d.id, d.data() as UserDoc);
      return [...found].map(([id, u]) => playerSummary(id, u));
    },
  }),

  admin_get_player: defineAction(contract.admin_get_player, {
    auth: 'operator',
    async handler({ user_id }, ctx) {
      const user = await readPlayer(ctx, user_id);
      const [history, badges, totals, battles, operator, fair_play] = await Promise.all([
        recentHistory(ctx.db, user_id, 20),
        badgesOf(ctx.db, user_id).get(),
        userRef(ctx.db, user_id).collection('stats').doc('battles').get(),
        recentBattles(ctx.db, user_id, 10),
        isOperator(ctx, user_id),
        shownFairPlay(ctx.db, user_id),
      ]);
      const n = (k: string) => (totals.get(k) as number | undefined) ?? 0;
      return {
        player: { ...playerSummary(user_id, user), all_time_score: user.all_time_score, operator },
        fair_play,
        history,
        badges: badges.docs.map((d) => ({ type: d.id, status: d.get('status') as number })),
        battles: { won: n('won'), lost: n('lost'), drawn: n('drawn'), played: n('played') },
        recent_battles: battles.map((b) => ({
          room_id: b.roomId,
          type: b.type,
          result: b.result,
          coins: b.coins,
          opponents: b.opponents.map((o) => o.name),
          date: iso(b.date),
        })),
      };
    },
  }),

  admin_set_player_status: defineAction(contract.admin_set_player_status, {
    auth: 'operator',
    async handler({ user_id, status }, ctx) {
      if (user_id === ctx.uid) throw badRequest('own_account_deactivation');
      const next = status === '1' ? 1 : 0;
      return ctx.db.runTransaction(async (tx) => {
        const ref = userRef(ctx.db, user_id);
        const user = (await tx.get(ref)).data() as UserDoc | undefined;
        if (!user) throw notFound('no_player');
        if (user.status !== next) {
          tx.update(ref, { status: next });
          recordAudit(
            tx,
            ctx.db,
            actorOf(ctx),
            {
              action: next ? 'reactivate_player' : 'deactivate_player',
              target: user_id,
              before: { status: user.status },
              after: { status: next },
            },
            ctx.now(),
          );
        }
        return { id: user_id, status: next };
      });
    },
  }),

  admin_get_reports: defineAction(contract.admin_get_reports, {
    auth: 'operator',
    handler: ({ offset, limit }, ctx) => openReportGroups(ctx.db, offset, limit),
  }),

  admin_fix_question: defineAction(contract.admin_fix_question, {
    auth: 'operator',
    handler: async (fix, ctx) => ({ id: (await saveQuestion(ctx.db, actorOf(ctx), ctx.now(), fix)).id }),
  }),

  admin_mark_reports_handled: defineAction(contract.admin_mark_reports_handled, {
    auth: 'operator',
    handler: ({ question_id }, ctx) => markReportsHandled(ctx.db, question_id, actorOf(ctx), ctx.now()),
  }),

  admin_get_settings: defineAction(contract.admin_get_settings, {
    auth: 'operator',
    async handler(_input, ctx) {
      const stored = (await systemConfigRef(ctx.db).get()).data() ?? {};
      return Object.entries(settingRules).map(([key, rule]) => ({
        key,
        value: (stored[key] as string | number | undefined) ?? defaultSystemConfig[key as keyof typeof settingRules],
        default: defaultSystemConfig[key as keyof typeof settingRules],
        ...rule,
      }));
    },
  }),

  admin_set_setting: defineAction(contract.admin_set_setting, {
    auth: 'operator',
    async handler({ key, value: text }, ctx) {
      if (!isSettingKey(key)) throw badRequest('unknown_setting', { key });
      const parsed = parseSetting(key, text);
      if ('error' in parsed) throw badRequest(parsed.error.code, parsed.error.params);
      await ctx.db.runTransaction(async (tx) => {
        const ref = systemConfigRef(ctx.db);
        const before = ((await tx.get(ref)).get(key) as string | number | undefined) ?? defaultSystemConfig[key];
        tx.set(ref, { [key]: parsed.value }, { merge: true });
        recordAudit(
          tx,
          ctx.db,
          actorOf(ctx),
          { action: 'change_setting', target: key, before: { [key]: before }, after: { [key]: parsed.value } },
          ctx.now(),
        );
      });
      return { key, value: parsed.value };
    },
  }),

  admin_log_out_player: defineAction(contract.admin_log_out_player, {
    auth: 'operator',
    async handler({ user_id }, ctx) {
      await ctx.db.runTransaction(async (tx) => {
        const ref = userRef(ctx.db, user_id);
        if (!(await tx.get(ref)).exists) throw notFound('no_player');
        tx.update(ref, { token_version: newTokenVersion() });
        recordAudit(
          tx,
          ctx.db,
          actorOf(ctx),
          { action: 'log_out_player', target: user_id, before: null, after: { logged_out_everywhere: true } },
          ctx.now(),
        );
      });
      await endFirebaseSessions(ctx.auth, user_id);
      return { id: user_id, logged_out: true as const };
    },
  }),

  admin_adjust_coins: defineAction(contract.admin_adjust_coins, {
    auth: 'operator',
    handler: ({ user_id, coins, reason, key }, ctx) =>
      adjustCoins(ctx.db, actorOf(ctx), { uid: user_id, coins, reason, key }, ctx.now()),
  }),

  admin_clear_fair_play_flag: defineAction(contract.admin_clear_fair_play_flag, {
    auth: 'operator',
    handler: ({ user_id, flagged_at, reason }, ctx) =>
      clearFairPlayFlag(ctx.db, actorOf(ctx), { uid: user_id, flaggedAt: flagged_at, reason }, ctx.now()),
  }),

  admin_get_contest: defineAction(contract.admin_get_contest, {
    auth: 'operator',
    async handler({ contest_id }, ctx) {
      const contest = (await contestsCol(ctx.db).doc(contest_id).get()).data() as ContestDoc | undefined;
      if (!contest) throw notFound('no_contest');
      return { contest: shownContest(contest, ctx.now()), winners: await contestResults(ctx.db, contest) };
    },
  }),

  admin_get_question: defineAction(contract.admin_get_question, {
    auth: 'operator',
    async handler({ question_id }, ctx) {
      // a retired question keeps the mode it was played in as retired_mode (admin_retire_question)
      const question = (await questionsCol(ctx.db).doc(question_id).get()).data() as
        (QuestionDoc & { retired_mode?: QuestionDoc['mode'] }) | undefined;
      if (!question) throw notFound('no_question');
      const retired = (question.mode as string) === 'retired';
      return {
        question: shownQuestion(
          retired && question.retired_mode ? { ...question, mode: question.retired_mode } : question,
        ),
        retired,
      };
    },
  }),
};
