// Bookmarks, played back as a practice session.
import { z } from 'zod';
import { action } from '../action.ts';
import { categoryTypeField, requiredId } from '../fields.ts';
import { sessionReply } from '../play.ts';

export const bookmarkContract = {
  // no bookmarks: no session
  get_bookmark: action(
    z.object({ type: categoryTypeField }),
    sessionReply.extend({ session_id: z.string().nullable() }),
  ),
  set_bookmark: action(
    z.object({
      question_id: requiredId,
      status: z.enum(['0', '1'], { message: 'status must be 1 (add) or 0 (remove)' }),
      type: categoryTypeField,
    }),
    z.object({ question_id: z.string(), bookmarked: z.boolean() }),
  ),
};
