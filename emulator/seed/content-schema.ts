// The shape of the seed content files in emulator/seed/content/<lang>/. The seeding script parses
// every file with these schemas, so a malformed file fails loudly instead of seeding half a world.
import { z } from 'zod';
import { notificationTargets } from '../../contract/actions/notifications.ts';

const text = z.string().trim().min(1);
/** Four options for a multiple-choice question; `answer` is the index of the right one. */
const choice = {
  question: text,
  options: z.array(text).length(4),
  answer: z.number().int().min(0).max(3),
  note: z.string().optional(), // shown in review: why the answer is right
};

export const categoriesFile = z.array(
  z.object({
    slug: z.string().regex(/^[a-z0-9-]+$/),
    name: text,
    /** Premium categories cost this many coins to unlock; 0 or absent means free. */
    coins: z.number().int().min(0).optional(),
    subcategories: z.array(z.object({ slug: z.string().regex(/^[a-z0-9-]+$/), name: text })).min(1),
  }),
);

/** questions/<category-slug>.json: multiple-choice questions of one category. */
export const questionsFile = z.array(
  z.object({ subcategory: z.string(), level: z.number().int().min(1).max(10), ...choice }),
);

export const trueFalseFile = z.array(z.object({ category: z.string(), question: text, answer: z.boolean() }));

/** A pool the daily quiz draws from, a few questions a day. */
export const dailyFile = z.array(z.object({ category: z.string(), ...choice }));

export const funAndLearnFile = z.array(
  z.object({
    category: z.string(),
    title: text,
    passage: text, // plain text, paragraphs separated by blank lines
    questions: z.array(z.object(choice)).min(3),
  }),
);

export const guessTheWordFile = z.array(
  z.object({
    category: z.string(),
    word: z.string().regex(/^[A-Za-z\u0600-\u06FF]+$/),
    question: text,
    hints: z.array(text).min(1),
  }),
);

/** audio/<file> lives in emulator/seed/content/audio/ and is served at /media/audio/<file>. */
export const audioFile = z.array(z.object({ category: z.string(), file: z.string(), ...choice }));

/** Math questions; LaTeX between $...$ (inline) in question and options, rendered with KaTeX. */
export const mathFile = z.array(z.object({ category: z.string(), ...choice }));

/** Where a Multi Match level's question is filed: multi match, multi-select and sequence questions. */
const levelPlace = { category: z.string(), subcategory: z.string().optional(), level: z.number().int().min(1) };
const distinct = (texts: string[]) => new Set(texts.map((t) => t.toLowerCase())).size === texts.length;
/** Three to six different options (ids a to f). */
const items = z.array(text).min(3).max(6).refine(distinct, 'two options are the same');

export const multiMatchFile = z.array(
  z.object({
    ...levelPlace,
    question: text,
    pairs: z
      .array(z.tuple([text, text]))
      .min(3)
      .max(6),
  }),
);

/** Multi-select: `answers` are the indexes of every right option; the player must pick exactly those. */
export const multiSelectFile = z.array(
  z
    .object({
      ...levelPlace,
      question: text,
      options: items,
      answers: z.array(z.number().int().min(0)).min(1),
      note: z.string().optional(),
    })
    .refine(
      (q) => new Set(q.answers).size === q.answers.length && q.answers.every((i) => i < q.options.length),
      'answers must be different option indexes',
    ),
);

/** Sequence: `items` in the right order; they are served shuffled and the player puts them back in order. */
export const sequenceFile = z.array(z.object({ ...levelPlace, question: text, items, note: z.string().optional() }));

export const contestsFile = z.array(
  z.object({
    name: text,
    description: text,
    /** Relative to the seeding day: live now, upcoming later, or already past. */
    when: z.enum(['live', 'upcoming', 'past']),
    prizes: z.array(z.object({ rank: z.number().int().min(1), coins: z.number().int().min(1) })),
    questions: z.array(z.object(choice)).min(5),
  }),
);

export const examsFile = z.array(
  z.object({
    title: text,
    key: z.string().min(4),
    durationMinutes: z.number().int().min(1),
    questions: z.array(z.object({ ...choice, marks: z.number().int().min(1) })).min(5),
  }),
);

export const notificationsFile = z.array(
  z.object({
    title: text,
    message: text,
    daysAgo: z.number().int().min(0),
    target: z.enum(notificationTargets).optional(),
  }),
);

/** Static pages, Markdown. */
export const pagesFile = z.object({
  about_us: text,
  contact_us: text,
  privacy_policy: text,
  terms_conditions: text,
  faq: z.array(z.object({ question: text, answer: text })).min(5),
});

export type Categories = z.infer<typeof categoriesFile>;

/** mode-categories.json: the categories of the modes whose content carries its own category slugs. */
const modeCategory = z.object({ slug: z.string().regex(/^[a-z0-9-]+$/), name: text });
export const modeCategoriesFile = z.object({
  fun_n_learn: z.array(modeCategory).min(1),
  guess_the_word: z.array(modeCategory).min(1),
  audio: z.array(modeCategory).min(1),
  math: z.array(modeCategory).min(1),
  multi_match: z.array(modeCategory.extend({ subcategories: z.array(modeCategory).min(1) })).min(1),
});
