// The listener adapters against the Firestore emulator, with the project's rules.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInAnonymously } from 'firebase/auth';
import { connectFirestoreEmulator, doc, getFirestore, setLogLevel } from 'firebase/firestore';
import { firstValueFrom } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { firestoreEmulator, rulesEnvironment } from '../../firestore/rules-environment.ts';
import { doc$ } from './firestore-streams.ts';

const projectId = 'demo-quiz-streams';
let env: RulesTestEnvironment;
let app: FirebaseApp;
let uid: string;

beforeAll(async () => {
  env = await rulesEnvironment(projectId);
  setLogLevel('silent');
  app = initializeApp({ projectId, apiKey: 'demo' }, 'streams-test');
  const { host, port } = firestoreEmulator();
  connectFirestoreEmulator(getFirestore(app), host, port);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`, {
    disableWarnings: true,
  });
  uid = (await signInAnonymously(auth)).user.uid;
});
afterAll(async () => {
  await deleteApp(app);
  await env.cleanup();
});

describe('doc$', () => {
  it('emits once per change of the document, null while it does not exist', async () => {
    const admin = (data: object) =>
      env.withSecurityRulesDisabled((ctx) => ctx.firestore().doc(`users/${uid}`).set(data));
    // each write waits for the snapshot before it, so none is folded into the next (a busy machine's pace)
    const seen: unknown[] = [];
    const next = (count: number) => vi.waitUntil(() => seen.length >= count, { timeout: 10_000 });
    const sub = doc$<{ coins: number }>(doc(getFirestore(app), 'users', uid)).subscribe((v) => seen.push(v));
    await next(1);
    await admin({ coins: 1 });
    await next(2);
    await admin({ coins: 2 });
    await next(3);
    sub.unsubscribe();
    expect(seen).toEqual([null, { id: uid, coins: 1 }, { id: uid, coins: 2 }]);
  });

  it('turns a permission error into a stream error', async () => {
    const db = getFirestore(app);
    const err = await firstValueFrom(doc$(doc(db, 'users', 'someone-else'))).catch((e: { code?: string }) => e);
    expect((err as { code?: string }).code).toBe('permission-denied');
  });
});
