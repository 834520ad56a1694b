// Where the room machine is, in the words the screens use: read from the machine's tags.
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { battleReview } from '../../../machines/battle-review.ts';
import type { roomLifecycle } from '../../../machines/room-lifecycle.ts';

export type RoomActorRef = ActorRefFrom<typeof roomLifecycle>;
export type RoomSnapshot = SnapshotFrom<typeof roomLifecycle>;
export type ReviewActorRef = ActorRefFrom<typeof battleReview>;

export type RoomPhase =
  | 'connecting'
  | 'lobby'
  | 'removing'
  | 'starting'
  | 'countdown'
  | 'loading'
  | 'question'
  | 'waiting'
  | 'leaving'
  | 'deleting'
  | 'over';

/** The machine's tags that name a phase, the more particular first (a start in progress is in the lobby too). */
const phaseTags = ['leaving', 'deleting', 'starting', 'removing', 'lobby', 'waiting', 'question', 'countdown'] as const;

export function phaseOf(snapshot: RoomSnapshot | undefined): RoomPhase {
  if (!snapshot || snapshot.status !== 'active') return 'over';
  return phaseTags.find((tag) => snapshot.hasTag(tag)) ?? (snapshot.hasTag('playing') ? 'loading' : 'connecting');
}

/** The question is on screen and may be answered. */
export const questionOpen = (snapshot: RoomSnapshot | undefined) => snapshot?.hasTag('answerable') ?? false;
