// Temporary play data of the battles: each room's questions and this player's graded answers, kept
// for the review screen (the server never serves answers, only gradings) and across a reload.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { AnswerResult, BattleQuestion } from '../../../machines/battle-types.ts';

export interface ReviewedAnswer extends AnswerResult {
  /** null: the time ran out */
  optionId: string | null;
}

export interface RoomReview {
  questions: BattleQuestion[];
  answers: Record<string, ReviewedAnswer>;
}

const keptRooms = 3;

interface ReviewState {
  rooms: Record<string, RoomReview>;
  /** Most recent room last. */
  order: string[];
  keepQuestions: (roomId: string, questions: BattleQuestion[]) => void;
  keepAnswer: (roomId: string, questionId: string, answer: ReviewedAnswer) => void;
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
    }),
    { name: 'quiz-arena-battle-review', storage: createJSONStorage(() => sessionStorage) },
  ),
);
