// Friends who stay (issue 37), in three real browsers: Ann adds Ben from a battle's result and Ben
// accepts; Ann sees Ben online and challenges him; Ben, on another page, accepts the invitation and
// both reach question 1. Cid, who blocked Ann, never receives her request or her challenge.
import { describe, expect, it } from 'vitest';
import { adminServices } from '../server/firebase.ts';
import { blockRef } from '../server/social/blocks.ts';
import { axeProblems } from './axe.ts';
import { poll, visit } from './browser.ts';
import { confirmJoin, joinByLink, openRoom, playToResult, roomIdOf, roomPlayers } from './rooms.ts';

const { db } = adminServices();

const { signIn } = roomPlayers();
const listOf = (uid: string, name: string) => db.collection('users').doc(uid).collection(name).get();

describe('friends', () => {
  it('added from a result, accepted, seen online, challenged in one tap from another page; a blocker hears nothing', async () => {
    const [ann, ben, cid] = await Promise.all([signIn('Ann'), signIn('Ben', { phone: true }), signIn('Cid')]);
    await blockRef(db, cid.uid, ann.uid).set({ uid: ann.uid, since: new Date() });

    // Ann and Ben meet in a friend battle; on its result Ann adds Ben
    const room = await openRoom(ann, 'friend');
    await joinByLink(ben, room);
    await ann.page.getByRole('button', { name: 'Start' }).click();
    await playToResult([ann, ben]);
    await ann.page.getByRole('button', { name: 'Add friend: Ben' }).click();
    await poll(() => ann.page.getByTestId('add-friend').textContent()).toBe('Request sent');

    // Ben accepts from his friends page (a 390 px phone), the request there by his listener
    await visit(ben.page, '/profile/friends');
    await ben.page.getByRole('button', { name: "Accept Ann's friend request" }).click();
    await poll(() => ben.page.getByTestId('friend').getAttribute('data-name')).toBe('Ann');
    expect(await ben.page.evaluate(() => document.documentElement.scrollWidth <= 390)).toBe(true);

    // Ann sees Ben online (his app's heartbeat), and challenges him
    await visit(ann.page, '/profile/friends');
    const benRow = ann.page.getByTestId('friend').filter({ hasText: 'Ben' });
    await poll(() => benRow.getByTestId('presence').textContent()).toBe('Online');
    expect(await axeProblems(ann.page)).toEqual([]);
    // Cid blocked Ann: her request by his code is refused in a sentence, and reaches him not
    const cidCode = (await db.collection('users').doc(cid.uid).get()).get('refer_code') as string;
    await ann.page.getByTestId('friend-code-input').fill(cidCode);
    await ann.page.getByRole('button', { name: 'Send friend request' }).click();
    await poll(() => ann.page.getByText('This player is not taking requests or challenges from you').count()).toBe(1);

    // Ben is elsewhere in the app
    await visit(ben.page, '/profile/badges');
    await benRow.getByRole('link', { name: 'Challenge Ben now' }).click();
    await ann.page.getByRole('heading', { name: 'Challenge Ben' }).waitFor();
    await ann.page.getByLabel('Number of questions').selectOption('5');
    await ann.page.getByRole('button', { name: 'Send challenge' }).click();
    await ann.page.waitForURL(/\/group-battle\/room\/[\w-]+/);
    const challengeRoom = roomIdOf(ann.page)!;
    await poll(() => ann.page.getByTestId('challenge-waiting').textContent()).toContain(
      'Waiting for Ben to accept your challenge',
    );

    const invitation = ben.page.getByTestId('invitation');
    await poll(() => invitation.textContent()).toContain('Ann challenges you to a battle');
    await invitation.getByRole('button', { name: 'Join' }).click();
    await confirmJoin(ben.page);
    for (const page of [ann.page, ben.page]) {
      await page.waitForURL(`**/group-battle/room/${challengeRoom}`);
      await poll(() => page.locator('.question .muted').first().textContent(), 40_000).toBe('Question 1 of 5');
    }

    // friends now: the challenge's result says so, offering no second request (Block stays)
    await playToResult([ann, ben]);
    const benStanding = ann.page.locator('.standings li').filter({ hasText: 'Ben' });
    await poll(() => benStanding.getByTestId('already-friend').textContent()).toBe('Friends');
    expect(await benStanding.getByTestId('add-friend').count()).toBe(0);
    expect(await benStanding.getByRole('button', { name: /Block/ }).count()).toBe(1);

    // nothing of Ann's ever reached Cid
    expect((await listOf(cid.uid, 'friendRequests')).size).toBe(0);
    expect((await listOf(cid.uid, 'invites')).size).toBe(0);
    expect((await listOf(cid.uid, 'inbox')).docs.map((d) => d.get('kind'))).not.toContain('friend_requested');
  });
});
