// The play calls: each resolves with the data or throws the server's message, which the quiz
// session machine records and the screens show.
import { request, type Payload } from '../api/client.ts';
import { useSession } from '../stores/session.ts';
import { isMultilingual } from '../stores/settings.ts';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export async function callOrThrow<T>(action: string, payload: Payload = {}): Promise<T> {
  const reply = await request<T>(action, payload);
  if (!reply.ok) throw new ApiError(reply.message, reply.status);
  return reply.data;
}

/** The content language, only when the system is multilingual (0 is left out of the payload). */
export const languageId = () => (isMultilingual() ? useSession.getState().contentLanguage.id : 0);

/** The browser's time zone and offset for the day-based actions (daily quiz, contests, exams). */
export function timezoneFields() {
  const offset = -new Date().getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  const gmt = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return { timezone: Intl.DateTimeFormat().resolvedOptions().timeZone, gmt_format: gmt };
}
