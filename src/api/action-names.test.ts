// The API layer (src/api/) is the only place that names actions as strings: everywhere else a call
// goes through a typed fetcher (api.<action>), so renaming or retyping an action in the contract is
// a type error at every caller, never a string that silently posts to a missing action.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contract } from '../../contract/actions.ts';

const srcDir = join(import.meta.dirname, '..');
const names = new Set(Object.keys(contract));

/** Source files outside src/api/; tests may name the action a request went to. */
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join(srcDir, 'api') ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** `file:line: 'name'` for every string literal that is an action name. */
function actionNameLiterals(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, i) =>
      [...line.matchAll(/(['"`])(\w+)\1/g)].filter((m) => names.has(m[2]!)).map((m) => `${file}:${i + 1}: ${m[0]}`),
    );
}

describe('action names', () => {
  it('finds an action name written as a string', () => {
    expect(actionNameLiterals('x.ts', 'request(\'get_bookmark\', {});\nconst a = "quiz_finish";')).toEqual([
      "x.ts:1: 'get_bookmark'",
      'x.ts:2: "quiz_finish"',
    ]);
    expect(actionNameLiterals('x.ts', "api.get_bookmark({ type: 'quiz' }); t('quiz_zone');")).toEqual([]);
  });

  it('appear as strings only in src/api/', () => {
    const found = sources(srcDir).flatMap((file) =>
      actionNameLiterals(relative(srcDir, file), readFileSync(file, 'utf8')),
    );
    expect(found).toEqual([]);
  });
});
