// Before a set that opens with a running clock: what it is, how many questions, how long, what an
// answer is worth, and Start. The session machine waits in 'ready' until START; only then is the set opened.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QuizTiming } from '../../machines/quiz-types.ts';
import { formatNumber } from '../lib/format.ts';
import { ScoreRule } from './score-rule.tsx';

/** What the start screen says about the set. */
export interface SetIntro {
  about: string;
  /** How many questions, where the page knows it before the set is opened. */
  questions?: number;
}

export function StartScreen(props: {
  title: string;
  intro: SetIntro;
  seconds: number;
  timing: QuizTiming;
  backTo: string;
  onStart: () => void;
}) {
  const { t, i18n } = useTranslation('quiz');
  const n = (x: number) => formatNumber(x, i18n.language);
  const { questions } = props.intro;
  return (
    <section className="card stack start-screen" aria-labelledby="start-title" data-testid="set-intro">
      <h1 id="start-title">{props.title}</h1>
      <p>{props.intro.about}</p>
      <ul className="start-facts">
        {questions !== undefined && (
          <li data-testid="set-questions">{t('startQuestions', { count: questions, n: n(questions) })}</li>
        )}
        <li data-testid="set-time">
          {props.timing === 'total'
            ? t('startMinutes', { count: Math.ceil(props.seconds / 60), n: n(Math.ceil(props.seconds / 60)) })
            : t('startSeconds', { count: props.seconds, n: n(props.seconds) })}
        </li>
      </ul>
      <ScoreRule />
      <p className="muted">{t('startClockNote')}</p>
      <div className="row">
        <button type="button" className="btn primary" onClick={props.onStart} data-testid="set-start">
          {t('startButton')}
        </button>
        <Link className="btn" to={props.backTo}>
          {t('common:back')}
        </Link>
      </div>
    </section>
  );
}
