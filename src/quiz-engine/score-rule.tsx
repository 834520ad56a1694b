// What an answer is worth, in the server's numbers (the system configuration's points per right and
// per wrong answer) and the player's language: said on every start screen and in the FAQ, and
// added up on the result.
import { useTranslation } from 'react-i18next';
import type { QuizResult } from '../../machines/quiz-types.ts';
import { formatNumber } from '../lib/format.ts';
import { useSettings } from '../stores/settings.ts';

/** Points with their sign, kept left to right inside any text (a bidi isolate): "+4", "-4". */
export const signedPoints = (n: number, language: string) =>
  `\u2066${n > 0 ? '+' : ''}${formatNumber(n, language)}\u2069`;

/** "A right answer scores +4 points, a wrong or unanswered one -4". */
export function ScoreRule({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('quiz');
  const config = useSettings((s) => s.config);
  const points = (n: number) => signedPoints(n, i18n.language);
  return (
    <p className={className} data-testid="score-rule">
      {t('scoreRule', { right: points(config.score_correct), wrong: points(config.score_wrong) })}
    </p>
  );
}

/** The result's sum, from the server's own numbers: right × points + wrong × points = total, and the best a replayed set had to beat. */
export function ScoreSum({ result }: { result: QuizResult }) {
  const { t, i18n } = useTranslation('quiz');
  const sum = result.scoreSum;
  if (!sum) return null;
  const n = (x: number) => `\u2066${formatNumber(x, i18n.language)}\u2069`;
  const total = result.correct * sum.perCorrect + result.incorrect * sum.perWrong;
  const beatBest = sum.bestBefore !== null && result.scoreEarned !== total;
  return (
    <p className="score-sum" data-testid="score-sum">
      {t('scoreSum', {
        right: n(result.correct),
        perRight: n(sum.perCorrect),
        rightSum: n(result.correct * sum.perCorrect),
        wrong: n(result.incorrect),
        perWrong: n(sum.perWrong),
        wrongSum: n(result.incorrect * sum.perWrong),
        total: n(total),
      })}
      {beatBest && ` ${t('scoreAboveBest', { best: n(sum.bestBefore!), score: n(result.scoreEarned) })}`}
    </p>
  );
}
