// API tests talk to the real Hono app over a real HTTP server, with multipart bodies, against the
// Firestore and Auth emulators.
import { afterAll, beforeAll } from 'vitest';
import { serve, type ServerType } from '@hono/node-server';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { MessageCode, MessageParams } from '../../contract/messages.ts';
import { actions } from '../actions.ts';
import { createApp } from '../app.ts';
import { localBlobStore } from '../blob-store.ts';
import { adminServices } from '../firebase.ts';
import { userRef } from '../users/user-doc.ts';
import { signInEmail, signUpEmail } from './emulator-admin.ts';
import { formBody } from './form-body.ts';

export interface Reply<T = any> {
  status: number;
  body: { error: boolean; data?: T; code?: MessageCode; message?: string; params?: MessageParams };
}

export interface Harness {
  db: ReturnType<typeof adminServices>['db'];
  auth: ReturnType<typeof adminServices>['auth'];
  url: string;
  /** The server's clock: tests may set it (`clock.set(date)`) to move time. */
  clock: { now: () => Date; set: (d: Date | null) => void };
  call<T = any>(action: string, fields?: Record<string, string | number | Blob>, token?: string): Promise<Reply<T>>;
  /** A signed-up, email-verified player with an api_token. */
  player(opts?: {
    name?: string;
    friendsCode?: string;
    roomCode?: string;
  }): Promise<{ uid: string; token: string; user: any }>;
  close(): Promise<void>;
}

let seq = 0;

export async function startHarness(): Promise<Harness> {
  const services = adminServices();
  let fixed: Date | null = null;
  const clock = { now: () => fixed ?? new Date(), set: (d: Date | null) => void (fixed = d) };
  const blobs = localBlobStore(mkdtempSync(join(tmpdir(), 'quiz-blobs-')));
  const app = createApp({ ...services, actions, blobs, now: clock.now });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function call(action: string, fields: Record<string, string | number | Blob> = {}, token?: string) {
    const res = await fetch(`${url}/api/${action}`, {
      method: 'POST',
      body: formBody(fields),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: res.status, body: await res.json() } as Reply;
  }

  async function player(opts: { name?: string; friendsCode?: string; roomCode?: string } = {}) {
    const { uid, email, idToken } = await emailAccount(services.auth);
    const reply = await call(
      'user_signup',
      {
        firebase_id: uid,
        type: 'email',
        email,
        name: opts.name ?? 'tester',
        ...(opts.friendsCode ? { friends_code: opts.friendsCode } : {}),
        ...(opts.roomCode ? { room_code: opts.roomCode } : {}),
      },
      idToken,
    );
    if (reply.status !== 200) throw new Error(`signup failed: ${JSON.stringify(reply.body)}`);
    return { uid, token: reply.body.data.api_token as string, user: reply.body.data };
  }

  return {
    ...services,
    url,
    clock,
    call,
    player,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A password account in the Auth emulator (email-verified unless told otherwise) and its ID token, before user_signup. */
export async function emailAccount(auth: Harness['auth'], verified = true) {
  const email = `p${Date.now().toString(36)}${(seq++).toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const { uid } = await signUpEmail(email);
  if (verified) await auth.updateUser(uid, { emailVerified: true });
  const { idToken } = await signInEmail(email);
  return { uid, email, idToken };
}

/** Sets a player's coin balance directly (test setup only). */
export async function setCoins(h: Harness, uid: string, coins: number) {
  await userRef(h.db, uid).update({ coins });
}

/**
 * One harness for a test file: started before its tests, closed (with the clock reset) after them.
 * The returned object forwards to the running harness, so tests use it like the harness itself.
 */
export function useHarness(): Harness {
  let running: Harness | undefined;
  beforeAll(async () => {
    running = await startHarness();
  });
  afterAll(async () => {
    running?.clock.set(null);
    await running?.close();
  });
  return new Proxy({} as Harness, {
    get: (_, key) => {
      if (!running) throw new Error('The harness starts in beforeAll: use it inside hooks and tests');
      return running[key as keyof Harness];
    },
  });
}
