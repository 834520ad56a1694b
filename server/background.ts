// The work an API instance does besides answering requests. The battle sweeper, the bot players
// and the contest settler run once per deployment, each under a lease (lease.ts) that another instance takes over
// when its holder dies; the award worker runs in every instance, taking a lease per record.
import type { Firestore } from 'firebase-admin/firestore';
import { startBotRunner } from './battles/bot-runner.ts';
import { startSweeper } from './battles/sweeper.ts';
import { startAwardWorker } from './economy/pending-awards.ts';
import { startContestSettler } from './quiz/contest-board.ts';
import { underLease, type LeaseOptions } from './lease.ts';

export interface Background {
  /** Stops the work and hands the leases over. */
  stop(): Promise<void>;
}

export function startBackground(db: Firestore, leaseOptions: LeaseOptions = {}): Background {
  const sweeper = underLease(db, 'battle-sweeper', () => startSweeper(db), leaseOptions);
  const bots = underLease(
    db,
    'bot-players',
    () => {
      const runner = startBotRunner(db);
      return () => runner.stop();
    },
    leaseOptions,
  );
  const contests = underLease(db, 'contest-settler', () => startContestSettler(db), leaseOptions);
  const stopAwards = startAwardWorker(db);
  return {
    async stop() {
      stopAwards();
      await Promise.all([sweeper.stop(), bots.stop(), contests.stop()]);
    },
  };
}
