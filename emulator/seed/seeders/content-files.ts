// Reads a seed content file of one language and checks it against its schema (content-schema.ts).
import { existsSync, readFileSync } from 'node:fs';
import type { z } from 'zod';

export const contentDir = new URL('../content/', import.meta.url);

/** The content languages with seed files: language id and folder. */
export const seedLanguages = [
  { id: 1, code: 'en' },
  { id: 2, code: 'ar' },
] as const;

export function readContent<S extends z.ZodType>(code: string, file: string, schema: S): z.output<S> {
  const url = new URL(`${code}/${file}`, contentDir);
  try {
    return schema.parse(JSON.parse(readFileSync(url, 'utf8')));
  } catch (err) {
    throw new Error(`seed content ${code}/${file}: ${(err as Error).message}`);
  }
}

/** A file a language may leave out (its content of that kind is then empty). */
export const contentExists = (code: string, file: string) => existsSync(new URL(`${code}/${file}`, contentDir));

export const audioFileExists = (file: string) => existsSync(new URL(`audio/${file}`, contentDir));
