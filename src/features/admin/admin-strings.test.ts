// The console's Arabic says everything its English says (plural forms compared without suffix).
import { describe, expect, it } from 'vitest';
import ar from './locales/ar.json';
import en from './locales/en.json';
import contentAr from './locales/content/ar.json';
import contentEn from './locales/content/en.json';

const keys = (o: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object'
      ? keys(v as Record<string, unknown>, `${prefix}${k}.`)
      : [`${prefix}${k}`.replace(/_(zero|one|two|few|many|other)$/, '')],
  );

describe('console strings', () => {
  it('Arabic has every key English has, and no other', () => {
    expect([...new Set(keys(ar))].sort()).toEqual([...new Set(keys(en))].sort());
  });

  it('so does the Arabic of content, contests and exams', () => {
    expect([...new Set(keys(contentAr))].sort()).toEqual([...new Set(keys(contentEn))].sort());
  });
});
