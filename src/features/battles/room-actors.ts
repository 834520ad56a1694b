// The room and review machines with the app's effects: the room read from Firestore, the heartbeat written to
// Firestore (the one field a player may write), every other command through the API.
import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import toast from 'react-hot-toast';
import { catchError, from, NEVER, switchMap, tap, throwError, type Observable } from 'rxjs';
import { fromCallback, fromObservable, fromPromise, type EventObject } from 'xstate';
import type {
  AnswerRequest,
  AnswerResult,
  BattleQuestion,
  RoomRef,
  RoomView,
  SeatRef,
  SeatReview,
} from '../../../machines/battle-types.ts';
import { battleReview } from '../../../machines/battle-review.ts';
import type { PairingsInput } from '../../../machines/random-battle.ts';
import { randomRematch } from '../../../machines/random-rematch.ts';
import { roomLifecycle, type Beat } from '../../../machines/room-lifecycle.ts';
import { cueAction } from '../../lib/cues.ts';
import { auth } from '../../lib/firebase-auth.ts';
import { db } from '../../lib/firestore.ts';
import { pairings$ } from '../../realtime/match-ticket.ts';
import { roomView$ } from '../../realtime/room-view.ts';
import * as api from './battle-api.ts';
import type { Message } from '../../../contract/messages.ts';
import { textOf } from '../../i18n/message-text.ts';
import { heardServerTime, stampSent } from '../../realtime/server-clock.ts';

/**
 * A listener the rules refuse (not seated) or that breaks: the page shows the room's preview with
 * a way on, so nothing is toasted and the engine's own text never reaches the player.
 */
const quietFailure: Message = { code: 'room_unavailable' };

/** The room once Firebase Auth has restored the player (the rules read request.auth). */
function signedInRoom$(roomId: string): Observable<RoomView | null> {
  return from(auth.authStateReady()).pipe(
    switchMap(() => roomView$(db, roomId, auth.currentUser?.uid ?? '')),
    catchError(() => throwError(() => Object.assign(new Error(quietFailure.code), quietFailure))),
  );
}

/** The player's pairings from their match ticket, once Auth has restored them (the rules read request.auth). */
const signedInPairings$ = (uid: string, since: number) =>
  from(auth.authStateReady()).pipe(switchMap(() => pairings$(db, uid, since)));

/** Tells the random battle machine of a pairing the moment it is written; if the listener is refused, the search calls still find the room. */
export const pairingsLogic = fromCallback<{ type: 'paired'; roomId: string }, PairingsInput>(({ input, sendBack }) => {
  const sub = signedInPairings$(input.uid, input.since).subscribe({
    next: (roomId) => {
      api.prefetchQuestions(roomId);
      sendBack({ type: 'paired', roomId });
    },
    error: () => {},
  });
  return () => sub.unsubscribe();
});

/**
 * Opens the ticket listener while the player is still choosing a category: the Firestore
 * connection (about 2 s to set up) is warm when the pairing and the room arrive. Returns the stop.
 */
export function warmPairings(uid: string): () => void {
  const sub = signedInPairings$(uid, Number.MAX_SAFE_INTEGER).subscribe({ error: () => {} });
  return () => sub.unsubscribe();
}

/** Learns the server's clock from our own lastSeen each time a heartbeat comes back stamped. */
function alignClock(uid: string) {
  let last: number | undefined;
  return tap((view: RoomView | null) => {
    const mine = view?.players.find((player) => player.uid === uid)?.lastSeen;
    if (!mine) return;
    if (last !== undefined && mine !== last) heardServerTime(mine);
    last = mine;
  });
}

const settleWithin = (ms: number, work: Promise<unknown>) =>
  Promise.race([work, new Promise((resolve) => setTimeout(resolve, ms))]).then(() => undefined);

export const notify = (_: unknown, { message }: { message: Message }) => {
  if (message.code !== quietFailure.code) toast(textOf(message), { id: message.code });
};

/** The player's beat in a room, saying whether it comes from the waiting room's lobby: the fields a player may write. */
const heartbeatFor = (uid: string, heartbeatMs: number) =>
  // an unacknowledged write (offline) must not stall the beat: the machine judges presence on each one
  fromPromise<void, Beat>(({ input }) => {
    stampSent();
    return settleWithin(heartbeatMs, beat(uid, input.roomId, input.inLobby));
  });

const beat = (uid: string, roomId: string, inLobby: boolean) =>
  updateDoc(doc(db, 'rooms', roomId, 'players', uid), { lastSeen: serverTimestamp(), inLobby });

/**
 * The lobby on screen; as it goes (the room starts, or the player leaves the page for another
 * screen) the seat says it is no longer in the lobby, so a Start right after charges nothing.
 */
const lobbyPageFor = (uid: string) =>
  fromCallback<EventObject, RoomRef>(({ input }) => () => {
    beat(uid, input.roomId, false).catch(() => {});
  });

/**
 * The room machine's effects. `handsOver`: the page only takes the seat and hands the room to the
 * room's own page at once (creating, joining): its lobby going is not the player leaving the lobby.
 */
export function roomLogicFor(uid: string, heartbeatMs: number, handsOver = false) {
  return roomLifecycle.provide({
    actors: {
      roomStream: fromObservable<RoomView | null, RoomRef>(({ input }) =>
        signedInRoom$(input.roomId).pipe(alignClock(uid)),
      ),
      heartbeat: heartbeatFor(uid, heartbeatMs),
      ...(handsOver ? {} : { lobbyPage: lobbyPageFor(uid) }),
      startRoom: fromPromise<void, RoomRef>(({ input }) => api.startRoom(input)),
      getQuestions: fromPromise<BattleQuestion[], RoomRef>(({ input }) => api.getQuestions(input)),
      answer: fromPromise<AnswerResult, AnswerRequest>(({ input }) => api.answer(input)),
      leaveRoom: fromPromise<void, RoomRef>(({ input }) => api.leaveRoom(input)),
      deleteRoom: fromPromise<void, RoomRef>(({ input }) => api.deleteRoom(input)),
      removePlayer: fromPromise<void, SeatRef>(({ input }) => api.removePlayer(input)),
    },
    actions: { notify, cue: cueAction },
  });
}

export const reviewLogic = battleReview.provide({
  actors: {
    roomStream: fromObservable<RoomView | null, RoomRef>(({ input }) => signedInRoom$(input.roomId)),
    getQuestions: fromPromise<BattleQuestion[], RoomRef>(({ input }) => api.getQuestions(input)),
    reviewSeat: fromPromise<SeatReview, RoomRef>(({ input }) => api.reviewSeat(input)),
  },
  actions: { notify },
});

/** Rematch on a random 1v1 result: the finished room followed, the player's beat kept while the result shows. */
export function rematchLogicFor(uid: string, heartbeatMs: number) {
  return randomRematch.provide({
    actors: {
      // a refused listener only hides the offer: the result and its way back to search stay
      roomStream: fromObservable<RoomView | null, RoomRef>(({ input }) =>
        signedInRoom$(input.roomId).pipe(catchError(() => NEVER)),
      ),
      heartbeat: heartbeatFor(uid, heartbeatMs),
      accept: fromPromise<void, RoomRef>(({ input }) => api.acceptRematch(input)),
    },
    actions: { notify, decline: ({ context }) => api.declineRematch(context) },
  });
}
