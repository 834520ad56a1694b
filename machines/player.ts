import { assign, fromObservable, fromPromise, setup, spawnChild } from 'xstate';
import { NEVER } from 'rxjs';
import type { Rating } from '../contract/rating.ts';
import { notProvided } from './commands.ts';

// The signed-in player's own figures as the server keeps them: a listener on their documents
// (users/{uid}, its stats summary, its unread notifications and its invitations) feeds this machine for as long as they are signed in. Every
// coin, score and streak on screen is read from here; nothing refetches them.

/** A rematch invitation still valid (server/battles/room-docs.ts InviteDoc): gone once the room starts or is deleted, or it is declined. */
export interface Invitation {
  roomId: string;
  code: string;
  fromName: string;
  entryFee: number;
}

export interface PlayerFigures {
  coins: number;
  score: number;
  /** random 1v1 battles won in a row (the server's count) */
  winStreak: number;
  /** notifications not read yet (the header's bell) */
  unread: number;
  /** rematch invitations still valid: on every screen, under the bell, and in its count */
  invitations: Invitation[];
  /** the skill rating from battles between people; absent before the first */
  rating?: Rating;
}

export interface PlayerContext {
  /** null until the listener's first value */
  figures: PlayerFigures | null;
  /** invitations this player said "Not now" to: hidden at once, while the server takes them away */
  declined: string[];
}

/** "Not now" to the invitation to this room. */
export type PlayerEvent = { type: 'decline'; roomId: string };

/** The invitations to show: still valid, not declined. */
export const openInvitations = (context: PlayerContext): Invitation[] =>
  context.figures?.invitations.filter((invitation) => !context.declined.includes(invitation.roomId)) ?? [];

export const player = setup({
  types: { context: {} as PlayerContext, events: {} as PlayerEvent },
  actors: {
    figures: fromObservable<PlayerFigures | null, void>(() => NEVER),
    // declining costs nothing and changes nothing else: a failed call leaves the invitation to expire with its room
    declineInvite: fromPromise<void, { roomId: string }>(notProvided('declineInvite')),
  },
  delays: {
    /** a refused or dropped listener is opened again after this long */
    retry: 5_000,
  },
}).createMachine({
  id: 'player',
  context: { figures: null, declined: [] },
  on: {
    decline: {
      actions: [
        assign({ declined: ({ context, event }) => [...context.declined, event.roomId] }),
        spawnChild('declineInvite', { input: ({ event }) => ({ roomId: event.roomId }) }),
      ],
    },
  },
  initial: 'listening',
  states: {
    listening: {
      invoke: {
        src: 'figures',
        onSnapshot: {
          // undefined before the stream's first value: keep what is shown
          actions: assign({ figures: ({ context, event }) => event.snapshot.context ?? context.figures }),
        },
        onError: 'retrying',
        onDone: 'retrying',
      },
    },
    retrying: {
      after: { retry: 'listening' },
    },
  },
});
