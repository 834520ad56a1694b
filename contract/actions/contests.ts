// Contests: live, past and upcoming; one play per player; a leaderboard from graded play only.
import { z } from 'zod';
import { action } from '../action.ts';
import { languageField, pageFields, requiredId, requiredInt, requiredNumber, zoneFields } from '../fields.ts';
import { onceSessionReply, reviewedQuestion } from '../play.ts';

const contest = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  prizes: z.array(z.object({ rank: z.number(), coins: z.number() })),
  no_of_que: z.number(),
  status: z.enum(['live', 'past', 'upcoming']),
  played: z.boolean(),
});

const row = z.object({
  user_id: z.string(),
  name: z.string(),
  profile: z.string(),
  score: z.number(),
  correct_answers: z.number(),
  questions_attended: z.number(),
  rank: z.number(),
});

const contestInput = { language_id: languageField, contest_id: requiredId };

export const contestContract = {
  get_contest: action(
    z.object({ language_id: languageField, ...zoneFields }),
    z.object({ live: z.array(contest), past: z.array(contest), upcoming: z.array(contest) }),
  ),
  get_questions_by_contest: action(z.object(contestInput), onceSessionReply),
  get_contest_review: action(
    z.object(contestInput),
    z.object({ session_id: z.string(), questions: z.array(reviewedQuestion) }),
  ),
  get_contest_leaderboard: action(
    z.object({ ...contestInput, ...pageFields(20) }),
    z.object({ total: z.number(), rows: z.array(row), me: row.nullable() }),
  ),
  set_contest_leaderboard: action(
    z.object({
      ...contestInput,
      questions_attended: requiredInt(0, 10_000),
      correct_answers: requiredInt(0, 10_000),
      score: requiredNumber(-1_000_000, 1_000_000),
    }),
    row,
  ),
};
