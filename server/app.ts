// The API: POST /api/:action with a multipart, urlencoded or JSON body. Replies are
// `{ error: false, data }` with HTTP 200, or `{ error: true, code, message, params? }` with a 4xx/5xx status
// (code: contract/messages.ts; message: its English text).
// Outside production every reply's data is checked against the action's contract (contract/actions/):
// a handler that strays answers 500, so every API test checks the reply schemas too.
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import { requestId } from 'hono/request-id';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { defaultBodyLimit, type ActionContext, type ActionMap } from './action.ts';
import { isProduction } from './api-secret.ts';
import type { BlobStore } from './blob-store.ts';
import { ApiError, badRequest, forbidden, notFound, unauthorized } from './errors.ts';
import { isMessageCode, messages, placeholdersOf, type MessageParams } from '../contract/messages.ts';
import type { AdminServices } from './firebase.ts';
import { log } from './log.ts';
import { BodyTooLarge, readFields } from './request-body.ts';
import { callerAddress, checkRateLimits } from './rate-limit.ts';
import { loadSystemConfig, systemConfigRef } from './system-config.ts';
import { readApiToken } from './users/api-token.ts';
import { userRef, type UserDoc } from './users/user-doc.ts';
import { grpcStatus, hasStatus } from './grpc-status.ts';
import { admitOperator } from './admin/operators.ts';

export interface AppDeps extends AdminServices {
  actions: ActionMap;
  blobs: BlobStore;
  now?: () => Date;
}

// A schema's own message is a code (contract/messages.ts), filled from the issue (the field, its
// limit); any other (a field's shape, zod's own defaults, prefixed with the field's name so a
// developer knows what to fix) is `invalid_input` with those words.
const english = z.locales.en();
const namedDefault: z.core.$ZodErrorMap = (issue) => {
  const base = english.localeError(issue);
  const message = typeof base === 'string' ? base : (base?.message ?? 'Invalid input');
  return `${issue.path?.join('.') || 'input'}: ${message}`;
};
const invalidInput = (issue: z.core.$ZodIssue | undefined) => {
  if (!issue) return badRequest('invalid_input', { detail: 'Invalid input' });
  if (!isMessageCode(issue.message)) return badRequest('invalid_input', { detail: issue.message });
  const { minimum, maximum } = issue as { minimum?: unknown; maximum?: unknown };
  const known: MessageParams = {
    field: issue.path.join('.') || 'input',
    ...(typeof minimum === 'number' && { minimum }),
    ...(typeof maximum === 'number' && { maximum }),
  };
  const used = placeholdersOf(messages[issue.message]).filter((name) => Object.hasOwn(known, name));
  return badRequest(
    issue.message,
    used.length ? Object.fromEntries(used.map((name) => [name, known[name]!])) : undefined,
  );
};

/**
 * Firestore gave up on a contended transaction (ABORTED after its own retries, or its deadline), or
 * was out of reach for a moment (UNAVAILABLE): every action is safe to send again (fees and seats
 * are taken once by their own ids), so the player hears 503 with Retry-After, never a 500.
 */
const contention = (err: unknown) =>
  hasStatus(err, grpcStatus.deadlineExceeded, grpcStatus.aborted, grpcStatus.unavailable);
const readyTimeoutMs = 2_000;

const serverBusy = () => new ApiError(503, 'server_busy', undefined, 1);

/** The peer's address when the app runs on @hono/node-server (always, but for fetch-only tests). */
const socketAddress = (c: Context) => {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
};

export function createApp(deps: AppDeps) {
  const now = deps.now ?? (() => new Date());
  const checkReplies = !isProduction(process.env);
  const app = new Hono();

  // X-Request-Id on every reply (a load balancer's own id is kept), and in every log line
  app.use('/api/*', requestId());

  // liveness: the process answers; readiness: it reaches Firestore (a read by id, 2 s at most)
  app.get('/api/health', (c) => c.json({ ok: true }));
  app.get('/api/ready', async (c) => {
    const reached = await Promise.race([
      systemConfigRef(deps.db)
        .get()
        .then(
          () => true,
          () => false,
        ),
      sleep(readyTimeoutMs, false),
    ]);
    return reached ? c.json({ ok: true }) : c.json({ ok: false, message: 'Firestore is not reachable' }, 503);
  });

  app.post('/api/:action', async (c) => {
    const name = c.req.param('action');
    const started = performance.now();
    let uid = '';
    try {
      const def = Object.hasOwn(deps.actions, name) ? deps.actions[name] : undefined;
      if (!def) throw notFound('unknown_action', { action: name });
      const fields = await readFields(c, def.bodyLimit ?? defaultBodyLimit);
      const bearer = c.req.header('authorization')?.replace(/^Bearer\s+/i, '') || undefined;
      // The configuration is read alongside the caller: one round trip instead of two.
      const config = loadSystemConfig(deps.db);
      config.catch(() => {}); // awaited below; an early throw must not leave it unhandled
      let user = undefined as unknown as UserDoc;
      let admit: ActionContext['admit'] = () => {
        throw unauthorized();
      };
      if (def.auth !== 'none') {
        const token = bearer ? readApiToken(bearer) : null;
        if (!token) throw unauthorized();
        uid = token.uid;
        admit = (record) => {
          if (!record) throw unauthorized();
          if (record.status === 0) throw forbidden('account_deactivated');
          if (token.version !== (record.token_version ?? '')) throw unauthorized(); // logged out everywhere
          return record;
        };
        if (def.auth === 'user') user = admit((await userRef(deps.db, uid).get()).data() as UserDoc | undefined);
        if (def.auth === 'operator') user = await admitOperator(deps, uid, admit);
      }
      const parsed = def.input.safeParse(fields, { error: namedDefault });
      if (!parsed.success) throw invalidInput(parsed.error.issues[0]);
      const address = callerAddress(socketAddress(c), c.req.header('x-forwarded-for'));
      if (def.limits) {
        await checkRateLimits(deps.db, await config, def.limits, {
          uid,
          address,
          input: parsed.data as Record<string, unknown>,
          now: now(),
        });
      }
      const ctx: ActionContext = {
        db: deps.db,
        auth: deps.auth,
        blobs: deps.blobs,
        config: await config,
        now,
        uid,
        user,
        admit,
        bearer,
        address,
      };
      const data = (await def.handler(parsed.data, ctx)) ?? null;
      if (checkReplies) {
        const reply = def.reply.safeParse(data);
        if (!reply.success)
          throw new Error(`reply of ${name} does not match the contract: ${z.prettifyError(reply.error)}`);
      }
      log('info', {
        requestId: c.get('requestId'),
        action: name,
        uid,
        status: 200,
        ms: Math.round(performance.now() - started),
      });
      return c.json({ error: false, data });
    } catch (caught) {
      const err = contention(caught) ? serverBusy() : caught;
      const refusal = err instanceof ApiError ? err : new ApiError(500, 'internal_error');
      const { status, code, params, message } = refusal;
      log(status >= 500 ? 'error' : 'warn', {
        requestId: c.get('requestId'),
        action: name,
        uid,
        status,
        ms: Math.round(performance.now() - started),
        message: status >= 500 ? String((err as Error)?.stack ?? err) : message,
      });
      const headers = {
        ...(refusal.retryAfterSeconds ? { 'retry-after': String(refusal.retryAfterSeconds) } : {}),
        // the rest of the body was never read, so the connection cannot carry another request
        ...(err instanceof BodyTooLarge ? { connection: 'close' } : {}),
      };
      return c.json({ error: true, code, message, ...(params ? { params } : {}) }, status, headers);
    }
  });

  return app;
}
