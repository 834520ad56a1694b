// The console's content, contests and exams in a browser: an operator schedules a contest and
// writes its question (the preview shows it as the player will), and a player plays it; an operator
// creates an exam and reads a player's rule violations and captured question; an operator fixes a
// question and the next player sees the fix; the content screen in Arabic at 390 px, right to left.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slugify } from '../server/content/catalog.ts';
import { localInput } from '../src/features/admin/schedule-fields.ts';
import { servedRight, signUpOperator, signUpPlayer, withConfig } from './admin.ts';
import { axeProblems } from './axe.ts';
import { baseUrl, eventually, launch, logInWithEmail, newPlayer, toasts, visit } from './browser.ts';

const password = 'content-pass-1';
let browser: Browser;
let operator: Awaited<ReturnType<typeof signUpPlayer>>;
const run = Date.now().toString(36);

/** An action called with this token, as the web app calls it; its data. */
async function call<T = any>(action: string, fields: Record<string, string | number>, token: string): Promise<T> {
  const body = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
  const res = await fetch(`${baseUrl()}/api/${action}`, {
    method: 'POST',
    body,
    headers: { authorization: `Bearer ${token}` },
  });
  const reply = (await res.json()) as { data: T; message?: string };
  if (res.status !== 200) throw new Error(`${action}: ${reply.message}`);
  return reply.data;
}

async function signedIn(email: string, opts: { phone?: boolean; locale?: string } = {}) {
  const p = await newPlayer(browser, opts);
  await logInWithEmail(p.page, email, password);
  return p;
}

/** Fills the question editor in the open dialog with a four-option question whose right option is B. */
async function writeQuestion(page: Page, text: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Question/).fill(text);
  for (const [i, option] of ['Newton', 'Pascal', 'Joule', 'Watt'].entries())
    await dialog.getByLabel(`Option ${'ABCD'[i]}`).fill(option);
  await dialog.getByLabel('Right option').selectOption('b');
  return dialog;
}

beforeAll(async () => {
  browser = await launch();
  operator = await signUpOperator('Cora', password);
});
afterAll(() => browser?.close());

describe('content, contests and exams in the console', () => {
  it('an operator schedules a contest and writes its question, previewed as the player sees it; a player then plays it', async () => {
    const name = `Console Cup ${run}`;
    const op = await signedIn(operator.email);
    await visit(op.page, '/admin/contests');
    await op.page.getByRole('button', { name: 'New contest' }).click();
    const dialog = op.page.getByRole('dialog');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Starts').fill(localInput(new Date(Date.now() - 60_000).toISOString()));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await eventually(() => dialog.locator('.field-error').textContent()).toBe('Please choose when the contest ends');
    await dialog.getByLabel('Ends').fill(localInput(new Date(Date.now() + 2 * 3_600_000).toISOString()));
    await dialog.getByRole('button', { name: 'Save' }).click();
    const card = op.page.locator('[data-testid="admin-contest"]', { hasText: name });
    await eventually(() => card.locator('.status-pill').textContent()).toBe('Live');
    expect(await card.textContent()).toContain('#1: 100 coins');

    await card.getByRole('button', { name: 'New question' }).click();
    await writeQuestion(op.page, 'Which unit measures force?');
    const preview = dialog.getByRole('region', { name: 'As the player sees it' });
    expect(await preview.locator('.question-text').textContent()).toBe('Which unit measures force?');
    expect(await preview.locator('.option').count()).toBe(4);
    expect(await preview.getByTestId('preview-answer').textContent()).toContain('Pascal');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await eventually(() => toasts(op.page).allTextContents()).toContain(
      'Question saved. Players see it in their next game.',
    );
    await eventually(() => card.getByTestId('admin-questions').textContent()).toContain('Which unit measures force?');
    await op.context.close();

    const player = await signUpPlayer('Dana', password);
    const { context, page } = await signedIn(player.email, { phone: true });
    await visit(page, '/contest-play');
    const contest = page.locator('.contest-card', { hasText: name });
    await contest.getByRole('button', { name: 'Play' }).click();
    await page.getByTestId('set-start').click();
    await page.getByText('Question 1 of 1', { exact: true }).waitFor();
    expect(await page.locator('.question-card .question-text').textContent()).toBe('Which unit measures force?');
    const id = (await page.locator('.question-card').getAttribute('data-question-id'))!;
    await page.locator(`.question-card .option[data-option="${await servedRight(player.uid, id)}"]`).click();
    await page.getByTestId('quiz-result').waitFor();
    await context.close();
  });

  it("an operator creates an exam with its key and marks, and reads a player's rule violation and captured question", async () => {
    const title = `Console Exam ${run}`;
    const op = await signedIn(operator.email);
    await visit(op.page, '/admin/exams');
    await op.page.getByRole('button', { name: 'New exam' }).click();
    const dialog = op.page.getByRole('dialog');
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Exam key (players type it to start)').fill('abc');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await eventually(() => dialog.locator('.field-error').textContent()).toBe('The exam key has at least 4 characters');
    await dialog.getByLabel('Exam key (players type it to start)').fill('CONSOLE-KEY');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const card = op.page.locator('[data-testid="admin-exam"]', { hasText: title });
    await card.getByRole('button', { name: 'New question' }).click();
    await writeQuestion(op.page, 'Exam: which unit measures force?');
    await dialog.getByLabel('Marks').fill('4');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await eventually(() => card.getByTestId('admin-questions').textContent()).toContain('4 marks');
    const examId = (await card.getAttribute('data-id'))!;

    // the player takes it through the API as the exam screen does, leaves the screen once and is caught on the question
    const player = await signUpPlayer('Eli', password);
    const exam = await call<{ session_id: string; questions: { id: string }[] }>(
      'get_exam_module_questions',
      { exam_module_id: examId, exam_key: 'console-key' },
      player.token,
    );
    const question = exam.questions[0]!.id;
    await call('exam_heartbeat', { session_id: exam.session_id, visible: 0 }, player.token);
    await call('exam_heartbeat', { session_id: exam.session_id, visible: 1 }, player.token);
    await call(
      'quiz_answer',
      { session_id: exam.session_id, question_id: question, answer: await servedRight(player.uid, question) },
      player.token,
    );
    await call('set_exam_module_result', { exam_module_id: examId }, player.token);

    await card.getByRole('button', { name: 'Results' }).click();
    const row = card.locator(`[data-testid="exam-result"][data-uid="${player.uid}"]`);
    await eventually(() => row.textContent()).toContain('Eli');
    expect(await row.textContent()).toContain('4 of 4');
    expect(await row.textContent()).toContain('Rules broken');
    expect(await row.textContent()).toContain('Exam: which unit measures force?');
    await op.context.close();
  });

  it('an operator fixes a question in place and the next player sees the fix', async () => {
    const category = await call(
      'admin_save_category',
      { language_id: 1, type: 'quiz', name: `Console Facts ${run}` },
      operator.token,
    );
    const sub = await call('admin_save_subcategory', { category_id: category.id, name: 'Units' }, operator.token);
    const options = JSON.stringify(['Newton', 'Pascal', 'Joule', 'Watt']);
    await call(
      'admin_save_question',
      {
        mode: 'quiz',
        language_id: 1,
        category_id: category.id,
        subcategory_id: sub.id,
        level: 1,
        question: 'Wich unit mesures force?',
        options,
        answer: 'a',
      },
      operator.token,
    );

    const op = await signedIn(operator.email);
    await visit(op.page, '/admin/content');
    await op.page.getByRole('button', { name: `Console Facts ${run}` }).click();
    await op.page.getByLabel('Subcategory').selectOption(sub.id);
    await op.page.getByRole('button', { name: 'Edit: Wich unit mesures force?' }).click();
    const dialog = op.page.getByRole('dialog');
    await dialog.getByLabel(/^Question/).fill('Which unit measures force?');
    expect(await dialog.locator('.question-preview .question-text').textContent()).toBe('Which unit measures force?');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await eventually(() => op.page.getByTestId('admin-questions').textContent()).toContain(
      'Which unit measures force?',
    );
    await op.context.close();

    const player = await signUpPlayer('Finn', password);
    const { context, page } = await signedIn(player.email, { phone: true });
    await visit(page, `/quiz-zone/${slugify(`Console Facts ${run}`)}/units`);
    await page.locator('[data-level="1"]').click();
    await page.getByTestId('set-start').click();
    await page.getByText('Question 1 of 1', { exact: true }).waitFor();
    expect(await page.locator('.question-card .question-text').textContent()).toBe('Which unit measures force?');
    await context.close();
  });

  it('the content screen in Arabic at 390 px: right to left, labelled, and clean under axe', async () => {
    await withConfig({ language_mode: '1' }, async () => {
      const { context, page } = await signedIn(operator.email, { phone: true });
      await page.getByRole('button', { name: 'Menu' }).click(); // a phone keeps the language in the menu
      await page.getByLabel('Language').selectOption('ar');
      await page.goto('/admin/content'); // a load, not a move: the phone menu stays open over a move
      await page.getByTestId('admin-content').waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await eventually(() => page.getByRole('button', { name: 'فئة جديدة' }).count()).toBe(1);
      await page.getByRole('button', { name: 'فئة جديدة' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'حفظ' }).click();
      await eventually(() => page.getByRole('dialog').locator('.field-error').textContent()).toBe('يرجى إدخال اسم');
      await page.keyboard.press('Escape');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await axeProblems(page)).toEqual([]);
      await context.close();
    });
  });
});
