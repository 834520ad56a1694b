// Temporary play data of the battles: each room's questions, this player's graded answers and the
// right options the server revealed, kept for the review screen and across a reload. The server
// names a right option only once every seat has answered the question or run out of time.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { AnswerResult, BattleQuestion, RevealedAnswer } from '../../../machines/battle-types.ts';

export interface ReviewedAnswer extends AnswerResult {
  /** null: the time ran out */
  optionId: string | null;
}

export interface RoomReview {
  questions: BattleQuestion[];
  answers: Record<string, ReviewedAnswer>;
  /** question id -> the right option, in this player's order */
  revealed?: Record<string, string>;
}

const keptRooms = 3;

interface ReviewState {
  rooms: Record<string, RoomReview>;
  /** Most recent room last. */
  order: string[];
  keepQuestions: (roomId: string, questions: BattleQuestion[]) => void;
  keepAnswer: (roomId: string, questionId: string, answer: ReviewedAnswer) => void;
  keepRevealed: (roomId: string, revealed: RevealedAnswer[]) => void;
}

export const useBattleReview = create<ReviewState>()(
  persist(
    (set) => ({
      rooms: {},
      order: [],
      keepQuestions: (roomId, questions) =>
        set((s) => {
          const order = [...s.order.filter((id) => id !== roomId), roomId].slice(-keptRooms);
          const rooms = Object.fromEntries(order.map((id) => [id, s.rooms[id] ?? { questions: [], answers: {} }]));
          rooms[roomId] = { ...rooms[roomId]!, questions };
          return { rooms, order };
        }),
      keepAnswer: (roomId, questionId, answer) =>
        set((s) => {
          const room = s.rooms[roomId];
          return room ? { rooms: { ...s.rooms, [roomId]: { ...room, answers: { ...room.answers, [questionId]: answer } } } } : {};
        }),
      keepRevealed: (roomId, revealed) =>
        set((s) => {
          const room = s.rooms[roomId];
          const more = Object.fromEntries(revealed.map((r) => [r.questionId, r.correctOptionId]));
          return room ? { rooms: { ...s.rooms, [roomId]: { ...room, revealed: { ...room.revealed, ...more } } } } : {};
        }),
    }),
    { name: 'quiz-arena-battle-review', storage: createJSONStorage(() => sessionStorage) },
  ),
);
