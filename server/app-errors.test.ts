// How the app answers a handler's failures: contention is a 503 the client may retry, never a 500;
// a reply that strays from its contract is a 500 (outside production).
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { action } from '../contract/action.ts';
import { defineAction } from './action.ts';
import { createApp } from './app.ts';
import { localBlobStore } from './blob-store.ts';
import { adminServices } from './firebase.ts';

const appWith = (handler: () => Promise<unknown>) =>
  createApp({
    ...adminServices(),
    blobs: localBlobStore('.blobs-unused'),
    actions: { fail: defineAction(action(z.object({}), z.object({ coins: z.number() })), { auth: 'none', handler }) },
  });
const failingWith = (err: unknown) => appWith(async () => Promise.reject(err));

describe('contention', () => {
  it.each([
    ['ABORTED', 10],
    ['DEADLINE_EXCEEDED', 4],
    ['UNAVAILABLE', 14],
  ])(
    'a transaction that gave up, or Firestore out of reach (%s), answers 503 with Retry-After',
    async (_name, code) => {
      const res = await failingWith(Object.assign(new Error('10 ABORTED: Transaction lock timeout'), { code })).request(
        '/api/fail',
        { method: 'POST' },
      );
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('1');
      expect(await res.json()).toEqual({
        error: true,
        code: 'server_busy',
        message: 'The server is busy. Please try again.',
      });
    },
  );

  it('any other failure stays a 500 with the product message', async () => {
    const res = await failingWith(new Error('boom')).request('/api/fail', { method: 'POST' });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: true, code: 'internal_error', message: 'Internal error occurred' });
  });
});

describe('replies', () => {
  it('a reply the contract allows is sent as it is', async () => {
    const res = await appWith(async () => ({ coins: 5 })).request('/api/fail', { method: 'POST' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ error: false, data: { coins: 5 } });
  });

  it('a reply that does not match the contract answers 500 and logs which action strayed', async () => {
    const level = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = 'error';
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await appWith(async () => ({ coins: '5' })).request('/api/fail', { method: 'POST' });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: true, code: 'internal_error', message: 'Internal error occurred' });
    expect(logged.mock.calls.flat().join(' ')).toContain('reply of fail does not match the contract');
    logged.mockRestore();
    process.env.LOG_LEVEL = level;
  });
});
