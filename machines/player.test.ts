import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createActor, fromObservable, fromPromise, SimulatedClock } from 'xstate';
import { openInvitations, player, type PlayerFigures } from './player';

function listen() {
  const clock = new SimulatedClock();
  const declined: string[] = [];
  let opened = 0;
  let stream = new Subject<PlayerFigures | null>();
  const actor = createActor(
    player.provide({
      actors: {
        figures: fromObservable(() => {
          opened += 1;
          stream = new Subject<PlayerFigures | null>();
          return stream;
        }),
        declineInvite: fromPromise(async ({ input }) => void declined.push(input.roomId)),
      },
    }),
    { clock },
  ).start();
  return {
    actor,
    clock,
    push: (f: PlayerFigures) => stream.next(f),
    fail: () => stream.error(new Error('permission-denied')),
    opened: () => opened,
    declined,
  };
}

describe('player', () => {
  it('shows nothing until the listener speaks, then each value the server writes', () => {
    const { actor, push } = listen();
    expect(actor.getSnapshot().context.figures).toBeNull();
    push({ coins: 10, score: 0, winStreak: 0, unread: 0, invitations: [], appearOffline: false });
    expect(actor.getSnapshot().context.figures).toEqual({
      coins: 10,
      score: 0,
      winStreak: 0,
      unread: 0,
      invitations: [],
      appearOffline: false,
    });
    push({ coins: 15, score: 12, winStreak: 1, unread: 0, invitations: [], appearOffline: false });
    expect(actor.getSnapshot().context.figures).toEqual({
      coins: 15,
      score: 12,
      winStreak: 1,
      unread: 0,
      invitations: [],
      appearOffline: false,
    });
  });

  it('keeps the last figures while a failed listener waits, then opens it again', () => {
    const { actor, clock, push, fail, opened } = listen();
    push({ coins: 7, score: 3, winStreak: 2, unread: 0, invitations: [], appearOffline: false });
    fail();
    expect(actor.getSnapshot().value).toBe('retrying');
    expect(actor.getSnapshot().context.figures?.coins).toBe(7);
    clock.increment(4_999);
    expect(opened()).toBe(1);
    clock.increment(1);
    expect(opened()).toBe(2);
    push({ coins: 9, score: 3, winStreak: 0, unread: 0, invitations: [], appearOffline: false });
    expect(actor.getSnapshot().context.figures?.coins).toBe(9);
  });

  it('takes no figures from an error (a refused read never shows 0 coins)', () => {
    const { actor, fail } = listen();
    fail();
    expect(actor.getSnapshot().context.figures).toBeNull();
  });

  it('"Not now" hides the invitation at once and asks the server to take it away; the others stay', async () => {
    const { actor, push, declined } = listen();
    const invitation = (roomId: string) => ({
      roomId,
      code: 'ABC234',
      fromName: 'Lena',
      entryFee: 5,
      kind: 'rematch' as const,
    });
    push({
      coins: 10,
      score: 0,
      winStreak: 0,
      unread: 0,
      invitations: [invitation('r1'), invitation('r2')],
      appearOffline: false,
    });
    actor.send({ type: 'decline', roomId: 'r1' });
    expect(openInvitations(actor.getSnapshot().context).map((i) => i.roomId)).toEqual(['r2']);
    await Promise.resolve();
    expect(declined).toEqual(['r1']);
  });
});
