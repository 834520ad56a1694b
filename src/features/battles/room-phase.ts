// Where the room machine is, in the words the screens use.
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { battleReview } from '../../../machines/battle-review.ts';
import type { roomLifecycle } from '../../../machines/room-lifecycle.ts';

export type RoomActorRef = ActorRefFrom<typeof roomLifecycle>;
export type RoomSnapshot = SnapshotFrom<typeof roomLifecycle>;
export type ReviewActorRef = ActorRefFrom<typeof battleReview>;

export type RoomPhase = 'connecting' | 'lobby' | 'starting' | 'countdown' | 'loading' | 'question' | 'waiting' | 'leaving' | 'deleting' | 'over';

export function phaseOf(snapshot: RoomSnapshot | undefined): RoomPhase {
  if (!snapshot || snapshot.status !== 'active') return 'over';
  if (snapshot.matches('leaving')) return 'leaving';
  if (snapshot.matches('deleting')) return 'deleting';
  if (snapshot.matches({ active: { phase: { lobby: 'starting' } } })) return 'starting';
  if (snapshot.matches({ active: { phase: 'lobby' } })) return 'lobby';
  if (snapshot.matches({ active: { phase: { playing: 'waitingForOthers' } } })) return 'waiting';
  if (snapshot.matches({ active: { phase: { playing: 'question' } } })) return 'question';
  if (snapshot.matches({ active: { phase: { playing: { countdown: { clock: 'counting' } } } } })) return 'countdown';
  if (snapshot.matches({ active: { phase: 'playing' } })) return 'loading';
  return 'connecting';
}

/** The question is on screen and may be answered. */
export const questionOpen = (snapshot: RoomSnapshot | undefined) =>
  snapshot?.matches({ active: { phase: { playing: { question: 'open' } } } }) ?? false;
