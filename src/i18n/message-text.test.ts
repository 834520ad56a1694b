// Every code of contract/messages.ts has its English (the contract's words) and its Arabic, with the
// same placeholders, so a refusal never reaches a player untranslated or with a value missing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages, placeholdersOf, type MessageCode } from '../../contract/messages.ts';
import { interfaceLanguages } from './i18n.ts';
import { messageText } from './message-text.ts';

const locale = (code: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, 'locales', code, 'messages.json'), 'utf8')) as Record<
    string,
    string
  >;
const codes = Object.keys(messages) as MessageCode[];

describe('message codes', () => {
  it('English says each code word for word as the contract does, and nothing else', () => {
    expect(locale('en')).toEqual(messages);
  });

  for (const { code: language } of interfaceLanguages) {
    it(`${language} has every code, no other, each with the contract's placeholders`, () => {
      const strings = locale(language);
      expect(Object.keys(strings).sort()).toEqual([...codes].sort());
      for (const code of codes) {
        expect({ code, placeholders: placeholdersOf(strings[code] ?? '').sort() }).toEqual({
          code,
          placeholders: placeholdersOf(messages[code]).sort(),
        });
      }
    });
  }

  describe('messageText', () => {
    beforeAll(async () => {
      await i18next.init({
        lng: 'ar',
        fallbackLng: 'en',
        resources: { en: { messages: locale('en') }, ar: { messages: locale('ar') } },
        interpolation: { escapeValue: false },
      });
    });

    it('shows a code in the interface language with its values filled in', async () => {
      await i18next.changeLanguage('ar');
      expect(messageText('payment_wait', { hours: 48 })).toBe(
        'لقد قدّمت طلب دفع من قبل. يرجى الانتظار 48 ساعة بعد طلبك السابق.',
      );
      await i18next.changeLanguage('en');
      expect(messageText('payment_wait', { hours: 48 })).toBe(
        'You have already made a payment request. Please wait for 48 hours after you made the previous request.',
      );
    });
  });
});
