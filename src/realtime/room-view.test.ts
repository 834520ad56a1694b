import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { toRoomView } from './room-view.ts';

describe('toRoomView', () => {
  it('turns timestamps into epoch ms, fills absent lists and orders players by slot', () => {
    const view = toRoomView(
      {
        id: 'r1',
        type: 'group',
        status: 'waiting',
        createdAt: Timestamp.fromMillis(1000),
        startedAt: null,
        ownerUid: 'a',
      },
      [
        { id: 'b', slot: 2, name: 'B', lastSeen: Timestamp.fromMillis(5000), points: 0 },
        {
          id: 'a',
          slot: 1,
          name: 'A',
          lastSeen: Timestamp.fromMillis(4000),
          points: 4,
          answers: [{ questionId: 'q', correct: true, points: 4, ms: 900 }],
        },
      ],
    );
    expect(view.createdAt).toBe(1000);
    expect(view.startedAt).toBeNull();
    expect(view.questionIds).toEqual([]);
    expect(view.players.map((p) => [p.uid, p.lastSeen, p.answers.length])).toEqual([
      ['a', 4000, 1],
      ['b', 5000, 0],
    ]);
  });
});
