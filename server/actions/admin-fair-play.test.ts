// An operator reads and clears a player's foul-play flag (issue 36): operators only, never their own,
// with a reason, for the flag they read; the flag and its audit record move together, and a repeat
// changes nothing.
// What clearing does to pairing is in server/battles/fair-pairing.test.ts.
import { describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages.ts';
import { auditLog } from '../admin/audit.ts';
import { fairPlayRef } from '../battles/fair-play.ts';
import { operator, quickPlayer, useHarness, type TestPlayer } from '../test/kit.ts';

const h = useHarness();

const flaggedAt = new Date('2031-03-04T05:06:07Z');
async function flag(p: TestPlayer) {
  await fairPlayRef(h.db, p.uid).set({ foulPlay: true, flaggedAt, right_percent: 98, median_ms: 420 });
}
const flagOf = async (uid: string) => (await fairPlayRef(h.db, uid).get()).data();
const clearings = async (uid: string) =>
  (await auditLog(h.db).where('target', '==', uid).where('action', '==', 'clear_fair_play_flag').get()).docs.map((d) =>
    d.data(),
  );
const clear = (uid: string, token: string, reason = 'Checked their games by hand', flagged = flaggedAt) =>
  h.call('admin_clear_fair_play_flag', { user_id: uid, flagged_at: flagged.toISOString(), reason }, token);

describe('clearing a foul-play flag', () => {
  it("a flagged player cannot clear their own flag through the console's action: 403, the flag stays, nothing recorded", async () => {
    const cheat = await quickPlayer(h);
    await flag(cheat);
    expect(await clear(cheat.uid, cheat.token)).toMatchObject({
      status: 403,
      body: { error: true, code: 'operators_only', message: messages.operators_only },
    });
    expect((await flagOf(cheat.uid))?.foulPlay).toBe(true);
    expect(await clearings(cheat.uid)).toEqual([]);
  });

  it('an operator cannot clear their own flag (it takes a second operator), nor clear without a reason, nor a player who does not exist', async () => {
    const op = await operator(h);
    await flag(op);
    expect(await clear(op.uid, op.token)).toEqual({
      status: 400,
      body: { error: true, code: 'own_fair_play_flag', message: messages.own_fair_play_flag },
    });
    const other = await quickPlayer(h);
    await flag(other);
    expect(await clear(other.uid, op.token, '  ')).toMatchObject({
      status: 400,
      body: { code: 'clear_flag_reason', message: messages.clear_flag_reason },
    });
    expect((await clear('no-such-player', op.token)).body).toMatchObject({ code: 'no_player' });
    expect((await flagOf(op.uid))?.foulPlay).toBe(true);
    expect((await flagOf(other.uid))?.foulPlay).toBe(true);
    expect([...(await clearings(op.uid)), ...(await clearings(other.uid))]).toEqual([]);
  });

  it('a flag raised again since the operator read the page is not cleared unseen: 409, the flag stays', async () => {
    const op = await operator(h);
    const cheat = await quickPlayer(h);
    await flag(cheat);
    const readEarlier = new Date(flaggedAt.getTime() - 86_400_000);
    expect(await clear(cheat.uid, op.token, 'Checked their games by hand', readEarlier)).toEqual({
      status: 409,
      body: { error: true, code: 'flag_changed', message: messages.flag_changed },
    });
    expect((await flagOf(cheat.uid))?.foulPlay).toBe(true);
    expect(await clearings(cheat.uid)).toEqual([]);
  });

  it("the player's page shows the flag and its figures; clearing it records who, the figures before and the reason, once however often it is sent", async () => {
    const op = await operator(h);
    const cheat = await quickPlayer(h);
    await flag(cheat);
    const page = async () => (await h.call('admin_get_player', { user_id: cheat.uid }, op.token)).body.data.fair_play;
    expect(await page()).toEqual({
      flag: { flagged_at: flaggedAt.toISOString(), right_percent: 98, median_ms: 420 },
      cleared: null,
    });

    const replies = await Promise.all([1, 2, 3].map(() => clear(cheat.uid, op.token)));
    expect(replies.map((r) => r.body)).toEqual(
      replies.map(() => ({ error: false, data: { id: cheat.uid, flagged: false } })),
    );
    expect(await clearings(cheat.uid)).toMatchObject([
      {
        actor_uid: op.uid,
        action: 'clear_fair_play_flag',
        before: JSON.stringify({
          foulPlay: true,
          flagged_at: flaggedAt.toISOString(),
          right_percent: 98,
          median_ms: 420,
        }),
        after: JSON.stringify({ foulPlay: false, reason: 'Checked their games by hand' }),
      },
    ]);
    const shown = await page();
    expect(shown).toMatchObject({ flag: null, cleared: { reason: 'Checked their games by hand' } });
    expect(Number.isNaN(Date.parse(shown.cleared.cleared_at))).toBe(false);
    // the audit trail names the player it concerns
    const trail = (await h.call('admin_get_audit_log', { limit: 50 }, op.token)).body.data.data as {
      action: string;
      target_kind: string;
      player_uid: string;
    }[];
    expect(trail.find((r) => r.action === 'clear_fair_play_flag' && r.player_uid === cheat.uid)).toMatchObject({
      target_kind: 'player',
    });
  });
});
