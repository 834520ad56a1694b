import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { categoryUnlock, type LockedCategory } from './category-unlock.ts';
import type { MessageCode } from '../contract/messages.ts';
import { refused } from './refusal-kit.ts';

const science: LockedCategory = { id: 'c1', name: 'Science', coins: 10, slug: 'science' };

function unlocker(refusal?: MessageCode) {
  const asked: LockedCategory[] = [];
  const unlocked: string[] = [];
  const notices: MessageCode[] = [];
  const logic = categoryUnlock.provide({
    actors: {
      unlock: fromPromise(async ({ input }) => {
        asked.push(input);
        if (refusal) throw refused(refusal);
      }),
    },
    actions: {
      notify: (_, { message }) => void notices.push(message.code),
      unlocked: (_, { category }) => void unlocked.push(category.id),
    },
  });
  const actor = createActor(logic).start();
  const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
  return { actor, asked, unlocked, notices, settle, value: () => actor.getSnapshot().value };
}

describe('categoryUnlock', () => {
  it('asks first, then unlocks through the server and welcomes the player in', async () => {
    const u = unlocker();
    u.actor.send({ type: 'ask', category: science });
    expect(u.value()).toBe('confirming');
    u.actor.send({ type: 'confirm', balance: 10 });
    expect(u.value()).toBe('unlocking');
    await u.settle();
    expect(u.asked).toEqual([science]);
    expect(u.unlocked).toEqual(['c1']);
    expect(u.value()).toBe('idle');
  });

  it('refuses at once when the balance is short, without asking the server', () => {
    const u = unlocker();
    u.actor.send({ type: 'ask', category: science });
    u.actor.send({ type: 'confirm', balance: 9 });
    expect(u.value()).toBe('idle');
    expect(u.notices).toEqual(['not_enough_coins']);
    expect(u.asked).toEqual([]);
  });

  it("says the server's refusal and unlocks nothing", async () => {
    const u = unlocker('category_locked');
    u.actor.send({ type: 'ask', category: science });
    u.actor.send({ type: 'confirm', balance: 50 });
    await u.settle();
    expect(u.notices).toEqual(['category_locked']);
    expect(u.unlocked).toEqual([]);
  });

  it('cancelled, unlocks nothing', () => {
    const u = unlocker();
    u.actor.send({ type: 'ask', category: science });
    u.actor.send({ type: 'cancel' });
    expect(u.value()).toBe('idle');
    expect(u.asked).toEqual([]);
  });
});
