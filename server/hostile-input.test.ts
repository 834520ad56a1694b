// Junk in every field of every action: ids with '/', 100 KB and 10 KB strings, a file, arrays,
// objects, numbers, null and empty strings, plus empty, broken and non-object bodies. Any of it
// may be refused (4xx); none of it may answer 5xx. The other fields carry valid values (real content from the seed, a live play
// session, an open room), so each junk value gets as deep into the handler as it can.
import { describe, expect, it } from 'vitest';
import type { DocumentData } from 'firebase-admin/firestore';
import type { z } from 'zod';
import { defaultBodyLimit } from './action.ts';
import { actions } from './actions.ts';
import { categoriesCol, contestsCol, examsCol, funNLearnCol, questionsCol } from './content/catalog.ts';
import { emailAccount, useHarness } from './test/kit.ts';

const h = useHarness();

type Body =
  { form: Record<string, string | Blob> } | { json: unknown } | { raw: string; type?: string } | { none: true };

// Each field gets every kind of junk; where two values are of one kind (a path, a JSON structure),
// the fields take turns, action by action, so each value meets half the fields of every kind.
const junkPath = ['a/b', '../../etc/passwd'];
const junkStructure: unknown[] = [['a/b', 1], { a: 'b' }];
const junkText: Record<string, string> = {
  // fits in a body (64 KB), so it meets the field's own limit
  '10KB': 'y'.repeat(10_000),
  empty: '',
};
const junkJson: Record<string, unknown> = { number: 12345, null: null };
// over the body limit: refused before any field is read, so once an action, in whichever field
// (per field only where the action allows a larger body)
const overBody = 'x'.repeat(100_000);
const junkBodies: Record<string, Body> = {
  'empty body': { none: true },
  'broken JSON': { raw: '{"a":', type: 'application/json' },
};
// a JSON body that is no object: the actions take turns with these
const nonObjectJson: unknown[] = [[], 'x', null, 42];

/** The field names of an action's input (an object schema). */
const fieldsOf = (schema: z.ZodType) => Object.keys((schema as unknown as z.ZodObject).shape);

/** The first option of an enum field, looking through optional/default/preprocess wrappers. */
function firstOption(schema: z.ZodType): string | undefined {
  let s = schema as unknown as {
    def: { type: string; innerType?: unknown; in?: unknown; out?: { def: { type: string } } };
    options?: string[];
  };
  for (let i = 0; i < 10; i++) {
    if (s.def.type === 'enum') return String(s.options![0]);
    const next =
      s.def.innerType ??
      (s.def.type === 'pipe' ? (s.def.out!.def.type === 'transform' ? s.def.in : s.def.out) : undefined);
    if (!next) return undefined;
    s = next as typeof s;
  }
  return undefined;
}

async function send(action: string, body: Body, token?: string) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  let payload: BodyInit | undefined;
  if ('form' in body) {
    const form = new FormData();
    for (const [k, v] of Object.entries(body.form)) form.append(k, v);
    payload = form;
  } else if ('json' in body) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body.json);
  } else if ('raw' in body) {
    if (body.type) headers['content-type'] = body.type;
    payload = body.raw;
  }
  const res = await fetch(`${h.url}/api/${action}`, { method: 'POST', body: payload, headers });
  const text = await res.text();
  let message = text.slice(0, 200);
  try {
    message = (JSON.parse(text) as { message?: string }).message ?? '';
  } catch {
    // not JSON: the raw text stands
  }
  return { status: res.status, message };
}

/** Runs the jobs with at most `width` of them at a time. */
async function bounded<T>(jobs: (() => Promise<T>)[], width: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < jobs.length) {
        const i = next++;
        results[i] = await jobs[i]!();
      }
    }),
  );
  return results;
}

describe('hostile input', () => {
  // about 2,700 requests: 20 s on a quiet machine, several times that beside other work
  it('no junk in any field of any action answers 5xx', { timeout: 300_000 }, async () => {
    // Valid values from the seeded content, so the junk field is the only thing wrong.
    const freeQuiz = await categoriesCol(h.db)
      .where('type', '==', 'quiz')
      .where('is_premium', '==', 0)
      .where('language_id', '==', 1)
      .get();
    let question: DocumentData | undefined;
    for (const c of freeQuiz.docs) {
      question ??= (
        await questionsCol(h.db).where('category_id', '==', c.id).where('level', '==', 1).limit(1).get()
      ).docs[0]?.data();
    }
    if (!question) throw new Error('the seed has no level 1 question in a free quiz category');
    const quizCategory = freeQuiz.docs.find((d) => d.id === question.category_id)!.data();
    const subcategory = question.subcategory_id as string;
    const multiCategory = (
      await categoriesCol(h.db).where('type', '==', 'multi_match').where('language_id', '==', 1).limit(1).get()
    ).docs[0]?.data();
    const guessCategory = (
      await categoriesCol(h.db).where('type', '==', 'guess_the_word').where('language_id', '==', 1).limit(1).get()
    ).docs[0]?.data();
    const funNLearn = (await funNLearnCol(h.db).where('language_id', '==', 1).limit(1).get()).docs[0]!.data();
    const now = new Date();
    const contest =
      (await contestsCol(h.db).get()).docs
        .map((d) => d.data())
        .find((c) => c.start_date.toDate() <= now && c.end_date.toDate() > now) ??
      (await contestsCol(h.db).limit(1).get()).docs[0]!.data();
    // the seed's own exam: another file's exam (one made with no questions yet) may sort first
    const exam = (await examsCol(h.db).doc('en-exam-1').get()).data()!;

    const common: Record<string, string> = {
      language_id: '1',
      category: quizCategory.id,
      category_slug: quizCategory.slug,
      subcategory,
      level: '1',
      offset: '0',
      limit: '5',
      question_id: question.id,
      contest_id: contest.id,
      exam_module_id: exam.id,
      exam_key: exam.exam_key,
      fun_n_learn_id: funNLearn.id,
      type_id: guessCategory?.id ?? quizCategory.id,
      questions_attended: '1',
      correct_answers: '1',
      questions_answered: '2',
      score: '1',
      coins: '-1',
      message: 'The answer looks wrong',
      payment_address: 'player@example.com',
      payment_amount: '1',
      coin_used: '1',
      payment_id: 'no-such-request',
      language: 'en',
      name: 'Hostile',
      email: 'hostile@example.com',
      mobile: '+1234567890',
      room_code: 'ABCDEF',
      captured_question_ids: question.id,
      option_id: 'a',
      answer: 'a',
      gmt_format: '+01:00',
      user_id1: 'someone',
      user_id2: 'someone-else',
      status: '1',
    };
    const perAction: Record<string, Record<string, string>> = {
      set_multi_match_level_data: { category: multiCategory?.id ?? quizCategory.id },
      get_multi_match_questions_by_level: { category: multiCategory?.id ?? quizCategory.id },
      get_multi_match_level_data: { category_slug: multiCategory?.slug ?? quizCategory.slug },
      get_fun_n_learn: { type_id: funNLearn.category_id },
      set_quiz_categories: { type_id: '' },
      set_user_coin_score: { type: 'review_answers', status: '1', score: '0' },
      update_profile: { email: '' },
      set_payment_request: { payment_amount: '10', coin_used: '100' },
      get_categories: { type: 'quiz' },
    };

    /** Per-action state the baseline needs: a play session, an open room. */
    const setups: Record<string, (token: string) => Promise<Record<string, string>>> = {};
    const withSession = async (token: string) => {
      const r = await h.call(
        'get_questions_by_level',
        { category: quizCategory.id, subcategory, level: 1, language_id: 1 },
        token,
      );
      if (r.status !== 200) throw new Error(`no play session: ${r.body.message}`);
      return { session_id: r.body.data.session_id as string, question_id: r.body.data.questions[0].id as string };
    };
    const withRoom = async (token: string) => {
      const r = await h.call('create_room', { category: '', language_id: 1, room_type: 'group' }, token);
      if (r.status !== 200) throw new Error(`no room: ${r.body.message}`);
      return { room_id: r.body.data.room_id as string, room_code: r.body.data.room_code as string };
    };
    setups.set_exam_module_result = async (token) => {
      const r = await h.call('get_exam_module_questions', { exam_module_id: exam.id, exam_key: exam.exam_key }, token);
      if (r.status !== 200) throw new Error(`no exam attempt: ${r.body.message}`);
      return {};
    };
    for (const a of ['quiz_answer', 'quiz_lifeline', 'guess_word_hint', 'quiz_finish']) setups[a] = withSession;
    for (const a of [
      'battle_start',
      'get_question_by_room_id',
      'battle_answer',
      'battle_leave',
      'battle_delete_room',
      'battle_rematch',
      'battle_random_rematch',
      'battle_decline_invite',
      'battle_room_preview',
      'battle_remove_player',
    ])
      setups[a] = withRoom;

    /** Actions whose valid call ends the caller's account: every request gets its own player. */
    const destructive = new Set(['delete_user_account']);

    interface Case {
      action: string;
      field: string;
      payload: string;
      body: (base: Record<string, string>) => Body;
    }
    const jobs: (() => Promise<string | null>)[] = [];
    const players = new Map<string, Promise<{ token: string; extra: Record<string, string> }>>();
    for (const [index, [action, def]] of Object.entries(actions).entries()) {
      const fields = fieldsOf(def.input);
      const largeBody = (def.bodyLimit?.bytes ?? defaultBodyLimit.bytes) > overBody.length;
      const cases: Case[] = [];
      const formCase = (field: string, payload: string, value: string | Blob) =>
        cases.push({ action, field, payload, body: (base) => ({ form: { ...base, [field]: value } }) });
      const jsonCase = (field: string, payload: string, value: unknown) =>
        cases.push({ action, field, payload, body: (base) => ({ json: { ...base, [field]: value } }) });
      for (const [i, field] of fields.entries()) {
        const path = junkPath[(index + i) % junkPath.length]!;
        formCase(field, path, path);
        for (const [payload, value] of Object.entries(junkText)) formCase(field, payload, value);
        if (largeBody) formCase(field, '100KB', overBody);
        formCase(field, 'file', new Blob(['a/b'], { type: 'text/plain' }));
        const structure = junkStructure[(index + i) % junkStructure.length];
        jsonCase(field, JSON.stringify(structure), structure);
        for (const [payload, value] of Object.entries(junkJson)) jsonCase(field, payload, value);
      }
      if (!largeBody) formCase(fields[0] ?? 'junk', '100KB', overBody);
      const nonObject = nonObjectJson[index % nonObjectJson.length];
      for (const [payload, body] of Object.entries({
        ...junkBodies,
        [`JSON ${JSON.stringify(nonObject)}`]: { json: nonObject },
      }))
        cases.push({ action, field: '-', payload, body: () => body });

      const baseline = (extra: Record<string, string>) => {
        const base: Record<string, string> = {};
        for (const field of fields) {
          const value =
            perAction[action]?.[field] ?? extra[field] ?? common[field] ?? firstOption(def.input.shape[field]);
          if (value !== undefined) base[field] = value;
        }
        return base;
      };
      const run = async (c: Case, token: string | undefined, extra: Record<string, string>) => {
        const r = await send(action, c.body(baseline(extra)), token);
        return r.status >= 500 ? `${c.action} ${c.field} ${c.payload} -> ${r.status} ${r.message}` : null;
      };

      if (action === 'user_signup') {
        // Each sign-up is a new account, so the junk reaches the code that creates one.
        for (const c of cases) {
          jobs.push(async () => {
            const account = await emailAccount(h.auth);
            return run(c, account.idToken, { firebase_id: account.uid, type: 'email', email: account.email });
          });
        }
      } else if (def.auth === 'none') {
        for (const c of cases) jobs.push(() => run(c, undefined, {}));
      } else if (destructive.has(action)) {
        for (const c of cases) jobs.push(async () => run(c, (await h.player()).token, {}));
      } else {
        // One player per action, so one action's effects (coins spent, rooms, searches) stay its own.
        const prepare = () => {
          let ready = players.get(action);
          if (!ready) {
            ready = (async () => {
              const { token } = await h.player({ name: 'Hostile' });
              return { token, extra: (await setups[action]?.(token)) ?? {} };
            })();
            players.set(action, ready);
          }
          return ready;
        };
        for (const c of cases) {
          jobs.push(async () => {
            const { token, extra } = await prepare();
            return run(c, token, extra);
          });
        }
      }
    }

    const started = performance.now();
    const failures = (await bounded(jobs, 8)).filter((f): f is string => f !== null);
    // A random search left waiting could pair with a player of a later test file.
    const searcher = await players.get('battle_find_match');
    if (searcher)
      await h.call('get_random_questions', { category: '', language_id: 1, destroy_match: 1 }, searcher.token);
    console.log(
      `hostile requests: ${jobs.length} over ${Object.keys(actions).length} actions in ${Math.round(performance.now() - started)} ms; 5xx: ${failures.length}`,
    );
    if (failures.length) console.log(failures.join('\n'));
    expect(failures).toEqual([]);
  });
});
