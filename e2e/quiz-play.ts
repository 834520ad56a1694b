// A single-player quiz played through in the browser, question by question, to its result.
import type { Page } from 'playwright-core';

/**
 * Plays the quiz on `page` to its result: `answer(i)` answers question i (from 1) once its options
 * can be used; then Next, when it is still there (the reveal moves on by itself after 1.5 s; an
 * exam has none). Returns how many questions the quiz had.
 */
export async function playQuiz(page: Page, answer: (index: number) => Promise<void>, opts: { exam?: boolean } = {}) {
  const progress = page.getByTestId('question-progress');
  await progress.waitFor();
  const total = Number((await progress.textContent())!.match(/of (\d+)/)![1]);
  for (let i = 1; i <= total; i++) {
    await page.getByText(`Question ${i} of ${total}`, { exact: true }).waitFor();
    await page
      .locator('.question-card .option:enabled, .question-card .tile:enabled, .question-card select:enabled')
      .first()
      .waitFor();
    await answer(i);
    if (!opts.exam)
      await page
        .getByTestId('feedback')
        .getByRole('button')
        .click({ timeout: 1500 })
        .catch(() => {});
  }
  await page.getByTestId('quiz-result').waitFor();
  return total;
}
