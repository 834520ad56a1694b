// Every interface language says everything English says: a key missing in Arabic would show an
// English string in a right-to-left page. Plural forms differ by language (Arabic has six), so a
// key is compared without its plural suffix.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { interfaceLanguages } from './i18n.ts';

const dir = join(import.meta.dirname, 'locales');
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

function keys(code: string, namespace: string): string[] {
  const strings = JSON.parse(readFileSync(join(dir, code, namespace), 'utf8')) as Record<string, string>;
  return [...new Set(Object.keys(strings).map((key) => key.replace(pluralSuffix, '')))].sort();
}

describe('interface languages', () => {
  const namespaces = readdirSync(join(dir, 'en'));
  for (const { code } of interfaceLanguages.filter((l) => l.code !== 'en')) {
    it(`${code} has every namespace and key English has, and no other`, () => {
      expect(readdirSync(join(dir, code)).sort()).toEqual([...namespaces].sort());
      for (const namespace of namespaces)
        expect({ namespace, keys: keys(code, namespace) }).toEqual({ namespace, keys: keys('en', namespace) });
    });
  }
});

describe('plural forms', () => {
  /** Each key of a namespace (nested keys joined with dots) to its string. */
  const flat = (o: Record<string, unknown>, prefix = ''): [string, unknown][] =>
    Object.entries(o).flatMap(([k, v]) =>
      v && typeof v === 'object' ? flat(v as Record<string, unknown>, `${prefix}${k}.`) : [[`${prefix}${k}`, v]],
    );

  for (const { code } of interfaceLanguages) {
    it(`${code}: a counted string has every plural form the language has (Arabic six), so "1 battles" cannot happen`, () => {
      const forms = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
      for (const namespace of readdirSync(join(dir, code))) {
        const strings = flat(JSON.parse(readFileSync(join(dir, code, namespace), 'utf8')) as Record<string, unknown>);
        const counted = new Set(
          strings
            .map(([k]) => k)
            .filter((k) => pluralSuffix.test(k))
            .map((k) => k.replace(pluralSuffix, '')),
        );
        for (const key of counted) {
          const missing = forms.filter((f) => !strings.some(([k]) => k === `${key}_${f}`));
          expect({ namespace, key, missing }).toEqual({ namespace, key, missing: [] });
        }
      }
    });
  }
});
