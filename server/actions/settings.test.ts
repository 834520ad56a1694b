import { describe, expect, it } from 'vitest';
import { useHarness } from '../test/kit.ts';
import { systemConfigRef } from '../system-config.ts';

const h = useHarness();

describe('settings', () => {
  it('get_web_settings answers without a login, with the maintenance and language modes', async () => {
    const reply = await h.call('get_web_settings');
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ language_mode: '0', maintenance_mode: '0' });
  });

  it('get_system_configurations reflects an edited config document', async () => {
    await systemConfigRef(h.db).update({ minimum_redeem_coins: 250 });
    try {
      const reply = await h.call('get_system_configurations');
      expect(reply.body.data.minimum_redeem_coins).toBe(250);
      expect(reply.body.data.welcome_bonus).toBe(10);
    } finally {
      await systemConfigRef(h.db).update({ minimum_redeem_coins: 100 });
    }
  });

  it('get_settings serves each static page and refuses an unknown type', async () => {
    for (const type of ['about_us', 'contact_us', 'privacy_policy', 'terms_conditions', 'faq']) {
      const reply = await h.call('get_settings', { type });
      expect(reply.status, type).toBe(200);
      expect(reply.body.data.message.length, type).toBeGreaterThan(20);
    }
    expect((await h.call('get_settings', { type: 'nope' })).status).toBe(400);
  });

  it('lists the interface languages with Arabic right to left and serves their translations', async () => {
    const list = await h.call('get_system_language_list', { from: 2 });
    expect(list.body.data.find((l: any) => l.name === 'arabic').rtl).toBe(1);
    const ar = await h.call('get_system_language_json', { from: 2, language: 'arabic' });
    expect(ar.body.data.rtl).toBe(1);
    expect(ar.body.data.data.common.login).toBe('تسجيل الدخول');
    expect((await h.call('get_system_language_json', { from: 2, language: 'klingon' })).status).toBe(400);
  });

  it('get_languages lists the content languages, or one by id', async () => {
    const all = await h.call('get_languages');
    expect(all.body.data.map((l: any) => l.code)).toEqual(['en', 'ar']);
    const one = await h.call('get_languages', { language_id: 2 });
    expect(one.body.data).toHaveLength(1);
    expect(one.body.data[0].rtl).toBe(1);
  });
});
