// The input fields of the actions, with their limits (SECURITY.md lists them); the actions'
// schemas in contract/actions/ are built from these. Multipart and
// urlencoded bodies carry strings; JSON bodies may carry anything, so every builder names what it
// wants and junk (arrays, objects, null, 100 KB strings, ids with '/') is a 400, never a 500.
// A message says which field is wrong: `<field>: <what it must be>`; a sentence for players is a
// code of contract/messages.ts.
import { z } from 'zod';
import type { MessageCode } from './messages.ts';

export const limits = {
  /** Ids and slugs: Firestore document ids, so no '/', '.' or '__x__'. */
  id: 128,
  /** Player names. */
  name: 50,
  /** Report messages and payment details. */
  message: 500,
  /** Any other free text. */
  text: 256,
  /** Ids in one list field. */
  listItems: 1000,
} as const;

/** A message that names the field it is about; a missing field 'is required'. */
const named = (text: string) => ({
  error: (issue: { code?: string; input?: unknown; path?: PropertyKey[] }) =>
    `${issue.path?.join('.') || 'input'}: ${issue.code === 'invalid_type' && issue.input === undefined ? 'is required' : text}`,
});

/** '' (an empty form field) counts as absent, so a default applies. */
export const blankIsAbsent = (v: unknown) => (v === '' ? undefined : v);

// --- text -------------------------------------------------------------------------------------

/** Letters (any script), digits, _ and -, or nothing; Firestore reserves ids like __name__. */
const idPattern = /^(?:(?!__.*__$)[\p{L}\p{M}\p{N}_-]+)?$/u;
const idText = `letters, digits, _ and - only, at most ${limits.id} characters`;
const id = z
  .string(named(`must be text (${idText})`))
  .trim()
  .max(limits.id, named(idText))
  .regex(idPattern, named(idText));

/** A required id or slug. */
export const requiredId = id.min(1, named('is required'));
/** An optional id or slug ('' when absent). */
export const optionalId = z.preprocess((v) => v ?? '', id);
/** Ids as a JSON array or comma-separated (an empty list when absent). */
export const idList = z
  .preprocess(
    (v) => {
      if (v === undefined || v === null) return [];
      if (typeof v !== 'string') return v;
      const text = v.trim();
      if (!text.startsWith('[')) return text ? text.split(',').map((s) => s.trim()) : [];
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return v;
      }
    },
    z.array(requiredId, named('must be a list of ids')).max(limits.listItems, named(`at most ${limits.listItems} ids`)),
  )
  .optional()
  .default([]);

/** Required text of at most `max` characters, trimmed; `message` when it is missing or empty. */
export const requiredText = (max: number, message?: MessageCode) =>
  z
    .string(message ? { message } : named('must be text'))
    .trim()
    .min(1, message ? { message } : named('is required'))
    .max(max, named(`at most ${max} characters`));
/** Optional text of at most `max` characters, trimmed ('' when absent); `tooLong`: a player's field says so in a code. */
export const optionalText = (max: number = limits.text, tooLong?: MessageCode) =>
  z.preprocess(
    (v) => v ?? '',
    z
      .string(named('must be text'))
      .trim()
      .max(max, tooLong ? { message: tooLong } : named(`at most ${max} characters`)),
  );
/** A player's name: 1 to 50 characters, or '' (absent) where the name is optional. */
export const optionalName = optionalText(limits.name, 'name_length');

// --- numbers ----------------------------------------------------------------------------------

/** A number or a numeric string; a blank string counts as absent (for z.preprocess). */
export const numeric = (v: unknown) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v);
const number = (min: number, max: number, message?: MessageCode) =>
  z
    .number(message ? { message } : named(`must be a number from ${min} to ${max}`))
    .min(min, message ? { message } : named(`at least ${min}`))
    .max(max, message ? { message } : named(`at most ${max}`));

/** A required number in [min, max]. */
export const requiredNumber = (min: number, max: number, message?: MessageCode) =>
  z.preprocess(numeric, number(min, max, message));
/** A required whole number in [min, max]; `message` replaces the default messages. */
export const requiredInt = (min: number, max: number, message?: MessageCode) =>
  z.preprocess(numeric, number(min, max, message).int(message ? { message } : named('must be a whole number')));
/** A whole number in [min, max], `fallback` when absent. */
export const intField = (fallback: number, min: number, max: number) =>
  z.preprocess((v) => numeric(v) ?? fallback, number(min, max).int(named('must be a whole number')));
/** An optional whole number in [min, max] (undefined when absent). */
export const optionalInt = (min: number, max: number) =>
  z.preprocess(numeric, number(min, max).int(named('must be a whole number')).optional());

/** language_id: 0 or absent means the default content language (language.ts decides). */
export const languageField = optionalInt(0, 1000);
export const levelField = requiredInt(1, 1000);

export const maxPageSize = 100;
/** offset and limit of a page; each list keeps its own default page size. */
export const pageFields = (defaultLimit: number) => ({
  offset: intField(0, 0, 100_000),
  limit: intField(defaultLimit, 1, maxPageSize),
});

/** The player's time zone (content/local-day.ts): an IANA name, else a GMT offset. */
export const zoneFields = { timezone: optionalText(64), gmt_format: optionalText(16) };

/** The sort and order fields of the sorted lists (notifications, battle statistics). */
export const sortFields = {
  sort: z.preprocess(blankIsAbsent, z.enum(['id', 'date'], { message: 'sort: id or date' }).default('date')),
  order: z.preprocess(
    (v) => (typeof v === 'string' ? blankIsAbsent(v.toLowerCase()) : v),
    z.enum(['asc', 'desc'], { message: 'order: asc or desc' }).default('desc'),
  ),
};

// --- shared values --------------------------------------------------------------------------------

export const categoryTypes = ['quiz', 'fun_n_learn', 'guess_the_word', 'audio', 'math', 'multi_match'] as const;
export type CategoryType = (typeof categoryTypes)[number];

/** The contract also sends types by number (1 Quiz Zone ... 6 Multi Match). */
const typeCodes: Record<string, CategoryType> = {
  1: 'quiz',
  2: 'fun_n_learn',
  3: 'guess_the_word',
  4: 'audio',
  5: 'math',
  6: 'multi_match',
};
export const categoryTypeField = z.preprocess(
  (v) => (typeof v === 'string' && Object.hasOwn(typeCodes, v) ? typeCodes[v] : v),
  z.enum(categoryTypes, { message: 'unknown_type' }),
);

export const mobilePattern = /^\+\d{7,15}$/;
