// How the app answers a handler's failures: contention is a 503 the client may retry, never a 500.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineAction } from './action.ts';
import { createApp } from './app.ts';
import { localBlobStore } from './blob-store.ts';
import { adminServices } from './firebase.ts';

const failingWith = (err: unknown) =>
  createApp({
    ...adminServices(),
    blobs: localBlobStore('.blobs-unused'),
    actions: { fail: defineAction({ auth: 'none', input: z.object({}), handler: async () => Promise.reject(err) }) },
  });

describe('contention', () => {
  it.each([
    ['ABORTED', 10],
    ['DEADLINE_EXCEEDED', 4],
  ])('a transaction that gave up (%s) answers 503 with Retry-After', async (_name, code) => {
    const res = await failingWith(Object.assign(new Error('10 ABORTED: Transaction lock timeout'), { code })).request('/api/fail', { method: 'POST' });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(await res.json()).toEqual({ error: true, message: 'The server is busy. Please try again.' });
  });

  it('any other failure stays a 500 with the spec message', async () => {
    const res = await failingWith(new Error('boom')).request('/api/fail', { method: 'POST' });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: true, message: 'Internal error occurred' });
  });
});
