// Issue 38: every screen explains itself, at phone width (390 px), in English and Arabic: a timed
// set opens on a start screen that says what an answer is worth (the server's numbers); the result
// adds the score up; the FAQ says it; a lost connection shows; notifications open what they name
// and follow the interface's language; a question in another language says so; a sign-in whose
// provider cannot be reached says what to do; the install is offered once a first game is over;
// a battle's question says its language and the bot its name in Arabic; the photo field speaks Arabic.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpPlayer, servedRight, withConfig } from './admin.ts';
import { axeProblems } from './axe.ts';
import { baseUrl, eventually, launch, logInWithEmail, newPlayer, visit } from './browser.ts';

const password = 'explain-pass-1';
let browser: Browser;
let config: Record<string, number | string>;

/** The text without the invisible marks (bidi isolates, Arabic's left-to-right mark before a minus) that keep numbers in order inside Arabic. */
const plain = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).textContent())!.replace(/[\u200e\u2066-\u2069]/g, '');
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

async function phonePlayer(name: string) {
  const player = await signUpPlayer(name, password);
  const phone = await newPlayer(browser, { phone: true, serviceWorker: true });
  await logInWithEmail(phone.page, player.email, password);
  return { ...player, ...phone };
}

/** Chooses the right option of the question on screen, or a wrong one, and moves on. */
async function answer(page: Page, uid: string, right: boolean) {
  const card = page.locator('.question-card');
  await card.locator('.option:enabled').first().waitFor();
  const id = (await card.getAttribute('data-question-id'))!;
  const served = await servedRight(uid, id);
  await card
    .locator(right ? `.option[data-option="${served}"]` : `.option:enabled:not([data-option="${served}"])`)
    .first()
    .click();
  await page
    .getByTestId('feedback')
    .getByRole('button')
    .click({ timeout: 1500 })
    .catch(() => {}); // the reveal also moves on by itself
}

/** The interface in Arabic, from the menu (the language choice shows where language_mode is on). */
async function inArabic(page: Page) {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByLabel('Language').selectOption('ar');
  await page.getByRole('button', { name: 'القائمة' }).click();
}

/** What the browser hands the page when it would allow an install; `prompted` records the app's call. */
const offerInstall = (page: Page) =>
  page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        (window as unknown as { prompted: number }).prompted =
          ((window as unknown as { prompted?: number }).prompted ?? 0) + 1;
        return Promise.resolve();
      },
    });
    window.dispatchEvent(event);
  });

beforeAll(async () => {
  browser = await launch();
  const reply = await fetch(`${baseUrl()}/api/get_system_configurations`, { method: 'POST' });
  config = ((await reply.json()) as { data: Record<string, number | string> }).data;
});
afterAll(async () => {
  await browser?.close();
});

describe('a set explains its score', () => {
  it('a Quiz Zone level opens on a start screen with the points per answer; offline mid-quiz shows; the result adds the score up; then the install is offered once', async () => {
    const p = await phonePlayer('Sami');
    const right = Number(config.score_correct);
    const wrong = Number(config.score_wrong);

    // no game finished yet: no install offer, even where the browser would allow one
    await p.page.locator('.mode-grid a').first().waitFor();
    await offerInstall(p.page);
    expect(await p.page.getByTestId('install-offer').count()).toBe(0);

    await visit(p.page, '/quiz-zone/science/physics');
    await p.page.locator('[data-level="1"]').click();
    await p.page.getByTestId('set-intro').waitFor();
    expect(await plain(p.page, 'score-rule')).toBe(
      `Each right answer scores ${signed(right)} points, each wrong or unanswered one ${signed(wrong)}.`,
    );
    expect(await p.page.getByTestId('set-intro').textContent()).toContain(
      `Clear this level with at least ${config.quiz_pass_percentage}% right answers`,
    );
    expect(await p.page.locator('.question-card').count()).toBe(0); // no clock runs yet
    expect(await axeProblems(p.page)).toEqual([]);
    await p.page.getByTestId('set-start').click();

    const progress = p.page.getByTestId('question-progress');
    await progress.waitFor();
    const total = Number((await progress.textContent())!.match(/of (\d+)/)![1]);

    // the network goes mid-quiz: the page says so, and says when it is back
    await p.context.setOffline(true);
    await eventually(() => p.page.getByTestId('connection').textContent()).toBe('Connection lost, reconnecting…');
    await p.context.setOffline(false);
    await eventually(() => p.page.getByTestId('connection').textContent()).toBe('Back online');

    const rights = 2;
    for (let i = 0; i < total; i++) {
      await p.page.getByText(`Question ${i + 1} of ${total}`, { exact: true }).waitFor();
      await answer(p.page, p.uid, i < rights);
    }
    await p.page.getByTestId('quiz-result').waitFor();
    const wrongs = total - rights;
    const sum = rights * right + wrongs * wrong;
    const score = Number(await p.page.getByTestId('result-score').textContent());
    expect(score).toBe(Math.max(0, sum)); // a first play: the best to beat on this level was 0
    expect(await plain(p.page, 'score-sum')).toBe(
      `How the score adds up: ${rights} right × ${right} = ${rights * right}, ${wrongs} wrong × ${wrong} = ${wrongs * wrong}, in all ${sum}.` +
        (score === sum ? '' : ` A level or set adds only what beats your best on it so far (0): score ${score}.`),
    );
    expect(await axeProblems(p.page)).toEqual([]);

    // a game is over: where the browser allows it, the home page offers the install, once
    await visit(p.page, '/');
    await p.page.locator('.mode-grid a').first().waitFor();
    await offerInstall(p.page);
    const offer = p.page.getByTestId('install-offer');
    await offer.waitFor();
    expect(await axeProblems(p.page)).toEqual([]);
    await offer.getByRole('button', { name: 'Install' }).click();
    expect(await p.page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
    await eventually(() => offer.count()).toBe(0);
    await p.page.reload();
    await p.page.locator('.mode-grid a').first().waitFor();
    await offerInstall(p.page);
    expect(await offer.count()).toBe(0);
    await p.context.close();
  });

  it('a contest opens on its start screen too: the clock waits for Start', async () => {
    const p = await phonePlayer('Cora');
    await visit(p.page, '/contest-play');
    await p.page.locator('.contest-card').first().getByRole('button', { name: 'Play' }).click();
    await p.page.getByTestId('set-intro').waitFor();
    expect(await p.page.getByTestId('set-intro').textContent()).toContain('A contest round: you play it once');
    expect(await plain(p.page, 'score-rule')).toMatch(/^Each right answer scores \+\d+ points/);
    expect(await p.page.locator('.question-card').count()).toBe(0);
    await p.context.close();
  });

  it('in Arabic: the start screen, a question in English marked as such, the banner, the FAQ, and notifications that follow the interface', async () => {
    await withConfig({ language_mode: '1' }, async () => {
      const p = await phonePlayer('Hala');
      await inArabic(p.page);

      await visit(p.page, '/quiz-play/daily-quiz-dashboard');
      await eventually(() => p.page.getByTestId('set-start').textContent()).toBe('ابدأ');
      expect(await plain(p.page, 'score-rule')).toBe(
        `كل إجابة صحيحة تمنحك ${signed(Number(config.score_correct))} نقاط، وكل إجابة خاطئة أو بلا إجابة ${signed(Number(config.score_wrong))}.`,
      );
      await p.page.getByTestId('set-start').click();
      // the questions are English: the question says so, and reads left to right
      await p.page.locator('.question-card .option:enabled').first().waitFor();
      expect(await p.page.getByTestId('question-language').textContent()).toBe('بالإنجليزية');
      const heading = p.page.locator('#quiz-question');
      expect(
        await heading.evaluate((h) => [
          h.closest('[lang]')!.getAttribute('lang'),
          getComputedStyle(h.closest('.question-body')!).direction,
        ]),
      ).toEqual(['en', 'ltr']);

      await p.context.setOffline(true);
      await eventually(() => p.page.getByTestId('connection').textContent()).toBe('انقطع الاتصال، جارٍ إعادة الاتصال…');
      await p.context.setOffline(false);
      await eventually(() => p.page.getByTestId('connection').textContent()).toBe('عاد الاتصال');

      await visit(p.page, '/faq');
      const faq = p.page.getByTestId('faq-score');
      await faq.locator('summary', { hasText: 'كيف تُحسب نقاطي؟' }).click();
      expect(await plain(p.page, 'score-rule')).toMatch(/^كل إجابة صحيحة تمنحك \+\d+ نقاط/);
      expect(await faq.textContent()).toContain(`تُحسب ${config.premium_multiplier} مرات`);

      // the notifications are in the interface's language, and in English again once it is English
      await visit(p.page, '/notifications');
      await eventually(() => p.page.locator('.notice-item strong').first().textContent()).toMatch(/[\u0600-\u06FF]/);
      await p.page.getByRole('button', { name: 'القائمة' }).click();
      await p.page.getByLabel('اللغة').selectOption('en');
      await eventually(() => p.page.locator('.notice-item', { hasText: 'Your daily quiz is ready' }).count()).toBe(1);
      await p.context.close();
    });
  });
});

describe('Arabic battles and profile', () => {
  it('a battle against the bot marks its English question and names the bot in Arabic; the photo field is a button in Arabic that the keyboard reaches', async () => {
    await withConfig({ language_mode: '1' }, async () => {
      const p = await phonePlayer('Rana');
      await inArabic(p.page);

      await visit(p.page, '/random-battle/play?category=&bot=1');
      await p.page.locator('.question button.option:enabled').first().waitFor({ timeout: 30_000 });
      // the bot's seat is named in the player's language, not the server's stored English
      expect(await p.page.getByTestId('opponent').locator('.player-name').textContent()).toBe('روبوت المسابقات');
      // the question is English: labelled in Arabic, its text and options in English, left to right
      expect(await p.page.locator('.question').getByTestId('question-language').textContent()).toBe('بالإنجليزية');
      expect(
        await p.page
          .locator('.question .question-text')
          .evaluate((h) => [
            h.closest('[lang]')!.getAttribute('lang'),
            getComputedStyle(h.closest('.question-body')!).direction,
          ]),
      ).toEqual(['en', 'ltr']);
      expect(
        await p.page
          .locator('.question button.option')
          .first()
          .evaluate((o) => o.closest('[lang]')!.getAttribute('lang')),
      ).toBe('en');
      expect(await p.page.evaluate(() => document.documentElement.scrollWidth <= 390)).toBe(true);

      // the photo field: no browser words ("Choose File"), a button in Arabic, reached by Tab with a visible ring
      await visit(p.page, '/profile');
      const pick = p.page.getByTestId('image-pick');
      await eventually(() => pick.textContent()).toBe('اختر صورة');
      expect(await p.page.getByText('لم تُختر صورة').count()).toBe(1);
      expect(await p.page.getByTestId('image-input').evaluate((i) => i.getBoundingClientRect().width <= 1)).toBe(true);
      await p.page.locator('body').focus();
      for (let i = 0; i < 40; i++) {
        await p.page.keyboard.press('Tab');
        if (await p.page.getByTestId('image-input').evaluate((i) => i === document.activeElement)) break;
      }
      expect(await p.page.getByTestId('image-input').evaluate((i) => i === document.activeElement)).toBe(true);
      expect(await pick.evaluate((l) => getComputedStyle(l).boxShadow)).not.toBe('none');
      expect(await axeProblems(p.page)).toEqual([]);
      await p.context.close();
    });
  });
});

describe('notifications', () => {
  it('each opens what it names; one that names nothing says so and is no link', async () => {
    const p = await phonePlayer('Nia');
    const opens: [string, string][] = [
      ['Your daily quiz is ready', '/quiz-play/daily-quiz-dashboard'],
      ['Exams are open', '/exam-module'],
      ['Weekend Brain Sprint is live', '/contest-play'],
      ['Invite friends, earn coins', '/profile/referral'],
    ];
    for (const [title, path] of opens) {
      await visit(p.page, '/notifications');
      await p.page.getByRole('link', { name: new RegExp(`^${title}`) }).click();
      await p.page.waitForURL((url) => url.pathname === path);
    }
    await visit(p.page, '/notifications');
    // the oldest, news only, are on the second page: it comes as the list's end scrolls into view
    const news = p.page.locator('.notice-item', { hasText: 'Scheduled maintenance' });
    await eventually(async () => {
      await p.page.mouse.wheel(0, 5000);
      return news.count();
    }).toBe(1);
    expect(await news.locator('a').count()).toBe(0);
    expect(await news.textContent()).toContain('For your information: nothing to open');
    expect(await news.evaluate((li) => getComputedStyle(li).cursor)).toBe('auto');
    expect(await axeProblems(p.page)).toEqual([]);
    await p.context.close();
  });
});

describe('sign-in failures', () => {
  it('Google unreachable: a sentence with a way on, never Firebase text, in English and Arabic', async () => {
    await withConfig({ language_mode: '1' }, async () => {
      const { context, page } = await newPlayer(browser, { phone: true });
      await context.route('https://apis.google.com/**', (route) => route.abort());
      await visit(page, '/auth/login');
      await page.getByRole('button', { name: 'Continue with Google' }).click();
      const error = page.locator('#login-form-error');
      await expect
        .poll(() => error.textContent(), { timeout: 30_000 })
        .toBe('The sign-in service could not be reached. Try again, or use another way to sign in.');
      // the other ways are there to take
      expect(await page.getByRole('button', { name: 'Continue with phone' }).count()).toBe(1);

      await page.evaluate(() => {
        const session = JSON.parse(localStorage.getItem('quiz-arena') ?? '{"state":{},"version":0}') as {
          state: Record<string, unknown>;
        };
        session.state.language = 'ar';
        localStorage.setItem('quiz-arena', JSON.stringify(session));
      });
      await page.reload();
      await page.getByRole('button', { name: 'المتابعة باستخدام Google' }).click();
      await expect
        .poll(() => error.textContent(), { timeout: 30_000 })
        .toBe('تعذّر الوصول إلى خدمة تسجيل الدخول. حاول مرة أخرى، أو استخدم طريقة أخرى لتسجيل الدخول.');
      await context.close();
    });
  });
});
