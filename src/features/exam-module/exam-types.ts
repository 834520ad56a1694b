// The exam module's replies (server/actions/exams.ts).
import type { SessionReply } from '../../quiz-engine/served-question.ts';

export interface ExamRow {
  id: string;
  title: string;
  date: string;
  /** Minutes. */
  duration: number;
  total_marks: number;
  no_of_que: number;
  status: 'pending' | 'ongoing' | 'completed';
  obtained_marks?: number;
  correct_answers?: number;
  wrong_answers?: number;
  total_duration?: number;
  rules_violated?: boolean;
}

export interface ExamStart extends SessionReply {
  started_at: string;
  /** the time left by the server's clock (a resumed exam's kept running) */
  seconds_left: number;
  /** a resumed exam: the questions answered already (their answers are kept) */
  answered_ids?: string[];
  exam: { id: string; title: string; duration: number; total_marks: number };
}

export const examBase = '/exam-module';
