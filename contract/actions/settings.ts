// Settings, static pages, interface languages and content languages.
import { z } from 'zod';
import { action } from '../action.ts';
import { intField, languageField, requiredText } from '../fields.ts';

/** The interface languages (get_system_language_list); each has src/i18n/locales/<code>/. */
export const systemLanguages = [
  { name: 'english', title: 'English', code: 'en', rtl: 0, default: 1 },
  { name: 'arabic', title: 'العربية', code: 'ar', rtl: 1, default: 0 },
] as const;

const systemLanguage = z.object({
  name: z.string(),
  title: z.string(),
  code: z.string(),
  rtl: z.number(),
  default: z.number(),
});
const pageTypes = ['about_us', 'contact_us', 'privacy_policy', 'terms_conditions', 'faq'] as const;
const fromApp = intField(2, 0, 1000);

export const settingsContract = {
  get_web_settings: action(
    z.object({}),
    z.object({
      app_name: z.string(),
      language_mode: z.string(),
      maintenance_mode: z.string(),
      demo_mode: z.string(),
      rtl_support: z.string(),
      system_languages: z.array(systemLanguage),
    }),
  ),
  // a static page: Markdown, in Arabic too when it has been translated
  get_settings: action(
    z.object({ type: z.enum(pageTypes, { message: 'unknown_page_type' }) }),
    z.object({ type: z.string(), message: z.string(), message_ar: z.string().optional() }),
  ),
  // every number and switch of the game (contract/settings.ts), by key; the web app reads it with readSystemConfig
  get_system_configurations: action(z.object({}), z.record(z.string(), z.union([z.string(), z.number()]))),
  get_system_language_list: action(z.object({ from: fromApp }), z.array(systemLanguage)),
  get_system_language_json: action(
    z.object({ from: fromApp, language: requiredText(20) }),
    // the interface strings: namespace -> nested keys, as in src/i18n/locales
    z.object({ language: z.string(), rtl: z.number(), data: z.record(z.string(), z.looseObject({})) }),
  ),
  get_languages: action(
    z.object({ language_id: languageField }),
    z.array(
      z.object({ id: z.number(), language: z.string(), code: z.string(), rtl: z.number(), default_active: z.number() }),
    ),
  ),
};
