// Settings, static pages, interface languages and content languages.
import { readdir, readFile } from 'node:fs/promises';
import { contract } from '../../contract/actions.ts';
import { systemLanguages } from '../../contract/actions/settings.ts';
import { defineAction } from '../action.ts';
import { badRequest, notFound } from '../errors.ts';
import { cacheFor } from '../content/cache.ts';

const cachedPage = cacheFor(
  async (db, type) => ({ page: (await db.collection('pages').doc(type).get()).data() ?? null }),
  50,
);
const cachedLanguages = cacheFor(
  async (db) => ({ all: (await db.collection('languages').orderBy('id').get()).docs.map((d) => d.data()) }),
  1,
);

const localesDir = new URL('../../src/i18n/locales/', import.meta.url);

/** One language's interface strings: src/i18n/locales/<code>/<namespace>.json, keyed by namespace. */
async function readLocale(code: string): Promise<Record<string, unknown>> {
  const dir = new URL(`${code}/`, localesDir);
  const files = (await readdir(dir)).filter((f) => f.endsWith('.json'));
  const entries = await Promise.all(
    files.map(async (f) => [f.replace(/\.json$/, ''), JSON.parse(await readFile(new URL(f, dir), 'utf8'))] as const),
  );
  return Object.fromEntries(entries);
}

export const settingsActions = {
  get_web_settings: defineAction(contract.get_web_settings, {
    auth: 'none',
    async handler(_input, ctx) {
      const c = ctx.config;
      return {
        app_name: c.app_name,
        language_mode: c.language_mode,
        maintenance_mode: c.maintenance_mode,
        demo_mode: c.demo_mode,
        rtl_support: '1',
        system_languages: systemLanguages,
      };
    },
  }),

  get_settings: defineAction(contract.get_settings, {
    auth: 'none',
    async handler({ type }, ctx) {
      const { page } = await cachedPage(ctx.db, type);
      if (!page) throw notFound();
      return page;
    },
  }),

  get_system_configurations: defineAction(contract.get_system_configurations, {
    auth: 'none',
    async handler(_input, ctx) {
      return ctx.config;
    },
  }),

  get_system_language_list: defineAction(contract.get_system_language_list, {
    auth: 'none',
    async handler() {
      return systemLanguages;
    },
  }),

  get_system_language_json: defineAction(contract.get_system_language_json, {
    auth: 'none',
    async handler({ language }) {
      const lang = systemLanguages.find((l) => l.name === language || l.code === language);
      if (!lang) throw badRequest('unknown_language', { language });
      return { language: lang.name, rtl: lang.rtl, data: await readLocale(lang.code) };
    },
  }),

  get_languages: defineAction(contract.get_languages, {
    auth: 'none',
    async handler({ language_id }, ctx) {
      const { all } = await cachedLanguages(ctx.db, 'all');
      return language_id ? all.filter((l) => l.id === language_id) : all;
    },
  }),
};
