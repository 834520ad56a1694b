// Every single-player mode and the exam module, one round each, through the real stack: the
// built app in headless Chromium at phone width, the API and the emulators. The test reads the
// right answers from the emulator's database to play deterministically, and checks the coins
// the server awarded against the player's balance.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminServices } from '../server/firebase.ts';
import { signInEmail, signUpEmail } from '../server/test/emulator-admin.ts';
import { servedRight } from './admin.ts';
import { axeProblems } from './axe.ts';
import { baseUrl, eventually, launch, logInWithEmail, newPlayer, toasts, visit } from './browser.ts';
import { playQuiz } from './quiz-play.ts';

interface StoredQuestion {
  answer: string;
  options: string[];
  pairs: { left: string; right: string }[];
}

const { db, auth } = adminServices();
let browser: Browser;
let context: BrowserContext;
let page: Page;
let token = '';
let uid = '';

async function api<T = any>(action: string, fields: Record<string, string | number> = {}): Promise<T> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  const res = await fetch(`${baseUrl()}/api/${action}`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = (await res.json()) as { data: T; message?: string };
  if (res.status !== 200) throw new Error(`${action}: ${res.status} ${body.message}`);
  return body.data;
}

const balance = async () => (await api<{ coins: number }>('get_user_by_id')).coins;
const stored = async (id: string) => (await db.collection('questions').doc(id).get()).data() as StoredQuestion;
const toastTexts = () => toasts(page).allTextContents();
const resultValue = async (key: string) => Number(await page.getByTestId(`result-${key}`).textContent());

/** A fresh, verified player named 'solo', signed in through the login page as a player is (Firebase Auth and the API's token). */
async function signUp() {
  const email = `sp${Date.now().toString(36)}@example.com`;
  const created = await signUpEmail(email);
  uid = created.uid;
  await auth.updateUser(uid, { emailVerified: true });
  const { idToken } = await signInEmail(email);
  const res = await fetch(`${baseUrl()}/api/user_signup`, {
    method: 'POST',
    body: new URLSearchParams({ firebase_id: uid, type: 'email', email, name: 'solo' }),
    headers: { authorization: `Bearer ${idToken}` },
  });
  if (res.status !== 200) throw new Error(`user_signup: ${res.status}`);
  await logInWithEmail(page, email, 'secret-pass-1');
  token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('quiz-arena') ?? '{}') as { state?: { token?: string } }).state?.token ?? '',
  );
}

type Pick = 'right' | 'wrong';

/** Answers the question on screen: the right or a wrong option, the word, or the pairs. */
async function answer(pick: Pick) {
  const card = page.locator('.question-card');
  const kind = await card.getAttribute('data-kind');
  const id = (await card.getAttribute('data-question-id'))!;
  const q = await stored(id);
  if (kind === 'guess_word') {
    await page.keyboard.type(pick === 'right' ? q.answer : q.answer.split('').reverse().join(''));
    await card.getByRole('button', { name: 'Submit' }).click();
  } else if (kind === 'multi_match') {
    for (const p of q.pairs) await card.getByLabel(`Match for ${p.left}`).selectOption(p.right);
    await card.getByRole('button', { name: 'Submit' }).click();
  } else if (pick === 'right') {
    await page.keyboard.press(String('abcd'.indexOf(await servedRight(uid, id)) + 1)); // number keys pick options
  } else {
    await card
      .locator(`.option:enabled:not([data-option="${await servedRight(uid, id)}"])`)
      .first()
      .click();
  }
}

/** Plays the quiz on screen to its result: `picks` says per question whether to answer right (default right); `before` runs on a question before it is answered. */
const playThrough = (opts: { picks?: Pick[]; before?: (index: number) => Promise<void>; exam?: boolean } = {}) =>
  playQuiz(
    page,
    async (i) => {
      await opts.before?.(i);
      await answer(opts.picks?.[i - 1] ?? 'right');
    },
    { exam: opts.exam },
  );

/** The result's coins are what the balance moved by, less what was spent; the header follows. */
async function expectCoinsAwarded(before: number, spent = 0) {
  const earned = await resultValue('coins');
  const after = await balance();
  expect(after - before).toBe(earned - spent);
  await eventually(() => page.getByTestId('header-coins').textContent()).toMatch(new RegExp(`(^|\\D)${after}$`));
  return earned;
}

/** An exam of the test's own (the seeded ones are played by the tests around), with Science's questions and 10 minutes, started: on question 1. */
async function startOwnExam(name: string, key: string) {
  const science = (await db.collection('exams').where('exam_key', '==', 'SCI2026').get()).docs[0]!;
  const id = `${name.toLowerCase()}-${Date.now().toString(36)}`;
  await db
    .collection('exams')
    .doc(id)
    .set({ ...science.data(), id, title: `${name} Exam ${id}`, exam_key: key, duration: 10 });
  const questions = await db.collection('questions').where('parent_id', '==', science.id).get();
  await Promise.all(
    questions.docs.map((q) =>
      db
        .collection('questions')
        .doc(`${id}-${q.id}`)
        .set({ ...q.data(), id: `${id}-${q.id}`, parent_id: id }),
    ),
  );

  await visit(page, '/exam-module');
  await page
    .locator('.exam-card', { hasText: `${name} Exam ${id}` })
    .getByRole('button', { name: 'Start exam' })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Exam key').fill(key);
  await dialog.getByLabel('I agree to the exam rules').check();
  await dialog.getByRole('button', { name: 'Start exam' }).click();
  await page.getByText('Question 1 of 10', { exact: true }).waitFor();
  return id;
}

/** By the server's clock, the exam's play session has this long left: its record of the start and its deadline move back. */
async function leaveOnExamClock(examId: string, ms: number) {
  const session = (
    await db.collection('playSessions').where('uid', '==', uid).where('params.exam_id', '==', examId).get()
  ).docs[0]!;
  const moved = session.get('deadline') - (Date.now() + ms);
  await session.ref.update({ startedAt: session.get('startedAt') - moved, deadline: session.get('deadline') - moved });
}

beforeAll(async () => {
  browser = await launch();
  ({ context, page } = await newPlayer(browser, { phone: true }));
  await signUp();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('single-player modes at phone width', () => {
  it('Quiz Zone: premium needs coins, locked levels say so, lifelines work, a cleared level pays and unlocks the next', async () => {
    await visit(page, '/quiz-zone');
    await page.locator('[data-slug="science"]').waitFor();
    await page.locator('[data-slug="movies-and-tv"]').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Unlock' }).click();
    await eventually(toastTexts).toContain("You Don't have enough coins");

    await page.locator('[data-slug="science"]').click();
    await page.locator('[data-slug="physics"]').click();
    await page.locator('[data-level="2"]').click();
    await eventually(toastTexts).toContain('This Level is Locked. Play previous levels to unlock');

    const before = await balance();
    await page.locator('[data-level="1"]').click();
    await page.getByTestId('set-start').click(); // past the start screen
    await playThrough({
      before: async (i) => {
        if (i === 1) {
          await page.locator('[data-lifeline="fifty_fifty"]').click();
          await eventually(() => page.locator('.option[aria-hidden="true"]').count()).toBe(2);
        }
        if (i === 2) {
          await page.locator('[data-lifeline="audience_poll"]').click();
          await eventually(() => page.getByTestId('poll-bar').count()).toBe(4);
        }
        if (i === 3) {
          await page.locator('[data-lifeline="fifty_fifty"]').click();
          await eventually(toastTexts).toContain('Lifeline already used');
        }
      },
    });
    expect(await page.getByTestId('result-percentage').textContent()).toBe('100%');
    expect(await page.getByTestId('result-level').textContent()).toBe('Level cleared!');
    expect(await expectCoinsAwarded(before, 8)).toBe(4);

    await page.getByRole('link', { name: 'Next level' }).click();
    await page.getByTestId('set-start').click();
    await page.getByText('Question 1 of 4', { exact: true }).waitFor();
    await visit(page, '/quiz-zone/science/physics');
    await page.locator('a[data-level="2"]').waitFor();
  });

  it("Daily Quiz: plays once, pays, reviews and reports; a second visit shows today's result and when the next opens", async () => {
    const before = await balance();
    await visit(page, '/quiz-play/daily-quiz-dashboard');
    await page.getByTestId('set-start').click(); // past the start screen
    const total = await playThrough({ picks: ['wrong'] });
    expect(await resultValue('correct')).toBe(total - 1);
    expect(await resultValue('incorrect')).toBe(1);
    expect(await page.getByTestId('result-percentage').textContent()).toBe(
      `${Math.round(((total - 1) / total) * 100)}%`,
    );
    await expectCoinsAwarded(before);

    await page.getByRole('button', { name: 'Review answers' }).click();
    await eventually(() => page.locator('.review-item').count()).toBe(total);
    await page.locator('.review-item.wrong [data-testid="report"]').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send report' }).click();
    await eventually(toastTexts).toContain('Please provide a reason for reporting');
    await page.getByRole('dialog').getByLabel('What is wrong with it?').fill('The options are ambiguous');
    await page.getByRole('dialog').getByRole('button', { name: 'Send report' }).click();
    await eventually(toastTexts).toContain('Thanks! We will look into it.');

    await visit(page, '/quiz-play/daily-quiz-dashboard');
    const done = page.getByTestId('daily-done');
    await eventually(() => done.getByRole('heading').textContent()).toBe('You have Already Played');
    expect(await page.getByTestId('daily-result').textContent()).toMatch(
      new RegExp(`^Today: ${total - 1} of ${total} right \\(\\d+%\\), \\+\\d+ coins$`),
    );
    expect(await page.getByTestId('daily-next').textContent()).toMatch(/^The next daily quiz opens .+\.$/);
    expect(await done.getByRole('button', { name: 'Retry' }).count()).toBe(0);
  });

  it('True & False: plays a round and bookmarks a question', async () => {
    const before = await balance();
    await visit(page, '/quiz-play/true-and-false-play');
    await page.getByTestId('set-start').click(); // past the start screen
    await playThrough({
      picks: ['right', 'wrong'],
      before: async (i) => {
        if (i === 0) {
          // two options: only the lifelines the server allows here are offered, with their price
          expect(
            await page.locator('[data-lifeline]').evaluateAll((els) => els.map((e) => e.getAttribute('data-lifeline'))),
          ).toEqual(['reset_timer', 'skip']);
          expect(await page.locator('[data-lifeline="skip"] .lifeline-price').textContent()).toBe('4 coins');
          expect(await page.getByTestId('play-coins').textContent()).toMatch(/^Your coins: \d+$/);
        }
        if (i === 1) {
          await page.getByTestId('bookmark').click();
          await eventually(() => page.getByTestId('bookmark').getAttribute('aria-pressed')).toBe('true');
        }
      },
    });
    await expectCoinsAwarded(before);
    // the review shows the bookmark made during play
    await page.getByRole('button', { name: 'Review answers' }).click();
    const marks = page.locator('.review-item [data-testid="bookmark"]');
    await eventually(() => marks.count()).toBeGreaterThan(1);
    const pressed = await marks.evaluateAll((els) => els.map((e) => e.getAttribute('aria-pressed')));
    expect(pressed.filter((p) => p === 'true')).toHaveLength(1);
  });

  it("Bookmarks: plays the bookmarked question back from the profile's route, without coins", async () => {
    // one bookmark of its own, whatever the tests before it marked
    const marks = await db.collection(`users/${uid}/bookmarks`).get();
    await Promise.all(marks.docs.map((d) => d.ref.delete()));
    const question = (await db.collection('questions').where('mode', '==', 'true_false').limit(1).get()).docs[0]!;
    await api('set_bookmark', { question_id: question.id, status: 1, type: 'quiz' });
    const before = await balance();
    await visit(page, '/profile/play-bookmark-questions');
    await page.getByRole('button', { name: 'Play' }).click();
    expect(await playThrough()).toBe(1);
    expect(await expectCoinsAwarded(before)).toBe(0);
  });

  it('Fun & Learn: reads the passage, then answers its questions', async () => {
    const before = await balance();
    await visit(page, '/fun-and-learn');
    await page.locator('.pick-card').first().click();
    await page.locator('[data-passage]').first().click();
    await page.locator('.passage-text p').first().waitFor();
    await page.getByRole('button', { name: /start the/ }).click();
    await playThrough();
    expect(await page.getByTestId('result-percentage').textContent()).toBe('100%');
    await expectCoinsAwarded(before);
  });

  it('Guess the Word: a hint costs coins, words are spelled from the tiles', async () => {
    const before = await balance();
    await visit(page, '/guess-the-word');
    await page.locator('[data-slug="animals"]').click();
    await page.getByTestId('set-start').click(); // past the start screen
    await playThrough({
      picks: ['right', 'wrong'],
      before: async (i) => {
        if (i === 1) {
          await page.getByRole('button', { name: /^Hint/ }).click();
          await page.locator('.clues li').first().waitFor();
        }
      },
    });
    await expectCoinsAwarded(before, 2);
  });

  it('Self Challenge: asks for questions and minutes, then plays against the total time', async () => {
    const before = await balance();
    await visit(page, '/self-learning');
    await page.getByLabel('Category').selectOption('science');
    // a subcategory of 18 questions offers up to 18, and says so
    const questionChips = () => page.locator('.chip').filter({ hasText: /^\d+$/ }).allTextContents();
    await page.getByLabel('Subcategory').selectOption('physics');
    await eventually(() => page.getByTestId('questions-available').textContent()).toBe(
      'This choice has 18 questions: you can ask for up to that many',
    );
    expect(await questionChips()).toEqual(['5', '10', '15', '18']);
    await page.getByLabel('Subcategory').selectOption('');
    await eventually(questionChips).toEqual(['5', '10', '15', '20', '25', '30', '40', '50']);
    await page.getByRole('button', { name: 'Start' }).click();
    await eventually(toastTexts).toContain('Please select Number of Questions');
    await page.locator('.chip', { hasText: /^5$/ }).click();
    await page.getByRole('button', { name: 'Start' }).click();
    await eventually(toastTexts).toContain('Please select Number of Timer');
    await page.locator('.chip', { hasText: /^60 min$/ }).click();
    await page.getByRole('button', { name: 'Start' }).click();
    const timer = page.getByTestId('timer').filter({ hasText: /^(60:00|59:\d\d)$/ });
    await timer.waitFor();
    // four digits stay inside the ring: the text is narrower than the circle inside its stroke
    const fits = await timer.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const text = range.getBoundingClientRect().width;
      const ring = el.parentElement!.getBoundingClientRect().width;
      return { text, inner: ring * (46 / 64) }; // r = 26 and a 6 px stroke in a 64 px box: 46 px inside
    });
    expect(fits.text).toBeLessThan(fits.inner);
    expect(await playThrough()).toBe(5);
    expect(await resultValue('correct')).toBe(5);
    await expectCoinsAwarded(before);
  });

  it('Audio Questions: a clip with its own controls, then the options', async () => {
    const before = await balance();
    await visit(page, '/audio-questions');
    await page.locator('.pick-card').first().click();
    await page.getByTestId('set-start').click(); // past the start screen
    await page.getByTestId('audio-player').waitFor();
    await eventually(() => page.getByTestId('audio-player').getByRole('button', { name: /Play/ }).isEnabled()).toBe(
      true,
    );
    await playThrough();
    await expectCoinsAwarded(before);
  });

  it('Math Mania: formulas typeset with KaTeX', async () => {
    const before = await balance();
    await visit(page, '/math-mania');
    await page.locator('[data-slug="arithmetic"]').click();
    await page.getByTestId('set-start').click(); // past the start screen
    await page.locator('.question-card .katex').first().waitFor();
    // KaTeX's styles come with the formulas (not with the first paint): its fonts are in use
    await eventually(() =>
      page
        .locator('.question-card .katex')
        .first()
        .evaluate((e) => getComputedStyle(e).fontFamily),
    ).toContain('KaTeX_Main');
    await playThrough();
    await expectCoinsAwarded(before);
  });

  it('Multi Match: pairs every item, clears level 1', async () => {
    const before = await balance();
    await visit(page, '/multi-match-questions');
    await page.locator('[data-slug="capitals"]').click();
    await page.locator('[data-slug="europe"]').click();
    await page.locator('[data-level="1"]').click();
    await page.getByTestId('set-start').click();
    await page.locator('.multi-match select').first().waitFor();
    await playThrough();
    expect(await page.getByTestId('result-level').textContent()).toBe('Level cleared!');
    expect(await expectCoinsAwarded(before)).toBe(4);
  });

  it('Multi Match: a multi-select and a sequence question played by keyboard, each graded', async () => {
    /** The stored answer's option ids as the options' texts (the set, or the right order). */
    const rightTexts = (q: StoredQuestion) => q.answer.split(',').map((id) => q.options['abcdef'.indexOf(id)]!);
    const press = async (control: ReturnType<Page['locator']>, key: string) => {
      await control.focus();
      await page.keyboard.press(key);
    };
    const openLevel = async (category: string, subcategory: string, kind: string) => {
      await visit(page, '/multi-match-questions');
      await page.locator(`[data-slug="${category}"]`).click();
      await page.locator(`[data-slug="${subcategory}"]`).click();
      await page.locator('[data-level="1"]').click();
      await page.getByTestId('set-start').click();
      const card = page.locator(`.question-card[data-kind="${kind}"]`);
      await card.waitFor();
      return { card, q: await stored((await card.getAttribute('data-question-id'))!) };
    };

    // Multi-select: every right option but one is wrong (all or nothing), and the missed one is shown.
    const pick = await openLevel('pick-all', 'nature-and-science', 'multi_select');
    const [missed, ...ticked] = rightTexts(pick.q);
    for (const text of ticked) await press(pick.card.getByRole('checkbox', { name: text }), 'Space');
    await press(pick.card.getByRole('button', { name: 'Submit' }), 'Enter');
    await page.getByTestId('feedback').filter({ hasText: 'Wrong answer' }).waitFor();
    await pick.card.locator('[data-state="missed"]', { hasText: missed }).waitFor();

    // Sequence: placed with the first two swapped, one taken back and placed again, then fixed with 'move up'.
    const seq = await openLevel('in-order', 'history', 'sequence');
    const order = rightTexts(seq.q);
    const status = seq.card.getByRole('status');
    for (const [i, text] of [order[1]!, order[0]!, ...order.slice(2)].entries()) {
      await press(seq.card.getByRole('button', { name: `Place ${text} at position ${i + 1}` }), 'Enter');
    }
    const last = order.at(-1)!;
    await press(seq.card.getByRole('button', { name: `${last}, position ${order.length}: take it back` }), 'Enter');
    await eventually(() => status.textContent()).toBe(`${last} taken back`);
    await press(seq.card.getByRole('button', { name: `Place ${last} at position ${order.length}` }), 'Enter');
    await press(seq.card.getByRole('button', { name: `Move ${order[0]} up` }), 'Enter');
    await eventually(() => status.textContent()).toBe(`${order[0]} moved to position 1`);
    // at the top 'up' is disabled: focus stays on the item's 'down'
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Move ${order[0]} down`);
    await press(seq.card.getByRole('button', { name: 'Submit' }), 'Enter');
    await page.getByTestId('feedback').filter({ hasText: 'Correct!' }).waitFor();
    expect(await seq.card.locator('.sequence-row[data-state="right"]').count()).toBe(order.length);
  });

  it('Contest: plays the live contest once, told nothing of right or wrong until it ends', async () => {
    const before = await balance();
    await visit(page, '/contest-play');
    const live = page.locator('.contest-card').first();
    // no board while it runs: it would tell right from wrong by comparison
    expect(await live.getByRole('link', { name: 'Leaderboard' }).count()).toBe(0);
    await live.getByRole('button', { name: 'Play' }).click();
    await page.getByTestId('set-start').click(); // past the start screen
    await playQuiz(page, async (i) => {
      await answer(i === 1 ? 'wrong' : 'right');
      // "saved", right or wrong: no option marked right or wrong either
      await page.getByTestId('feedback').filter({ hasText: 'Answer saved' }).waitFor();
      expect(
        await page
          .locator('.question-card .option[data-state="right"], .question-card .option[data-state="wrong"]')
          .count(),
      ).toBe(0);
    });
    expect(await page.getByTestId('result-sealed').textContent()).toBe(
      'Right and wrong stay hidden while the contest runs. Your score and the right answers are shown when it ends.',
    );
    expect(await page.getByTestId('result-correct').count()).toBe(0);
    expect(await page.getByTestId('result-percentage').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Review answers' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Leaderboard' }).count()).toBe(0);
    expect(await balance()).toBe(before);
    // the prizes are not paid yet: the result says when they will be
    expect(await page.getByTestId('prize-timing').textContent()).toMatch(
      /^Prizes go to the top places when the contest ends, .+: your rank may still change until then\.$/,
    );

    await visit(page, '/contest-play');
    await page.locator('.contest-card').first().getByRole('button', { name: 'Played' }).click();
    await eventually(toastTexts).toContain('You have Already Played');
  });

  it('Exam: key and rules are checked; leaving the tab for 6 s completes it with the violation recorded', async () => {
    // the page tells the server it is there, and that it left and came back: every heartbeat is taken
    const heartbeats: number[] = [];
    const onResponse = (r: { url: () => string; status: () => number }) =>
      void (r.url().endsWith('/api/exam_heartbeat') && heartbeats.push(r.status()));
    page.on('response', onResponse);
    await visit(page, '/exam-module');
    await page
      .locator('.exam-card', { hasText: 'Science Term Exam 2026' })
      .getByRole('button', { name: 'Start exam' })
      .click();
    const dialog = page.getByRole('dialog');
    // the rules promise what the page enforces, and say the product's prohibitions word for word
    expect(await dialog.locator('.exam-rules li').allTextContents()).toEqual([
      'You have 15 minutes; the exam ends by itself when the time is up.',
      'Stay on this page: every time you leave it, switch apps or lock the phone is a rule violation, reported to the examinator with the question on screen.',
      'Away for more than 5 seconds, the exam completes automatically.',
      'Screen recording is prohibited',
      'In Android screenshot capturing is prohibited',
      'You can take the exam once; an answer cannot be changed.',
    ]);
    await dialog.getByRole('button', { name: 'Start exam' }).click();
    await eventually(toastTexts).toContain('Please enter the Exam Key');
    await dialog.getByLabel('Exam key').fill('WRONG');
    await dialog.getByRole('button', { name: 'Start exam' }).click();
    await eventually(toastTexts).toContain('Please agree to the exam rules');
    await dialog.getByLabel('I agree to the exam rules').check();
    await dialog.getByRole('button', { name: 'Start exam' }).click();
    await eventually(toastTexts).toContain('Invalid exam key');
    await dialog.getByLabel('Exam key').fill('SCI2026');
    await dialog.getByRole('button', { name: 'Start exam' }).click();

    await page.getByText('Question 1 of 10', { exact: true }).waitFor();
    expect(await axeProblems(page)).toEqual([]); // the exam's question screen with its timer
    await answer('right');
    await page.getByText('Question 2 of 10', { exact: true }).waitFor();
    await answer('right');
    await page.getByText('Question 3 of 10', { exact: true }).waitFor();
    const onScreen = await page.locator('.question-card').getAttribute('data-question-id');

    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.waitForTimeout(6000);
    await page.evaluate(() => {
      Reflect.deleteProperty(document, 'hidden');
      Reflect.deleteProperty(document, 'visibilityState');
      document.dispatchEvent(new Event('visibilitychange'));
    });

    await page.getByTestId('quiz-result').waitFor();
    expect(await page.getByTestId('exam-reason').textContent()).toContain('completed automatically');
    expect(await page.getByTestId('exam-violations').textContent()).toBe('1 rule violation');
    expect(await page.getByTestId('exam-marks').textContent()).toMatch(/^Marks: [1-9]\d* \/ \d+$/);
    expect(await axeProblems(page)).toEqual([]); // the exam's result

    const completed = await api<{ rows: { title: string; status: string; rules_violated: boolean }[] }>(
      'get_exam_module',
      { type: '2' },
    );
    expect(completed.rows).toContainEqual(
      expect.objectContaining({ title: 'Science Term Exam 2026', status: 'completed', rules_violated: true }),
    );
    const exam = (await db.collection('exams').where('exam_key', '==', 'SCI2026').get()).docs[0]!;
    const attempt = (await exam.ref.collection('attempts').doc(uid).get()).data()!;
    expect(attempt.captured_question_ids).toEqual([onScreen]);
    page.off('response', onResponse);
    expect(heartbeats.length).toBeGreaterThan(2);
    expect(heartbeats.filter((status) => status !== 200)).toEqual([]);
  });

  it("Exam: a reload resumes after the answered question, numbered on, with the time left by the server's clock", async () => {
    const id = await startOwnExam('Reload', 'RELOAD1');
    const first = await page.locator('.question-card').getAttribute('data-question-id');
    await answer('right');
    await page.getByText('Question 2 of 10', { exact: true }).waitFor();

    // six of the ten minutes are left by the server's clock, then the page reloads
    await leaveOnExamClock(id, 360_000);
    await page.reload();
    await page.getByText('Question 2 of 10', { exact: true }).waitFor();
    expect(await page.locator('.question-card').getAttribute('data-question-id')).not.toBe(first);
    const [minutes, seconds] = (await page.getByTestId('timer').textContent())!.split(':').map(Number);
    const left = minutes! * 60 + seconds!;
    expect(left).toBeLessThanOrEqual(6 * 60);
    expect(left).toBeGreaterThan(5 * 60); // the server's six minutes, less the reload's seconds (however many): not the exam's ten
  });

  it('Exam: Quit says it hands the exam in, and does: marks for the answers given, no resume offered', async () => {
    await visit(page, '/exam-module');
    await page
      .locator('.exam-card', { hasText: 'History Term Exam 2026' })
      .getByRole('button', { name: 'Start exam' })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Exam key').fill('hist2026'); // keys in either case
    await dialog.getByLabel('I agree to the exam rules').check();
    await dialog.getByRole('button', { name: 'Start exam' }).click();
    await page.getByText('Question 1 of 10', { exact: true }).waitFor();
    await answer('right');
    await page.getByText('Question 2 of 10', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Quit' }).click();
    const quit = page.getByRole('dialog');
    expect(await quit.textContent()).toContain('Quitting hands the exam in now, with the answers you gave');
    await quit.getByRole('button', { name: 'Quit' }).click();
    await page.getByTestId('quiz-result').waitFor();
    expect(await page.getByTestId('exam-marks').textContent()).toMatch(/^Marks: 1 \/ \d+$/);

    await visit(page, '/exam-module');
    const completed = await api<{ rows: { title: string; status: string }[] }>('get_exam_module', { type: '2' });
    expect(completed.rows).toContainEqual(
      expect.objectContaining({ title: 'History Term Exam 2026', status: 'completed' }),
    );
    const today = await api<{ rows: { title: string; status: string }[] }>('get_exam_module', { type: '1' });
    expect(today.rows.filter((r) => r.title === 'History Term Exam 2026' && r.status === 'ongoing')).toEqual([]);
  });

  it('Exam: Submit asks first, then hands it in: marks for the answers given, the rest counted wrong, listed as completed', async () => {
    const id = await startOwnExam('Submit', 'SUBMIT1');
    await answer('right');
    await page.getByText('Question 2 of 10', { exact: true }).waitFor();
    await answer('right');
    await page.getByText('Question 3 of 10', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Submit exam' }).click();
    const confirm = page.getByRole('dialog');
    expect(await confirm.textContent()).toContain('Unanswered questions count as wrong.');
    await confirm.getByRole('button', { name: 'Submit exam' }).click();
    await page.getByTestId('quiz-result').waitFor();
    expect(await page.getByTestId('exam-reason').textContent()).toBe('You submitted the exam.');
    expect(await page.getByTestId('exam-marks').textContent()).toMatch(/^Marks: 2 \/ \d+$/);
    expect(await page.getByTestId('exam-violations').textContent()).toBe('No rule violations');
    expect((await db.doc(`exams/${id}/attempts/${uid}`).get()).data()).toMatchObject({
      status: 'finished',
      obtained_marks: 2,
    });

    await visit(page, '/exam-module');
    await page.getByRole('tab', { name: 'Completed' }).click();
    await eventually(() => page.locator('.exam-card', { hasText: `Submit Exam ${id}` }).count()).toBe(1);
  });

  it('Exam: when the time runs out it is completed with the answers given: says so, marks them, and the server records it', async () => {
    const id = await startOwnExam('Timeout', 'TIMEOUT1');
    await answer('right');
    await page.getByText('Question 2 of 10', { exact: true }).waitFor();
    await answer('wrong');
    await page.getByText('Question 3 of 10', { exact: true }).waitFor();
    // three seconds are left by the server's clock; the page, reloaded, counts them down
    await leaveOnExamClock(id, 3_000);
    await page.reload();
    await page.getByTestId('quiz-result').waitFor();
    expect(await page.getByTestId('exam-reason').textContent()).toBe('Time is up: the exam was completed.');
    expect(await page.getByTestId('exam-marks').textContent()).toMatch(/^Marks: 1 \/ \d+$/);
    expect((await db.doc(`exams/${id}/attempts/${uid}`).get()).data()).toMatchObject({
      status: 'finished',
      obtained_marks: 1,
    });
  });
});
