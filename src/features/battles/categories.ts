// The Quiz Zone categories battles are played in.
import { useRemote } from '../../lib/use-remote.ts';
import { useSession } from '../../stores/session.ts';
import { api } from '../../api/api.ts';

export function useBattleCategories() {
  const languageId = useSession((s) => s.contentLanguage.id);
  return useRemote(api.get_categories, { type: 'quiz', language_id: languageId });
}
