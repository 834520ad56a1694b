import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useHarness } from '../test/api-harness.ts';
import { userRef } from '../users/user-doc.ts';

const h = useHarness();

const seeded = (lang: string) =>
  JSON.parse(readFileSync(new URL(`../../emulator/seed/content/${lang}/notifications.json`, import.meta.url), 'utf8')) as { title: string; daysAgo: number }[];

describe('get_notifications', () => {
  it('pages the seeded notifications, newest first by default, with the total', async () => {
    const p = await h.player();
    const en = seeded('en');
    const reply = await h.call('get_notifications', { offset: 0, limit: 3 }, p.token);
    expect(reply.status).toBe(200);
    expect(reply.body.data.total).toBe(en.length);
    const newest = [...en].sort((a, b) => a.daysAgo - b.daysAgo);
    const daysAgo = new Map(en.map((n) => [n.title, n.daysAgo]));
    expect(reply.body.data.data.map((n: { title: string }) => daysAgo.get(n.title))).toEqual(newest.slice(0, 3).map((n) => n.daysAgo));
    const dates = reply.body.data.data.map((n: { date: string }) => n.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(reply.body.data.data[0]).toEqual({ id: expect.any(String), title: expect.any(String), message: expect.any(String), date: expect.any(String) });
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

  it('speaks the player\'s interface language', async () => {
    const p = await h.player();
    await userRef(h.db, p.uid).update({ web_language: 'ar' });
    const reply = await h.call('get_notifications', { limit: 100 }, p.token);
    expect(reply.body.data.total).toBe(seeded('ar').length);
    expect(reply.body.data.data.map((n: { title: string }) => n.title).sort()).toEqual(seeded('ar').map((n) => n.title).sort());
  });

  it.each([
    [{ sort: 'title' }, 'sort: id or date'],
    [{ order: 'sideways' }, 'order: asc or desc'],
    [{ limit: 0 }, 'limit: at least 1'],
  ])('refuses %j', async (fields, message) => {
    const p = await h.player();
    expect(await h.call('get_notifications', fields, p.token)).toEqual({ status: 400, body: { error: true, message } });
  });

  it('needs a signed-in player', async () => {
    expect((await h.call('get_notifications', {})).status).toBe(401);
  });
});
