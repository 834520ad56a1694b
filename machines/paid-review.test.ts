import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { paidReview } from './paid-review.ts';
import type { MessageCode } from '../contract/messages.ts';
import { refused } from './refusal-kit.ts';

function review(cost: number, refusal?: MessageCode) {
  const paid: number[] = [];
  const notices: MessageCode[] = [];
  const logic = paidReview.provide({
    actors: {
      pay: fromPromise(async ({ input }) => {
        if (refusal) throw refused(refusal);
        paid.push(input.cost);
      }),
    },
    actions: { notify: (_, { message }) => void notices.push(message.code) },
  });
  const actor = createActor(logic, { input: { cost } }).start();
  const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
  return { actor, paid, notices, settle, value: () => actor.getSnapshot().value };
}

describe('paidReview', () => {
  it('opens a free review at once, as often as asked', () => {
    const r = review(0);
    r.actor.send({ type: 'review' });
    expect(r.value()).toEqual({ paid: 'open' });
    r.actor.send({ type: 'close' });
    r.actor.send({ type: 'review' });
    expect(r.value()).toEqual({ paid: 'open' });
    expect(r.paid).toEqual([]);
  });

  it('asks first, pays the cost through the server once confirmed, then opens again without paying twice', async () => {
    const r = review(5);
    r.actor.send({ type: 'review' });
    expect(r.value()).toEqual({ unpaid: 'confirming' });
    r.actor.send({ type: 'confirm' });
    expect(r.value()).toEqual({ unpaid: 'paying' });
    await r.settle();
    expect(r.value()).toEqual({ paid: 'open' });
    r.actor.send({ type: 'close' });
    r.actor.send({ type: 'review' });
    expect(r.value()).toEqual({ paid: 'open' });
    expect(r.paid).toEqual([5]);
  });

  it('cancelled, pays nothing', () => {
    const r = review(5);
    r.actor.send({ type: 'review' });
    r.actor.send({ type: 'cancel' });
    expect(r.value()).toEqual({ unpaid: 'closed' });
    expect(r.paid).toEqual([]);
  });

  it('refused by the server, says why and stays closed', async () => {
    const r = review(5, 'not_enough_coins');
    r.actor.send({ type: 'review' });
    r.actor.send({ type: 'confirm' });
    await r.settle();
    expect(r.value()).toEqual({ unpaid: 'closed' });
    expect(r.notices).toEqual(['not_enough_coins']);
  });
});
