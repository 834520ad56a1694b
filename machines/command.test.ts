import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { command } from './command.ts';
import { refused } from './refusal-kit.ts';

/** A command whose server answers each input with `reply(input)`, or refuses when it throws. */
function sender(reply: (input: unknown) => unknown) {
  const sent: unknown[] = [];
  const done: unknown[] = [];
  const logic = command.provide({
    actors: {
      send: fromPromise(async ({ input }) => {
        sent.push(input);
        return reply(input);
      }),
    },
    actions: { done: (_, { reply: r }) => void done.push(r) },
  });
  const actor = createActor(logic).start();
  const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
  return {
    actor,
    sent,
    done,
    settle,
    busy: () => actor.getSnapshot().hasTag('busy'),
    refusal: () => actor.getSnapshot().context.refusal,
  };
}

describe('command', () => {
  it('is busy while the server answers and hands the reply on once', async () => {
    const c = sender((input) => ({ saved: input }));
    c.actor.send({ type: 'send', input: { name: 'Ann' } });
    expect(c.busy()).toBe(true);
    await c.settle();
    expect(c.busy()).toBe(false);
    expect(c.done).toEqual([{ saved: { name: 'Ann' } }]);
  });

  it('sends once for a double click', async () => {
    const c = sender(() => 'ok');
    c.actor.send({ type: 'send', input: 1 });
    c.actor.send({ type: 'send', input: 2 });
    await c.settle();
    expect(c.sent).toEqual([1]);
    expect(c.done).toEqual(['ok']);
  });

  it("keeps the server's refusal until the next send, and hands nothing on", async () => {
    const c = sender((input) => {
      if (input === 'bad') throw refused('enter_room_code');
      return 'saved';
    });
    c.actor.send({ type: 'send', input: 'bad' });
    await c.settle();
    expect(c.refusal()).toEqual({ code: 'enter_room_code' });
    expect(c.done).toEqual([]);
    c.actor.send({ type: 'send', input: 'good' });
    expect(c.refusal()).toBeNull();
    await c.settle();
    expect(c.done).toEqual(['saved']);
  });
});
