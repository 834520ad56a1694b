import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { coinHistory } from '../economy/ledger.ts';
import { holdings } from '../quiz/play-test-kit.ts';
import { levelRef, quizCategoriesRef } from '../quiz/progress.ts';
import { systemConfigRef } from '../system-config.ts';
import { setCoins, useHarness } from '../test/kit.ts';
import { userRef } from '../users/user-doc.ts';

const h = useHarness();

const seeded = JSON.parse(
  readFileSync(new URL('../../emulator/seed/content/en/categories.json', import.meta.url), 'utf8'),
) as {
  slug: string;
  name: string;
  coins?: number;
  subcategories: { slug: string }[];
}[];
const movies = 'en-quiz-movies-and-tv';

describe('get_categories', () => {
  it('lists the seeded Quiz Zone categories in order, premium ones with their price and lock', async () => {
    const p = await h.player();
    const r = await h.call('get_categories', { type: 'quiz', language_id: 1 }, p.token);
    expect(r.status).toBe(200);
    const mine = r.body.data.filter((c: { slug: string }) => seeded.some((s) => s.slug === c.slug));
    expect(mine.map((c: { slug: string }) => c.slug)).toEqual(seeded.map((s) => s.slug));
    expect(r.body.data.find((c: { id: string }) => c.id === movies)).toMatchObject({
      category_name: seeded.find((s) => s.slug === 'movies-and-tv')!.name,
      is_premium: 1,
      coins: 20,
      has_unlocked: 0,
      no_of_subcategories: 3,
    });
    expect(r.body.data.find((c: { id: string }) => c.id === 'en-quiz-science')).toMatchObject({
      is_premium: 0,
      has_unlocked: 1,
    });
  });

  it('refuses a deactivated player, a token logged out everywhere and no token, as every action does', async () => {
    const gone = await h.player();
    await h.db.doc(`users/${gone.uid}`).update({ status: 0 });
    const refused = await h.call('get_categories', {}, gone.token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Your account has been deactivated! Please contact admin.');
    const revoked = await h.player();
    await h.db.doc(`users/${revoked.uid}`).update({ token_version: 'logged-out-everywhere' });
    expect((await h.call('get_categories', {}, revoked.token)).status).toBe(401);
    expect((await h.call('get_categories', {})).status).toBe(401);
  });

  it("takes the contract's numeric types: 6 is Multi Match", async () => {
    const p = await h.player();
    const r = await h.call('get_categories', { type: 6 }, p.token);
    const ids: string[] = r.body.data.map((c: { id: string }) => c.id);
    // the seeded ones in their order; the import tests may add more Multi Match categories meanwhile
    expect(ids.slice(0, 5)).toEqual([
      'en-multi_match-capitals',
      'en-multi_match-inventors',
      'en-multi_match-science-pairs',
      'en-multi_match-pick-all',
      'en-multi_match-in-order',
    ]);
    expect(ids.every((id) => id.startsWith('en-multi_match-'))).toBe(true);
  });

  it('serves Arabic content only in multilingual mode (language_mode 1)', async () => {
    const p = await h.player();
    const arabic = async () =>
      (await h.call('get_categories', { type: 'quiz', language_id: 2 }, p.token)).body.data.map(
        (c: { id: string }) => c.id,
      );
    expect((await arabic()).every((id: string) => id.startsWith('en-'))).toBe(true);
    await systemConfigRef(h.db).update({ language_mode: '1' });
    try {
      const ids = await arabic();
      expect(ids).toContain('ar-quiz-general-knowledge');
      expect(ids.every((id: string) => id.startsWith('ar-'))).toBe(true);
    } finally {
      await systemConfigRef(h.db).update({ language_mode: '0' });
    }
  });

  it('sub_type playable lists only the categories the player can play now: a premium one once unlocked', async () => {
    const p = await h.player();
    const playable = async () =>
      (await h.call('get_categories', { type: 'quiz', sub_type: 'playable' }, p.token)).body.data.map(
        (c: { id: string }) => c.id,
      );
    const before = await playable();
    expect(before).toContain('en-quiz-science');
    expect(before).not.toContain(movies);
    await setCoins(h, p.uid, 50);
    expect((await h.call('unlock_premium_category', { category: movies }, p.token)).status).toBe(200);
    expect(await playable()).toContain(movies);
    expect((await h.call('get_categories', { type: 'quiz', sub_type: 'poker' }, p.token)).body.message).toBe(
      'Unknown sub_type',
    );
  });

  it('refuses an unknown type and a caller without a token', async () => {
    const p = await h.player();
    const bad = await h.call('get_categories', { type: 'poker' }, p.token);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Unknown type');
    expect((await h.call('get_categories', { type: 'quiz' })).status).toBe(401);
  });
});

describe('get_subcategory_by_maincategory', () => {
  it("lists a category's subcategories with their levels, or just the one asked for", async () => {
    const p = await h.player();
    const all = await h.call('get_subcategory_by_maincategory', { language_id: 1, category_slug: 'science' }, p.token);
    expect(all.body.data.map((s: { slug: string }) => s.slug)).toEqual(['physics', 'chemistry', 'astronomy']);
    expect(all.body.data[0]).toMatchObject({ id: 'en-quiz-science--physics', maxlevel: 3 });
    const one = await h.call(
      'get_subcategory_by_maincategory',
      { category_slug: 'science', subcategory_slug: 'chemistry' },
      p.token,
    );
    expect(one.body.data.map((s: { slug: string }) => s.slug)).toEqual(['chemistry']);
  });

  it('answers 404 for an unknown category', async () => {
    const p = await h.player();
    const r = await h.call('get_subcategory_by_maincategory', { category_slug: 'astrology' }, p.token);
    expect(r.status).toBe(404);
    expect(r.body.message).toBe('Document does not exist!');
  });
});

describe('unlock_premium_category', () => {
  it('refuses without enough coins and writes nothing', async () => {
    const p = await h.player();
    const before = await holdings(h, p.uid);
    const r = await h.call('unlock_premium_category', { category: movies }, p.token);
    expect(r.status).toBe(403);
    expect(r.body.message).toBe("You Don't have enough coins");
    expect(await holdings(h, p.uid)).toEqual(before);
    expect((await userRef(h.db, p.uid).get()).get('unlocked_categories')).toBeUndefined();
  });

  it("charges the category's coins through the ledger once, even when asked twice at the same time", async () => {
    const p = await h.player();
    await setCoins(h, p.uid, 50);
    const [a, b] = await Promise.all([
      h.call('unlock_premium_category', { category: movies }, p.token),
      h.call('unlock_premium_category', { category: movies }, p.token),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const again = await h.call('unlock_premium_category', { category: movies }, p.token);
    expect(again.body.data).toMatchObject({ coins: 30, category: { id: movies, has_unlocked: 1 } });
    expect((await holdings(h, p.uid)).coins).toBe(30);
    expect((await coinHistory(h.db, p.uid).doc(`unlock_${movies}`).get()).get('coins')).toBe(-20);
    const list = await h.call('get_categories', { type: 'quiz' }, p.token);
    expect(list.body.data.find((c: { id: string }) => c.id === movies).has_unlocked).toBe(1);
  });

  it('answers 404 for an unknown category and 400 without one', async () => {
    const p = await h.player();
    expect((await h.call('unlock_premium_category', { category: 'en-quiz-nope' }, p.token)).status).toBe(404);
    expect((await h.call('unlock_premium_category', {}, p.token)).status).toBe(400);
  });
});

describe('level data', () => {
  it('a new player is on level 1; set_level_data cannot unlock beyond graded play', async () => {
    const p = await h.player();
    const get = await h.call('get_level_data', { category_slug: 'science', subcategory_slug: 'physics' }, p.token);
    expect(get.body.data).toEqual({
      category_id: 'en-quiz-science',
      subcategory_id: 'en-quiz-science--physics',
      level: 1,
    });
    const set = await h.call(
      'set_level_data',
      { category: 'en-quiz-science', subcategory: 'en-quiz-science--physics', level: 5 },
      p.token,
    );
    expect(set.status).toBe(200);
    expect(set.body.data.level).toBe(1);
    expect((await levelRef(h.db, p.uid, 'quiz', 'en-quiz-science', 'en-quiz-science--physics').get()).exists).toBe(
      false,
    );
    expect(
      (
        await h.call(
          'get_questions_by_level',
          { category: 'en-quiz-science', subcategory: 'en-quiz-science--physics', level: 2 },
          p.token,
        )
      ).status,
    ).toBe(403);
  });

  it('rejects a bad level and unknown places', async () => {
    const p = await h.player();
    expect((await h.call('set_level_data', { category: 'en-quiz-science', level: 'two' }, p.token)).status).toBe(400);
    expect((await h.call('set_level_data', { category: 'en-quiz-nope', level: 1 }, p.token)).status).toBe(404);
    expect(
      (await h.call('get_level_data', { category_slug: 'science', subcategory_slug: 'alchemy' }, p.token)).status,
    ).toBe(404);
    expect(
      (await h.call('set_multi_match_level_data', { category: 'en-quiz-science', level: 1 }, p.token)).status,
    ).toBe(404);
  });
});

describe('set_quiz_categories', () => {
  it('records the chosen category, and refuses an unknown one without writing', async () => {
    const p = await h.player();
    const r = await h.call(
      'set_quiz_categories',
      { type: 1, category: 'en-quiz-science', subcategory: 'en-quiz-science--physics', type_id: '1' },
      p.token,
    );
    expect(r.status).toBe(200);
    expect((await quizCategoriesRef(h.db, p.uid, 'quiz').get()).data()).toMatchObject({
      category: 'en-quiz-science',
      subcategory: 'en-quiz-science--physics',
    });
    const q = await h.call('set_quiz_categories', { type: 'guess_the_word', category: 'en-quiz-science' }, p.token);
    expect(q.status).toBe(404);
    expect((await quizCategoriesRef(h.db, p.uid, 'guess_the_word').get()).exists).toBe(false);
  });
});
