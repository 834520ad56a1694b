// What a battle does with its room, shared by the random and room battles: its `inRoom` state
// invokes the room machine (room-lifecycle.ts) as the child `room` and sorts the room's exit into
// the battle's own states: result (keeping what the review starts from), left, deleted or failed.
import type { RoomExit } from './battle-types';
import type { RoomLifecycleInput } from './room-lifecycle';

/** Guard params reading the room's exit, e.g. `exitGuard('exitIs', 'left')`. */
interface ExitCheck {
  exit: RoomExit;
  kind: RoomExit['kind'];
}
const exitGuard = <TType extends string>(type: TType, kind: RoomExit['kind']) => ({
  type,
  params: ({ event }: { event: { output: RoomExit } }): ExitCheck => ({ exit: event.output, kind }),
});
export const exitKindIs = (_: unknown, { exit, kind }: ExitCheck) => exit.kind === kind;
/** What a battle keeps of its room's exit: the result, and what the review starts from. */
export const keptOf = (exit: RoomExit) =>
  exit.kind === 'finished' ? { result: exit.result, played: exit.played } : { result: null, played: null };

/** The room child's input, from the context of a battle that has found (or rejoins) its room. */
const roomInput = ({
  context,
}: {
  context: Omit<RoomLifecycleInput, 'roomId'> & { roomId?: string };
}): RoomLifecycleInput => ({
  uid: context.uid,
  roomId: context.roomId ?? '',
  config: context.config,
  now: context.now,
});

/**
 * The `invoke` of a battle's `inRoom` state (the battle forwards the player's events to `room` there).
 * The battle declares the actor `room`, the guard `exitIs: exitKindIs`, the action `keepResult`
 * (assigning keptOf of the exit), and the states result, left, deleted and failed.
 */
export const roomChild = {
  id: 'room',
  src: 'room',
  input: roomInput,
  onDone: [
    {
      guard: exitGuard('exitIs', 'finished'),
      target: 'result',
      actions: { type: 'keepResult', params: ({ event }: { event: { output: RoomExit } }) => ({ exit: event.output }) },
    },
    { guard: exitGuard('exitIs', 'left'), target: 'left' },
    { guard: exitGuard('exitIs', 'deleted'), target: 'deleted' },
    { target: 'failed' },
  ],
} as const;
