import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { answerAll } from '../quiz/play-test-kit.ts';
import { useHarness } from '../test/kit.ts';
import { userRef } from '../users/user-doc.ts';

const h = useHarness();

const seeded = (lang: string) =>
  JSON.parse(
    readFileSync(new URL(`../../emulator/seed/content/${lang}/notifications.json`, import.meta.url), 'utf8'),
  ) as { title: string; daysAgo: number; target?: string }[];

describe('get_notifications', () => {
  it('pages the seeded notifications, newest first by default, with the total', async () => {
    const p = await h.player();
    const en = seeded('en');
    const reply = await h.call('get_notifications', { offset: 0, limit: 3 }, p.token);
    expect(reply.status).toBe(200);
    expect(reply.body.data.total).toBe(en.length);
    const newest = [...en].sort((a, b) => a.daysAgo - b.daysAgo);
    const daysAgo = new Map(en.map((n) => [n.title, n.daysAgo]));
    expect(reply.body.data.data.map((n: { title: string }) => daysAgo.get(n.title))).toEqual(
      newest.slice(0, 3).map((n) => n.daysAgo),
    );
    const dates = reply.body.data.data.map((n: { date: string }) => n.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(reply.body.data.data[0]).toEqual({
      id: expect.any(String),
      title: expect.any(String),
      message: expect.any(String),
      date: expect.any(String),
      target: expect.any(String),
    });
  });

  it('sorts by id or date, either way', async () => {
    const p = await h.player();
    const asc = await h.call('get_notifications', { sort: 'id', order: 'ASC', limit: 100 }, p.token);
    const ids = asc.body.data.data.map((n: { id: string }) => n.id);
    expect(ids).toEqual([...ids].sort());
    const oldest = await h.call('get_notifications', { sort: 'date', order: 'asc', offset: 0, limit: 1 }, p.token);
    const oldestDaysAgo = Math.max(...seeded('en').map((n) => n.daysAgo));
    expect(seeded('en').find((n) => n.title === oldest.body.data.data[0].title)?.daysAgo).toBe(oldestDaysAgo);
  });

  it("speaks the player's interface language", async () => {
    const p = await h.player();
    await userRef(h.db, p.uid).update({ web_language: 'ar' });
    const reply = await h.call('get_notifications', { limit: 100 }, p.token);
    expect(reply.body.data.total).toBe(seeded('ar').length);
    expect(reply.body.data.data.map((n: { title: string }) => n.title).sort()).toEqual(
      seeded('ar')
        .map((n) => n.title)
        .sort(),
    );
  });

  it('follows the language the page asks for, whatever the saved one', async () => {
    const p = await h.player();
    await userRef(h.db, p.uid).update({ web_language: 'ar' });
    const reply = await h.call('get_notifications', { limit: 100, language: 'en' }, p.token);
    expect(reply.body.data.data.map((n: { title: string }) => n.title).sort()).toEqual(
      seeded('en')
        .map((n) => n.title)
        .sort(),
    );
  });

  it('says what each notification opens, and none for news only', async () => {
    const p = await h.player();
    const reply = await h.call('get_notifications', { limit: 100 }, p.token);
    const targets = new Map(seeded('en').map((n) => [n.title, n.target ?? null]));
    expect(reply.body.data.data.map((n: { title: string; target: string | null }) => [n.title, n.target])).toEqual(
      reply.body.data.data.map((n: { title: string }) => [n.title, targets.get(n.title)]),
    );
    expect(reply.body.data.data.filter((n: { target: string | null }) => n.target === null).length).toBeGreaterThan(0);
  });

  it.each([
    [{ language: 'fr' }, 'language: en or ar'],
    [{ sort: 'title' }, 'sort: id or date'],
    [{ order: 'sideways' }, 'order: asc or desc'],
    [{ limit: 0 }, 'limit: at least 1'],
  ])('refuses %j', async (fields, message) => {
    const p = await h.player();
    expect(await h.call('get_notifications', fields, p.token)).toMatchObject({
      status: 400,
      body: { error: true, message },
    });
  });

  it('needs a signed-in player', async () => {
    expect((await h.call('get_notifications', {})).status).toBe(401);
  });
});

describe('the player’s own notifications', () => {
  it('a friend joining with their code and a badge unlocked reach the inbox, unread until read', async () => {
    const referrer = await h.player({ name: 'rita' });
    expect((await h.call('get_inbox_unread', {}, referrer.token)).body.data).toEqual({ unread: 0 });
    await h.player({ name: 'fred', friendsCode: referrer.user.refer_code });

    const quiz = (await h.call('get_daily_quiz', {}, referrer.token)).body.data;
    await answerAll(h, referrer.token, quiz, 5);
    const finished = (await h.call('quiz_finish', { session_id: quiz.session_id }, referrer.token)).body.data as {
      badges: string[];
    };
    expect(finished.badges).toContain('dashing_debut');

    const inbox = (await h.call('get_inbox', { offset: 0, limit: 10 }, referrer.token)).body.data;
    expect(inbox.unread).toBe(inbox.total);
    expect(inbox.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'referral', params: { name: 'Fred', coins: 100 }, read: false }),
        expect.objectContaining({ kind: 'badge', params: { badge: 'dashing_debut' }, read: false }),
      ]),
    );
    expect((await h.call('get_inbox_unread', {}, referrer.token)).body.data).toEqual({ unread: inbox.total });

    expect((await h.call('mark_inbox_read', {}, referrer.token)).body.data).toEqual({ unread: 0 });
    expect((await h.call('get_inbox_unread', {}, referrer.token)).body.data).toEqual({ unread: 0 });
    expect((await h.call('get_inbox', {}, referrer.token)).body.data.data.every((n: { read: boolean }) => n.read)).toBe(
      true,
    );
  });

  it('is each player’s own: another player sees none of it', async () => {
    const other = await h.player();
    expect((await h.call('get_inbox', {}, other.token)).body.data).toEqual({ total: 0, unread: 0, data: [] });
    expect((await h.call('get_inbox_unread', {})).status).toBe(401);
  });
});
