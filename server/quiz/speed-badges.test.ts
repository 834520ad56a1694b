// Issue 23, item 6: Super Sonic and Flashback reward a real result (docs/economy.md: at least 5
// questions, at least 80% right, and the speed), not mashing through a level to 0%.
import { describe, expect, it } from 'vitest';
import { badgesOf } from '../economy/badges.ts';
import { useHarness } from '../test/kit.ts';
import { answerAll } from './play-test-kit.ts';

const h = useHarness();

// a True & False set of 10: the seeded Quiz Zone levels hold 4 practice questions each, too few
// for these badges (the rest of each level is the battle pool)
const set = { type: 2 };
const speedBadges = ['flashback', 'super_sonic'];

/** Opens a set, answers at once (`right` of them right), finishes; the badges the result names and the player's badge documents. */
async function playFast(rightOf: (total: number) => number) {
  const p = await h.player();
  const opened = await h.call('get_questions_by_type', set, p.token);
  expect(opened.status).toBe(200);
  const total = opened.body.data.questions.length as number;
  expect(total).toBeGreaterThanOrEqual(5);
  await answerAll(h, p.token, opened.body.data, rightOf(total));
  const done = await h.call('quiz_finish', { session_id: opened.body.data.session_id }, p.token);
  expect(done.status).toBe(200);
  const owned = (await badgesOf(h.db, p.uid).get()).docs.map((d) => d.id);
  return {
    named: (done.body.data.badges as string[]).filter((b) => speedBadges.includes(b)).sort(),
    owned: owned.filter((b) => speedBadges.includes(b)).sort(),
  };
}

describe('speed badges (issue 23, item 6)', () => {
  it('mashing through a level to 0% earns neither Super Sonic nor Flashback', async () => {
    expect(await playFast(() => 0)).toEqual({ named: [], owned: [] });
  });

  it('below 80% right earns neither, however fast', async () => {
    expect(await playFast((total) => Math.ceil(total * 0.8) - 1)).toEqual({ named: [], owned: [] });
  });

  it('80% right, every answer within 5 s and under half the time, earns both', async () => {
    expect(await playFast((total) => Math.ceil(total * 0.8))).toEqual({ named: speedBadges, owned: speedBadges });
  });
});
