import { describe, expect, it } from 'vitest';
import { FieldValue } from 'firebase-admin/firestore';
import { systemConfigRef } from '../system-config.ts';
import { useHarness } from '../test/kit.ts';

const h = useHarness();

describe('get_web_home_settings', () => {
  it('lists every mode tile, on by default', async () => {
    const r = await h.call('get_web_home_settings', { language_id: 1 });
    expect(r.status).toBe(200);
    expect(r.body.data.tiles).toHaveLength(13);
    expect(r.body.data.tiles[0]).toEqual({ key: 'quiz_zone', route: '/quiz-zone', row_order: 1, enabled: 1 });
    expect(r.body.data.tiles.every((t: { enabled: number }) => t.enabled === 1)).toBe(true);
  });

  it('a mode switched off in the configuration is shown disabled', async () => {
    await systemConfigRef(h.db).update({ exam_mode: '0' });
    try {
      const r = await h.call('get_web_home_settings', {});
      expect(r.body.data.tiles.find((t: { key: string }) => t.key === 'exam').enabled).toBe(0);
      expect(r.body.data.tiles.find((t: { key: string }) => t.key === 'contest').enabled).toBe(1);
    } finally {
      await systemConfigRef(h.db).update({ exam_mode: FieldValue.delete() });
    }
  });

  it('rejects a language id that is not a number', async () => {
    expect((await h.call('get_web_home_settings', { language_id: 'arabic' })).status).toBe(400);
  });
});
