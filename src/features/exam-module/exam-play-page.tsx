// An exam in progress: the shared play screen without right/wrong, its own clock from the exam
// rules machine, which page visibility and window focus feed. Leaving for longer than the
// tolerance (or running out of time) completes the exam; every leave is reported with the
// question that was on screen.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import { examRemainingSeconds, examRules, type ExamRulesMachine } from '../../../machines/exam-rules.ts';
import type { QuizResult } from '../../../machines/quiz-types.ts';
import { RemoteView } from '../../lib/remote-view.tsx';
import { useRemote } from '../../lib/use-remote.ts';
import { useSettings } from '../../stores/settings.ts';
import { ConfirmDialog } from '../../lib/dialog.tsx';
import { PlayScreen } from '../../quiz-engine/play-screen.tsx';
import { isExamResult, toExamResult } from '../../quiz-engine/served-question.ts';
import { TimerRing } from '../../quiz-engine/timer-ring.tsx';
import { useQuizSession } from '../../quiz-engine/use-quiz-session.ts';
import { examBase, type ExamStart } from './exam-types.ts';
import { api } from '../../api/api.ts';
import { orThrow } from '../../api/client.ts';

type ExamActor = ActorRefFrom<ExamRulesMachine>;

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

function SubmitButton({ exam }: { exam: ExamActor }) {
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
        onConfirm={() => exam.send({ type: 'SUBMIT' })}
      >
        <p>{t('submitText')}</p>
      </ConfirmDialog>
    </>
  );
}

function ExamSummary({ result, exam, start }: { result: QuizResult; exam: ExamActor; start: ExamStart }) {
  const { t } = useTranslation('exam');
  const { violations, capturedQuestionIds, reason } = useSelector(exam, (s) => s.context);
  const captured = start.questions.filter((q) => capturedQuestionIds.includes(q.id));
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

function ExamSession({ start }: { start: ExamStart }) {
  const { t } = useTranslation('exam');
  const tolerance = Number(useSettings((s) => s.config?.exam_leave_tolerance_ms) ?? 5000);
  // the server's count of what is left (a resumed exam keeps its clock); the rules machine counts it down
  const duration = Math.max(1, start.seconds_left);
  const kept = start.answered_ids?.length ?? 0;
  useEffect(() => {
    if (kept > 0) toast(t('resumed', { count: kept }), { id: 'exam-resumed' });
  }, [kept, t]);
  const exam = useActorRef(examRules, { input: { durationSeconds: duration, leaveToleranceMs: tolerance } });
  const { actor, notes } = useQuizSession({
    mode: 'exam',
    timing: 'total',
    seconds: duration,
    params: { exam: start.exam.id },
    // a resumed exam goes on after the questions answered already; their answers stand
    load: async () => ({ ...start, questions: start.questions.filter((q) => !start.answered_ids?.includes(q.id)) }),
    finish: async () => {
      exam.send({ type: 'SUBMIT' });
      const rules = exam.getSnapshot().context;
      const outcome = await orThrow(
        api.set_exam_module_result({
          exam_module_id: start.exam.id,
          rules_violated: rules.violations > 0 ? 1 : 0,
          captured_question_ids: JSON.stringify(rules.capturedQuestionIds),
        }),
      );
      return toExamResult(outcome);
    },
  });

  useEffect(() => {
    const onVisibility = () => exam.send({ type: document.hidden ? 'VISIBILITY_HIDDEN' : 'VISIBILITY_VISIBLE' });
    const onBlur = () => exam.send({ type: 'BLUR' });
    const onFocus = () => exam.send({ type: 'FOCUS' });
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', onFocus);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', onFocus);
    };
  }, [exam]);

  const questionId = useSelector(actor, (s) => s.context.questions[s.context.index]?.id ?? null);
  useEffect(() => {
    if (questionId) exam.send({ type: 'QUESTION', questionId });
  }, [questionId, exam]);

  const ended = useSelector(exam, (s) => (s.status === 'done' ? s.context.reason : null));
  useEffect(() => {
    if (!ended) return;
    if (ended !== 'submitted') toast.error(t(`reason_${ended}`), { id: 'exam-ended' });
    actor.send({ type: 'FINISH' });
  }, [ended, actor, t]);

  return (
    <PlayScreen
      actor={actor}
      notes={notes}
      title={start.exam.title}
      backTo={examBase}
      hideAnswers
      answeredBefore={kept}
      rewards={false}
      bookmarkType={null}
      clock={<ExamClock exam={exam} total={duration} />}
      toolbar={<SubmitButton exam={exam} />}
      // an exam cannot be left half done: quitting hands it in with the answers given
      quit={{ text: t('quitText'), onConfirm: () => exam.send({ type: 'SUBMIT' }) }}
      resultExtra={(result) => <ExamSummary result={result} exam={exam} start={start} />}
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
  const opened = useRemote(
    () => (key ? api.get_exam_module_questions({ exam_module_id: exam, exam_key: key }) : Promise.resolve({ ok: false as const, status: 400, message: '' })),
    [exam, key],
  );
  if (!key) return <Navigate to={examBase} replace />;
  return (
    <RemoteView remote={opened.state} onRetry={opened.reload}>
      {(start) => <ExamSession start={start} />}
    </RemoteView>
  );
}
