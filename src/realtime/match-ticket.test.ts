import { firstValueFrom, from, toArray } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { newPairings, type Ticket } from './match-ticket.ts';

const run = (since: number, tickets: (Ticket | null)[]) =>
  firstValueFrom(from(tickets).pipe(newPairings(since), toArray()));

describe('newPairings', () => {
  it('tells a pairing written while the player searches, once', async () => {
    expect(
      await run(1_000, [{ roomId: null }, { roomId: 'r1', pairedAt: 2_000 }, { roomId: 'r1', pairedAt: 2_000 }]),
    ).toEqual(['r1']);
  });

  it('never the room of a battle just left, even when its pairing falls inside the clock-skew allowance', async () => {
    expect(
      await run(1_000, [
        { roomId: 'old', pairedAt: 1_500 },
        { roomId: 'old', pairedAt: 1_500 },
      ]),
    ).toEqual([]);
    expect(
      await run(1_000, [
        { roomId: 'old', pairedAt: 1_500 },
        { roomId: 'next', pairedAt: 3_000 },
      ]),
    ).toEqual(['next']);
  });

  it('not a pairing older than the search', async () => {
    expect(await run(5_000, [null, { roomId: 'past', pairedAt: 4_000 }])).toEqual([]);
  });
});
