import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { presenceBeat, presenceBeatMs, type PresencePlace } from './presence-beat.ts';

function start(hidden = false) {
  const beats: PresencePlace[] = [];
  const clock = new SimulatedClock();
  const logic = presenceBeat.provide({
    actors: { beat: fromPromise(async ({ input }) => void beats.push(input.place)) },
  });
  const actor = createActor(logic, { input: { place: 'online', hidden }, clock }).start();
  return { actor, clock, beats, settle: () => new Promise((r) => setImmediate(r)) };
}

describe('presence heartbeat', () => {
  it('beats at once and once a period, whatever else happens (one write a period)', async () => {
    const { clock, beats, settle } = start();
    await settle();
    expect(beats).toEqual(['online']);
    clock.increment(presenceBeatMs - 1);
    await settle();
    expect(beats).toHaveLength(1);
    clock.increment(1);
    await settle();
    expect(beats).toEqual(['online', 'online']);
  });

  it('says a change of place at once: in a battle, then back', async () => {
    const { actor, beats, settle } = start();
    await settle();
    actor.send({ type: 'place', place: 'battle' });
    await settle();
    actor.send({ type: 'place', place: 'battle' });
    await settle();
    expect(beats).toEqual(['online', 'battle']);
  });

  it('beats nothing while the player appears offline, and again once they stop', async () => {
    const { actor, clock, beats, settle } = start(true);
    clock.increment(presenceBeatMs * 3);
    await settle();
    expect(beats).toEqual([]);
    actor.send({ type: 'hidden', hidden: false });
    await settle();
    expect(beats).toEqual(['online']);
    actor.send({ type: 'hidden', hidden: true });
    clock.increment(presenceBeatMs * 3);
    await settle();
    expect(beats).toEqual(['online']);
  });
});
