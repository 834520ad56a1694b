// An exam in progress: the exam session machine opens it by its key and joins the quiz session
// (the shared play screen without right/wrong) with the exam rules (its own clock, fed by page
// visibility and window focus, and telling the server by heartbeats whether the page is there).
// Leaving for longer than the tolerance, running out of time, Submit, Quit or the server's word that
// the exam has ended hand it in; the server keeps its own record of every leave.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import { examRemainingSeconds, examRules, type ExamRulesMachine } from '../../../machines/exam-rules.ts';
import { examSeconds, examSession, examSessionId } from '../../../machines/exam-session.ts';
import type { QuizQuestion, QuizResult } from '../../../machines/quiz-types.ts';
import { ErrorState, Loading } from '../../lib/remote-view.tsx';
import { useSettings } from '../../stores/settings.ts';
import { ConfirmDialog } from '../../lib/dialog.tsx';
import { PlayScreen } from '../../quiz-engine/play-screen.tsx';
import { isExamResult, type SessionReply } from '../../quiz-engine/served-question.ts';
import { TimerRing } from '../../quiz-engine/timer-ring.tsx';
import { quizLogic } from '../../quiz-engine/use-quiz-session.ts';
import { examBase } from './exam-types.ts';
import { examHeartbeat, openExam, submitExam } from './exam-commands.ts';
import { textOf } from '../../i18n/message-text.ts';

type ExamActor = ActorRefFrom<ExamRulesMachine>;
type SessionActor = ActorRefFrom<typeof examSession>;

function ExamClock({ exam, total }: { exam: ExamActor; total: number }) {
  const { t } = useTranslation('exam');
  const remaining = useSelector(exam, (s) => examRemainingSeconds(s.context));
  const violations = useSelector(exam, (s) => s.context.violations);
  return (
    <div className="exam-clock">
      <TimerRing seconds={remaining} total={total} />
      {violations > 0 && (
        <span className="violations" data-testid="violations">
          ⚠ {t('violations', { count: violations })}
        </span>
      )}
    </div>
  );
}

function SubmitButton({ session }: { session: SessionActor }) {
  const { t } = useTranslation('exam');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn small primary" onClick={() => setOpen(true)}>
        {t('submit')}
      </button>
      <ConfirmDialog
        open={open}
        title={t('submitTitle')}
        confirmLabel={t('submit')}
        onCancel={() => setOpen(false)}
        onConfirm={() => session.send({ type: 'submit' })}
      >
        <p>{t('submitText')}</p>
      </ConfirmDialog>
    </>
  );
}

function ExamSummary({ result, exam, questions }: { result: QuizResult; exam: ExamActor; questions: QuizQuestion[] }) {
  const { t } = useTranslation('exam');
  const { violations, capturedQuestionIds, reason } = useSelector(exam, (s) => s.context);
  const captured = questions.filter((q) => capturedQuestionIds.includes(q.id));
  return (
    <div className="exam-summary">
      {isExamResult(result) && (
        <p className="exam-marks" data-testid="exam-marks">
          {t('obtained', { obtained: result.obtainedMarks, total: result.totalMarks })}
        </p>
      )}
      {reason && <p data-testid="exam-reason">{t(`reason_${reason}`)}</p>}
      <p className={violations > 0 ? 'error-text' : 'ok-text'} data-testid="exam-violations">
        {t('violations', { count: violations })}
      </p>
      {captured.length > 0 && (
        <>
          <p>{t('capturedTitle')}</p>
          <ul className="captured">
            {captured.map((q) => (
              <li key={q.id}>{q.question}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** The exam session with its commands over the API and its words as toasts. */
function useExamSession(examId: string, key: string) {
  const { t } = useTranslation('exam');
  const leaveToleranceMs = useSettings((s) => s.config.exam_leave_tolerance_ms);
  const logic = examSession.provide({
    actors: {
      openExam,
      rules: examRules.provide({ actors: { heartbeat: examHeartbeat } }),
      quiz: quizLogic({
        load: async (params) => params.served as SessionReply,
        finish: (_, system) => submitExam(examId, system),
      }),
    },
    actions: {
      resumed: (_, { count }) => void toast(t('resumed', { count }), { id: 'exam-resumed' }),
      ended: (_, { reason }) => void toast.error(t(`reason_${reason}`), { id: 'exam-ended' }),
    },
  });
  const session = useActorRef(logic, { input: { examId, key, leaveToleranceMs }, systemId: examSessionId });

  // the page's visibility and the window's focus are what the rules watch
  useEffect(() => {
    const onVisibility = () => session.send({ type: document.hidden ? 'visibilityHidden' : 'visibilityVisible' });
    const onBlur = () => session.send({ type: 'blur' });
    const onFocus = () => session.send({ type: 'focus' });
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', onFocus);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', onFocus);
    };
  }, [session]);
  return session;
}

function ExamSession({ examId, examKey }: { examId: string; examKey: string }) {
  const { t } = useTranslation('exam');
  const session = useExamSession(examId, examKey);
  const error = useSelector(session, (s) => (s.matches('failed') ? s.context.error : null));
  const opened = useSelector(session, (s) => s.context.opened);
  const quiz = useSelector(session, (s) => s.children.quiz);
  const rules = useSelector(session, (s) => s.children.rules);
  const questions = useSelector(quiz, (s) => s?.context.questions ?? []);

  if (error !== null)
    return <ErrorState message={textOf(error)} onRetry={() => session.send({ type: 'retry' })} backTo={examBase} />;
  if (!opened || !quiz || !rules) return <Loading />;
  return (
    <PlayScreen
      actor={quiz}
      title={opened.title}
      backTo={examBase}
      answeredBefore={opened.answeredCount}
      rewards={false}
      bookmarkType={null}
      clock={<ExamClock exam={rules} total={examSeconds(opened)} />}
      toolbar={<SubmitButton session={session} />}
      quit={{ text: t('quitText'), onConfirm: () => session.send({ type: 'quit' }) }}
      resultExtra={(result) => <ExamSummary result={result} exam={rules} questions={questions} />}
    />
  );
}

/**
 * `/exam-module/:exam`, opened from the key dialog with the exam's key in the history state. Each
 * opening (a reload too) asks the server again: it resumes the exam with the answers it holds and
 * the time left by its own clock.
 */
export default function ExamPlayPage() {
  const exam = useParams().exam ?? '';
  const key = (useLocation().state as { key?: string } | null)?.key;
  if (!key) return <Navigate to={examBase} replace />;
  return <ExamSession key={`${exam}:${key}`} examId={exam} examKey={key} />;
}
