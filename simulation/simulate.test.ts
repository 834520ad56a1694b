// A short simulation run in the API tests: ten battles through three API instances, one killed
// mid-run, and the audit's checks all clean; and a small seeded run of the ratings. The longer
// runs are `npm run simulate`.
import { describe, expect, it } from 'vitest';
import { coinHistory } from '../server/economy/ledger.ts';
import { roomsCol } from '../server/battles/room-docs.ts';
import { adminServices } from '../server/firebase.ts';
import { userRef } from '../server/users/user-doc.ts';
import { audit } from './audit.ts';
import { planSimulation } from './plan.ts';
import { simulateRatings } from './ratings.ts';
import { runSimulation } from './simulate.ts';

const { db } = adminServices();

describe('simulation', () => {
  it('the same seed plans the same battles and chaos; another seed, others', () => {
    expect(planSimulation(30, 7)).toEqual(planSimulation(30, 7));
    expect(planSimulation(30, 7)).not.toEqual(planSimulation(30, 8));
  });

  it('10 battles over three instances, one killed mid-run: 0 discrepancies', async () => {
    const { report, discrepancies } = await runSimulation({ db, battles: 10, seed: 42 });
    expect(discrepancies, report).toEqual([]);
    expect(report).toContain('Simulation: 10 battles, seed 42, 3 API instances');
    expect(report).toMatch(/Rooms: (\d+) ended exactly once/);
    expect(report).toContain('Total: 0 discrepancies');
  }, 240_000);

  it('ratings: a small seeded population prints every figure, and the ratings already rank the hidden skills', () => {
    const small = { players: 24, battlesEach: 12, seed: 5, botBattlesEach: 4 };
    const run = simulateRatings(small);
    expect(simulateRatings(small).report).toBe(run.report);
    for (const line of [
      'rank correlation of rating and hidden skill',
      'median rating gap of pairs: by arrival',
      'calibration: the underdog won',
      'its win rate by quarter of the ratings',
    ]) {
      expect(run.report).toContain(line);
    }
    expect(run.correlation).toBeGreaterThan(0.6);
    expect(run.gapByWindow).toBeLessThan(run.gapByArrival);
    expect(run.calibration.battles).toBe((small.players * small.battlesEach) / 2);
    expect(run.calibration.actual).toBeLessThan(run.calibration.battles / 2); // the underdog wins less often
    expect(run.botWinRates).toHaveLength(4);
    for (const band of run.botWinRates) {
      expect(band.botWins).toBeGreaterThan(0);
      expect(band.botWins).toBeLessThan(1);
    }
  });

  it('the audit catches coins minted outside the ledger and a room left started', async () => {
    const uid = `sim-probe-${Date.now()}`;
    await userRef(db, uid).set({ coins: 50 });
    await coinHistory(db, uid).doc('gift').set({ coins: 10 });
    const room = await roomsCol(db).add({ type: 'friend', status: 'started', playerUids: [uid], vsBot: false });
    const found = await audit(db, [{ uid, startCoins: 30 }]);
    expect(found.problems.coins).toEqual([`${uid}: 50 coins, but 30 + coin history 10`]);
    expect(found.problems.rooms).toEqual([`room ${room.id} (friend) still started`]);
    await room.delete();
  });
});
