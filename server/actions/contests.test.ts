import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { contestsCol, queryQuestions, questionsCol, type ContestDoc } from '../content/catalog.ts';
import { coinHistory } from '../economy/ledger.ts';
import { contestBoard, contestCloseMs, rankKey, settleEndedContests } from '../quiz/contest-board.ts';
import { answerAll, answerFields, holdings, rightAnswer } from '../quiz/play-test-kit.ts';
import { useHarness } from '../test/kit.ts';

const h = useHarness();

// Seeded (emulator/seed/content/en/contests.json): 1 live, 2 upcoming, 3 past.
const live = 'en-contest-1';
const upcoming = 'en-contest-2';
const past = 'en-contest-3';

/** Runs `reads` with the server's clock a day after the live contest's end. */
async function afterTheEnd<T>(reads: () => Promise<T>): Promise<T> {
  const end = ((await contestsCol(h.db).doc(live).get()).get('end_date') as Timestamp).toMillis();
  h.clock.set(new Date(end + 86_400_000));
  try {
    return await reads();
  } finally {
    h.clock.set(null);
  }
}

const open = (token: string, contest_id: string) =>
  h.call('get_questions_by_contest', { language_id: 1, contest_id }, token);

/** A live contest of its own (other files list the contests: it goes at the end), with `count` of the live one's questions. */
async function contestOfItsOwn(prefix: string, count: number) {
  const id = `${prefix}-${Date.now().toString(36)}`;
  const seeded = (await contestsCol(h.db).doc(live).get()).data() as ContestDoc;
  const questions = (await queryQuestions(h.db, { mode: 'contest', parent_id: live })).slice(0, count);
  const ids = questions.map((_, i) => `${id}-q${i}`);
  await Promise.all(
    questions.map((q, i) =>
      questionsCol(h.db)
        .doc(ids[i]!)
        .set({ ...q, id: ids[i], parent_id: id }),
    ),
  );
  await contestsCol(h.db)
    .doc(id)
    .set({ ...seeded, id, no_of_que: count, settled: false, prizes_paid: false });
  const remove = () =>
    Promise.all([
      h.db.recursiveDelete(contestsCol(h.db).doc(id)),
      ...ids.map((q) => questionsCol(h.db).doc(q).delete()),
    ]);
  return { id, seeded, remove };
}

describe('get_contest', () => {
  it('splits the contests into live, past and upcoming by the server clock', async () => {
    const p = await h.player();
    const r = await h.call('get_contest', { language_id: 1, timezone: 'Asia/Kolkata', gmt_format: '+05:30' }, p.token);
    expect(r.status).toBe(200);
    const ids = (list: { id: string }[]) => list.map((c) => c.id);
    expect(ids(r.body.data.live)).toEqual([live]);
    expect(ids(r.body.data.upcoming)).toEqual([upcoming]);
    expect(ids(r.body.data.past)).toEqual([past]);
    expect(r.body.data.live[0]).toMatchObject({
      name: 'Weekend Brain Sprint',
      status: 'live',
      played: false,
      no_of_que: 10,
    });
    expect(r.body.data.live[0].prizes[0]).toEqual({ rank: 1, coins: 100 });
    // dates in the player's time zone, the same instants
    const stored = (await contestsCol(h.db).doc(live).get()).data()!;
    expect(r.body.data.live[0].start_date).toMatch(/\+05:30$/);
    expect(Date.parse(r.body.data.live[0].start_date)).toBe(stored.start_date.toMillis());
    expect((await h.call('get_contest', { gmt_format: 'GMT-4' }, p.token)).body.data.live[0].end_date).toMatch(
      /-04:00$/,
    );
    expect((await h.call('get_contest', { timezone: 'Nowhere/City' }, p.token)).body).toEqual({
      error: true,
      code: 'invalid_timezone',
      message: 'Invalid timezone',
    });

    h.clock.set(new Date(Date.now() + 5 * 86_400_000));
    try {
      const later = await h.call('get_contest', {}, p.token);
      expect(ids(later.body.data.live)).toEqual([live, upcoming]);
    } finally {
      h.clock.set(null);
    }
  });
});

describe('get_questions_by_contest', () => {
  it('serves a live contest once per player: again while playing is the same session, after the finish refused', async () => {
    const p = await h.player();
    const first = await open(p.token, live);
    expect(first.status).toBe(200);
    for (const q of first.body.data.questions) for (const f of answerFields) expect(q).not.toHaveProperty(f);
    const again = await open(p.token, live);
    expect(again.body.data.session_id).toBe(first.body.data.session_id);
    expect(again.body.data.started_at).toBe(first.body.data.started_at);
    await answerAll(h, p.token, first.body.data, 7);
    const done = await h.call('quiz_finish', { session_id: first.body.data.session_id }, p.token);
    // right and wrong are withheld while the contest runs; the stored result is whole
    expect(done.body.data).toMatchObject({ mode: 'contest', sealed: true, correct_answers: 0, coins: 0, score: 0 });
    expect((await h.db.collection('playSessions').doc(first.body.data.session_id).get()).get('result')).toMatchObject({
      correct_answers: 7,
      score: 7 * 4 - 3 * 4,
    });
    const held = await holdings(h, p.uid);
    const refused = await open(p.token, live);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('You have Already Played');
    expect(await holdings(h, p.uid)).toEqual(held);
    const list = await h.call('get_contest', {}, p.token);
    expect(list.body.data.live[0].played).toBe(true);
  });

  it('refuses upcoming, past and unknown contests', async () => {
    const p = await h.player();
    expect((await open(p.token, upcoming)).body).toEqual({
      error: true,
      code: 'contest_not_live',
      message: 'This contest is not live',
    });
    expect((await open(p.token, past)).status).toBe(400);
    expect((await open(p.token, 'nope')).status).toBe(404);
    expect((await holdings(h, p.uid)).sessions).toBe(0);
  });
});

describe('contest leaderboard', () => {
  it('ranks graded results; set_contest_leaderboard cannot raise a row', async () => {
    const strong = await h.player({ name: 'strong' });
    const weak = await h.player({ name: 'weak' });
    for (const [p, right] of [
      [strong, 10],
      [weak, 4],
    ] as const) {
      const s = (await open(p.token, live)).body.data;
      await answerAll(h, p.token, s, right);
      await h.call('quiz_finish', { session_id: s.session_id }, p.token);
    }
    await afterTheEnd(async () => {
      const board = await h.call('get_contest_leaderboard', { contest_id: live, offset: 0, limit: 10 }, weak.token);
      expect(board.status).toBe(200);
      expect(board.body.data.rows[0]).toMatchObject({
        user_id: strong.uid,
        name: 'Strong',
        score: 40,
        correct_answers: 10,
        rank: 1,
      });
      expect(board.body.data.me).toMatchObject({ user_id: weak.uid, score: 0, correct_answers: 4 });

      const claim = await h.call(
        'set_contest_leaderboard',
        { contest_id: live, questions_attended: 10, correct_answers: 10, score: 9999 },
        weak.token,
      );
      expect(claim.status).toBe(200);
      expect(claim.body.data).toMatchObject({ score: 0, correct_answers: 4 });
    });
    expect((await contestBoard(h.db, live).doc(weak.uid).get()).get('score')).toBe(0);
  });

  it('set_contest_leaderboard without a finished play is refused and writes nothing', async () => {
    const p = await h.player();
    const r = await afterTheEnd(() =>
      h.call(
        'set_contest_leaderboard',
        { contest_id: live, questions_attended: 10, correct_answers: 10, score: 40 },
        p.token,
      ),
    );
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Play the contest first');
    expect((await contestBoard(h.db, live).doc(p.uid).get()).exists).toBe(false);
    expect((await h.call('set_contest_leaderboard', { contest_id: live, score: 'lots' }, p.token)).status).toBe(400);
  });

  it('reads never settle; the settler pays the prizes once the contest has closed, once, and gives the winner the badge', async () => {
    const winner = await h.player();
    const s = (await open(winner.token, live)).body.data;
    await answerAll(h, winner.token, s, 10);
    await h.call('quiz_finish', { session_id: s.session_id }, winner.token);
    // Earlier tests put another 10/10 player first: the earliest to reach a score ranks higher.
    const top = (await contestBoard(h.db, live).orderBy('rank_key', 'desc').limit(3).get()).docs.map((d) => d.id);
    const before = await Promise.all(top.map((uid) => holdings(h, uid)));
    const end = ((await contestsCol(h.db).doc(live).get()).get('end_date') as Timestamp).toMillis();

    const later = new Date(end + 86_400_000);
    h.clock.set(later);
    try {
      const [board] = await Promise.all([
        h.call('get_contest_leaderboard', { contest_id: live }, winner.token),
        h.call('get_contest', {}, winner.token),
      ]);
      expect(board.status).toBe(200);
      expect(board.body.data.rows.slice(0, 3).map((r: { user_id: string }) => r.user_id)).toEqual(top);
    } finally {
      h.clock.set(null);
    }
    expect((await contestsCol(h.db).doc(live).get()).get('settled')).toBe(false);
    expect(await holdings(h, top[0]!)).toEqual(before[0]);

    // not before the close; then two passes at once (two holders, or one repeated) settle it once
    expect(await settleEndedContests(h.db, new Date(end + contestCloseMs - 1))).not.toContain(live);
    const passes = await Promise.all([settleEndedContests(h.db, later), settleEndedContests(h.db, later)]);
    expect(passes.flat().filter((id) => id === live)).toEqual([live]);
    expect(await settleEndedContests(h.db, later)).not.toContain(live);
    const prizes = [100, 60, 30];
    for (const [i, uid] of top.entries()) {
      expect((await holdings(h, uid)).coins).toBe(before[i]!.coins + prizes[i]!);
      expect((await coinHistory(h.db, uid).doc(`contest_prize_${live}`).get()).get('coins')).toBe(prizes[i]);
    }
    expect((await contestsCol(h.db).doc(live).get()).get('settled')).toBe(true);
    const badge = await h.db.collection('users').doc(top[0]!).collection('badges').doc('most_wanted_winner').get();
    expect(badge.get('status')).toBe(1);
  });

  it('a deleted account leaves the board and takes no prize: the next players move up and are paid', async () => {
    // a contest of its own, ended, with a board written as finishing plays write it
    const id = 'deleted-winner-contest';
    const live = (await contestsCol(h.db).doc('en-contest-1').get()).data()!;
    await contestsCol(h.db)
      .doc(id)
      .set({ ...live, settled: false, prizes_paid: false });
    const [gone, second, third, fourth] = await Promise.all([h.player(), h.player(), h.player(), h.player()]);
    const row = (uid: string, score: number) => {
      const date = new Date('2026-01-01T00:00:00Z');
      return contestBoard(h.db, id)
        .doc(uid)
        .set({
          uid,
          name: 'P',
          profile: '',
          score,
          correct_answers: 1,
          questions_attended: 1,
          rank_key: rankKey(score, date),
          date,
        });
    };
    await Promise.all([
      row(gone.uid, 50),
      row(second.uid, 40),
      row(third.uid, 30),
      row(fourth.uid, 20),
      row('no-such-account', 45),
    ]);
    expect((await h.call('delete_user_account', {}, gone.token)).status).toBe(200);
    expect((await contestBoard(h.db, id).doc(gone.uid).get()).exists).toBe(false);

    const end = (live.end_date as Timestamp).toMillis();
    expect(await settleEndedContests(h.db, new Date(end + 86_400_000))).toContain(id);
    const prizes = [100, 60, 30];
    for (const [i, p] of [second, third, fourth].entries()) {
      expect((await coinHistory(h.db, p.uid).doc(`contest_prize_${id}`).get()).get('coins')).toBe(prizes[i]);
    }
    expect((await contestsCol(h.db).doc(id).get()).get('settled')).toBe(true);
  });

  it('a play finished after the end is graded but enters no board', async () => {
    const p = await h.player();
    const s = (await open(p.token, live)).body.data;
    await answerAll(h, p.token, s, 10);
    const end = ((await contestsCol(h.db).doc(live).get()).get('end_date') as Timestamp).toMillis();
    h.clock.set(new Date(end + 1));
    try {
      const done = await h.call('quiz_finish', { session_id: s.session_id }, p.token);
      expect(done.status).toBe(200);
      expect(done.body.data).toMatchObject({ mode: 'contest', correct_answers: 10 });
    } finally {
      h.clock.set(null);
    }
    expect((await contestBoard(h.db, live).doc(p.uid).get()).exists).toBe(false);
  });

  it("an operator's earlier end stops the sessions opened before it: a later answer is refused and the finish enters no board", async () => {
    const { id, remove } = await contestOfItsOwn('shortened', 2);
    try {
      const p = await h.player();
      const s = (await open(p.token, id)).body.data;
      const answer = async (q: { id: string }) =>
        h.call(
          'quiz_answer',
          { session_id: s.session_id, question_id: q.id, answer: await rightAnswer(h, s.session_id, q.id) },
          p.token,
        );
      expect((await answer(s.questions[0])).status).toBe(200);
      // the operator ends it a second from now (admin_save_contest writes end_date); two seconds on, the second answer comes
      const now = Date.now();
      await contestsCol(h.db)
        .doc(id)
        .update({ end_date: Timestamp.fromMillis(now + 1_000) });
      h.clock.set(new Date(now + 2_000));
      try {
        expect(await answer(s.questions[1])).toEqual({
          status: 409,
          body: { error: true, code: 'contest_ended', message: 'This contest has ended' },
        });
        const done = await h.call('quiz_finish', { session_id: s.session_id }, p.token);
        expect(done.body.data).toMatchObject({ mode: 'contest', correct_answers: 1, unanswered: 1 });
      } finally {
        h.clock.set(null);
      }
      expect((await contestBoard(h.db, id).doc(p.uid).get()).exists).toBe(false);
    } finally {
      await remove();
    }
  });
});

describe('contest answers say nothing until the contest ends (issue 34)', () => {
  it('three helpers answering different texts learn nothing of right or wrong; after the end the result and the review say it all', async () => {
    const helpers = [await h.player(), await h.player(), await h.player()];
    const end = ((await contestsCol(h.db).doc(live).get()).get('end_date') as Timestamp).toMillis();
    for (const [i, p] of helpers.entries()) {
      const s = (await open(p.token, live)).body.data;
      for (const q of s.questions) {
        // each helper answers a different option, as the three accounts of the report did
        const r = await h.call(
          'quiz_answer',
          { session_id: s.session_id, question_id: q.id, answer: q.options[i].id },
          p.token,
        );
        expect(r.status).toBe(200);
        expect(r.body.data).toMatchObject({ correct: null, correct_answer: null });
      }
      const done = (await h.call('quiz_finish', { session_id: s.session_id }, p.token)).body.data;
      expect(done).toMatchObject({ sealed: true, correct_answers: 0, wrong_answers: 0, score: 0, percentage: 0 });
      // nor by comparison: no board of a live contest, no row of one's own
      expect((await h.call('get_contest_leaderboard', { contest_id: live }, p.token)).body.message).toBe(
        'The results are shown once the contest has ended',
      );
      expect(
        (
          await h.call(
            'set_contest_leaderboard',
            { contest_id: live, questions_attended: 1, correct_answers: 1, score: 1 },
            p.token,
          )
        ).body.message,
      ).toBe('The results are shown once the contest has ended');
      expect((await h.call('get_contest_review', { contest_id: live }, p.token)).status).toBe(400);
    }
    h.clock.set(new Date(end + contestCloseMs + 1));
    try {
      const p = helpers[0]!;
      const review = await h.call('get_contest_review', { contest_id: live }, p.token);
      expect(review.status).toBe(200);
      const right = review.body.data.questions.filter((q: { correct: boolean }) => q.correct).length;
      const session = (await contestsCol(h.db).doc(live).collection('entries').doc(p.uid).get()).get(
        'session_id',
      ) as string;
      const result = (await h.call('quiz_finish', { session_id: session }, p.token)).body.data;
      expect(result.sealed).toBeUndefined();
      expect(result.correct_answers).toBe(right);
      const board = await h.call('get_contest_leaderboard', { contest_id: live }, p.token);
      expect(board.body.data.me).toMatchObject({ user_id: p.uid, correct_answers: right });
    } finally {
      h.clock.set(null);
    }
  });
});

describe('a contest play counts towards the profile only at the end (issue 34)', () => {
  /** Everything a player can call about themselves whose figures a graded play moves. */
  async function selfView(token: string) {
    const [user, stats, daily, monthly, global, tracker, badges, inbox] = await Promise.all(
      [
        'get_user_by_id',
        'get_users_statistics',
        'get_daily_leaderboard',
        'get_monthly_leaderboard',
        'get_globle_leaderboard',
        'get_tracker_data',
        'get_user_badges',
        'get_inbox',
      ].map((action) => h.call(action, {}, token)),
    );
    return {
      coins: user!.body.data.coins,
      score: user!.body.data.all_time_score,
      stats: stats!.body.data,
      boards: [daily, monthly, global].map((b) => b!.body.data.my_rank.score),
      tracker: tracker!.body.data,
      badges: badges!.body.data,
      inbox: inbox!.body.data,
    };
  }

  it('a helper comparing its profile, statistics, boards, coins, badges and bell before and after a live play learns nothing; the settler applies it all once, and tells every player', async () => {
    // its end and settlement are this test's
    const { id, seeded, remove } = await contestOfItsOwn('sealed-profile', 3);
    try {
      const [helper, other] = [await h.player(), await h.player()];
      const before = await selfView(helper.token);
      const s = (await open(helper.token, id)).body.data;
      // one option per question, as a helper would: the first
      for (const q of s.questions)
        expect(
          (
            await h.call(
              'quiz_answer',
              { session_id: s.session_id, question_id: q.id, answer: q.options[0].id },
              helper.token,
            )
          ).status,
        ).toBe(200);
      expect((await h.call('quiz_finish', { session_id: s.session_id }, helper.token)).body.data.sealed).toBe(true);
      const o = (await open(other.token, id)).body.data;
      await answerAll(h, other.token, o, 3);
      await h.call('quiz_finish', { session_id: o.session_id }, other.token);
      expect(await selfView(helper.token)).toEqual(before);
      const stored = (await h.db.collection('playSessions').doc(s.session_id).get()).get('result') as {
        correct_answers: number;
        score: number;
      };

      // settled after the end: twice at once, applied once
      const end = (seeded.end_date as Timestamp).toMillis();
      const later = new Date(end + contestCloseMs + 1);
      const passes = await Promise.all([settleEndedContests(h.db, later), settleEndedContests(h.db, later)]);
      expect(passes.flat().filter((c) => c === id)).toEqual([id]);
      const after = await selfView(helper.token);
      expect(after.score).toBe(before.score + Math.max(0, stored.score));
      expect(after.stats).toMatchObject({ questions_answered: 3, correct_answers: stored.correct_answers });
      expect(after.badges.find((b: { type: string }) => b.type === 'dashing_debut')?.status).toBe(1);
      // the bell says the results are in, to every player, in words the app translates
      for (const p of [helper, other]) {
        const note = (await h.call('get_inbox', {}, p.token)).body.data.data.find(
          (n: { id: string }) => n.id === `contest_result_${id}`,
        );
        expect(note).toMatchObject({ kind: 'contest_result', params: { contest: seeded.name } });
      }
      expect((await h.call('get_users_statistics', {}, other.token)).body.data).toMatchObject({
        questions_answered: 3,
        correct_answers: 3,
      });
      await settleEndedContests(h.db, new Date(later.getTime() + 60_000));
      expect(await selfView(helper.token)).toEqual(after);
    } finally {
      await remove();
    }
  });
});
