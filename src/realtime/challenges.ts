// The player's asynchronous challenges, both ways (users/{uid}/challenges/{roomId},
// server/battles/challenge-docs.ts ChallengeDoc): written by the server, read only by their owner.
import { collection, Timestamp, type Firestore } from 'firebase/firestore';
import { map, type Observable } from 'rxjs';
import type { ChallengeTurn } from '../../contract/challenges.ts';
import { query$ } from './firestore-streams.ts';

export interface ChallengeEntry {
  roomId: string;
  fromUid: string;
  fromName: string;
  toName: string;
  questionCount: number;
  entryFee: number;
  turn: ChallengeTurn;
  /** epoch ms: when the friend's time to play runs out */
  lapsesAt: number;
  outcome?: 'won' | 'lost' | 'drawn';
}

export const challenges$ = (db: Firestore, uid: string): Observable<ChallengeEntry[]> =>
  query$<Record<string, unknown>>(collection(db, 'users', uid, 'challenges')).pipe(
    map((docs) =>
      docs
        .map((d) => ({
          ...(d as unknown as ChallengeEntry),
          roomId: d.id,
          lapsesAt: (d.lapsesAt as Timestamp | undefined)?.toMillis() ?? 0,
        }))
        .sort((a, b) => a.lapsesAt - b.lapsesAt),
    ),
  );
