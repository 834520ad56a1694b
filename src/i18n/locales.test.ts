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
      for (const namespace of namespaces) expect({ namespace, keys: keys(code, namespace) }).toEqual({ namespace, keys: keys('en', namespace) });
    });
  }
});
