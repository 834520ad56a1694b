// A refusal of the profile form is said beside the field it is about, in the player's language.
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { textOf } from '../../i18n/message-text.ts';
import { profileFieldOf } from './profile-rules.ts';
import ar from '../../i18n/locales/ar/messages.json';
import en from '../../i18n/locales/en/messages.json';

describe('profile field refusals', () => {
  beforeAll(async () => {
    await i18next.init({
      lng: 'ar',
      fallbackLng: 'en',
      resources: { en: { messages: en }, ar: { messages: ar } },
      interpolation: { escapeValue: false },
    });
  });

  it("a name too long, as the server refuses it, goes beside the name field in Arabic with the limit's value", async () => {
    await i18next.changeLanguage('ar');
    const refusal = { code: 'name_length', params: { maximum: 50 } } as const;
    expect(profileFieldOf[refusal.code]).toBe('name');
    expect(textOf(refusal)).toBe('يتكون الاسم من 1 إلى 50 حرفًا');
  });

  it('a bad email and a bad mobile go beside their fields; a refusal of no field goes under the form', async () => {
    await i18next.changeLanguage('ar');
    expect(profileFieldOf.invalid_email).toBe('email');
    expect(textOf({ code: 'invalid_email' })).toBe('عنوان بريد إلكتروني غير صالح');
    expect(profileFieldOf.invalid_mobile).toBe('mobile');
    expect(profileFieldOf.not_in_demo).toBeUndefined();
  });
});
