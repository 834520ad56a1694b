// The fields the play calls share: the content language and the player's time zone.
import { useSession } from '../stores/session.ts';
import { isMultilingual } from '../stores/settings.ts';

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
