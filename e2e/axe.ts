// axe-core in the page: the serious and critical WCAG 2.2 A/AA violations of a screen as it is now.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type AxeRun = (
  ctx: Document,
  opts: object,
) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;

/** 'rule: targets' for each serious or critical violation on the page (WCAG 2.2 A and AA). */
export async function axeProblems(page: Page): Promise<string[]> {
  // through the debugging protocol: the page's CSP does not apply; once a document
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // a strip still fading in reads as low contrast: let every animation that ends end first
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: AxeRun } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.targets.join(', ')}`);
}
