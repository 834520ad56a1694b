// Issue 34, "no oracle for a live question" and "an answer key is not a win", as a cheater tries
// them: the room's questions are read during the 3-2-1 and their right options looked up by text
// in a bookmark session or any practice mode; and the same battle question met again and again.
import { describe, expect, it } from 'vitest';
import { questionsCol, type QuestionDoc } from '../content/catalog.ts';
import { levelRef } from '../quiz/progress.ts';
import { ok, quickPlayer, useHarness, type TestPlayer } from '../test/kit.ts';

const h = useHarness();

const category = 'en-quiz-science';

interface Served {
  id: string;
  question: string;
  options: { id: string; text: string }[];
}

/** A started room against the bot, and its questions as the player reads them during the 3-2-1. */
async function botRoom(p: TestPlayer, inCategory = category) {
  const { room_id } = await ok<{ room_id: string }>(h.call('battle_play_bot', { category: inCategory }, p.token));
  const questions = await ok<Served[]>(h.call('get_question_by_room_id', { room_id }, p.token));
  return { roomId: room_id, questions };
}

describe('a live battle question has no oracle', () => {
  it('the room questions cannot be bookmarked, and a bookmark session serves none of them (not even one bookmarked before)', async () => {
    const p = await quickPlayer(h);
    const { questions } = await botRoom(p);
    expect(questions.length).toBeGreaterThan(0);
    for (const q of questions) {
      const r = await h.call('set_bookmark', { question_id: q.id, status: 1, type: 1 }, p.token);
      expect(r.status).toBe(400);
      expect(r.body.message).toBe('Battle questions cannot be bookmarked');
    }
    // a bookmark kept from before the battle pool existed
    await h.db
      .collection('users')
      .doc(p.uid)
      .collection('bookmarks')
      .doc(questions[0]!.id)
      .set({ question_id: questions[0]!.id, type: '1', date: new Date() });
    const session = await ok<{ session_id: string | null; questions: Served[] }>(
      h.call('get_bookmark', { type: 1 }, p.token),
    );
    const roomIds = new Set(questions.map((q) => q.id));
    expect(session.questions.filter((q) => roomIds.has(q.id))).toEqual([]);
  });

  it('no Quiz Zone level and no Self Challenge serves a battle question: its right text cannot be learned there', async () => {
    const p = await quickPlayer(h);
    const battleTexts = new Set<string>();
    for (let i = 0; i < 2; i++) for (const q of (await botRoom(p)).questions) battleTexts.add(q.question);

    // every level of the category open to the player
    const subs = await h.db.collection('subcategories').where('category_id', '==', category).get();
    await Promise.all(
      subs.docs.map((s) =>
        levelRef(h.db, p.uid, 'quiz', category, s.id).set({
          mode: 'quiz',
          category_id: category,
          subcategory_id: s.id,
          level: 99,
        }),
      ),
    );
    const practised = new Map<string, { session: string; id: string }>();
    for (const s of subs.docs) {
      for (let level = 1; level <= (s.get('maxlevel') as number); level++) {
        const set = await ok<{ session_id: string; questions: Served[] }>(
          h.call('get_questions_by_level', { category, subcategory: s.id, level, language_id: 1 }, p.token),
        );
        expect(set.questions.length, `${s.id} level ${level} stays playable`).toBeGreaterThan(0);
        for (const q of set.questions) practised.set(q.question, { session: set.session_id, id: q.id });
      }
    }
    const challenge = await ok<{ session_id: string; questions: Served[] }>(
      h.call('get_questions_for_self_challenge', { category_slug: 'science', limit: 50, language_id: 1 }, p.token),
    );
    for (const q of challenge.questions) practised.set(q.question, { session: challenge.session_id, id: q.id });

    const leaked = [...battleTexts].filter((text) => practised.has(text));
    // what the cheater would do with one: answer it in practice and read the right option back
    if (leaked.length > 0) {
      const { session, id } = practised.get(leaked[0]!)!;
      const graded = await ok<{ correct_answer: string | null }>(
        h.call('quiz_answer', { session_id: session, question_id: id, answer: 'a' }, p.token),
      );
      expect(graded.correct_answer, 'practice reveals the right option of a battle question').toBeNull();
    }
    expect(leaked).toEqual([]);
  });
});

describe('an answer key is not a win: a battle question comes again only once the pool is used up', () => {
  it('each room of a player serves the questions they have not met before, while there are any', async () => {
    const p = await quickPlayer(h);
    // the room's bucket in a category no other file adds questions to (an imported or saved question
    // with a battle question's words joins the battle pool, after this file's pool was read)
    const unshared = 'en-quiz-music';
    const poolSnap = await questionsCol(h.db)
      .where('category_id', '==', unshared)
      .where('language_id', '==', 1)
      .where('mode', '==', 'quiz')
      .get();
    const all = poolSnap.docs.map((d) => d.data() as QuestionDoc);
    const pool = new Set(
      (all.some((q) => q.pool === 'battle') ? all.filter((q) => q.pool === 'battle') : all).map((q) => q.id),
    );
    let seen = new Set<string>();
    for (let room = 0; room < 4; room++) {
      const ids = (await botRoom(p, unshared)).questions.map((q) => q.id);
      const unseen = [...pool].filter((id) => !seen.has(id));
      const fresh = ids.filter((id) => !seen.has(id));
      // as many new questions as the room holds, or every one left in this cycle
      expect(
        fresh.length,
        `room ${room + 1}: ${ids.length - fresh.length} met before while ${unseen.length} were new`,
      ).toBe(Math.min(ids.length, unseen.length));
      // a room that served met ones starts the next cycle; one that used the pool up exactly ends this one
      seen = fresh.length < ids.length ? new Set(ids) : new Set([...seen, ...ids]);
      if (seen.size === pool.size) seen = new Set();
    }
  });
});
