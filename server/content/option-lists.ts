// Answers made of several option ids: the right set of a multi-select question, the right order of
// a sequence. Stored answers, players' answers and imported rows all pass through here. Pure.
import { itemIds, type QuestionKind } from './catalog.ts';

export type ListKind = Exclude<QuestionKind, ''>;

/** What makes these ids no answer to a question of this kind with `optionCount` options, or null. */
export function idListProblem(kind: ListKind, ids: string[], optionCount: number): string | null {
  const known: string[] = itemIds.slice(0, optionCount);
  const unknown = ids.find((id) => !known.includes(id));
  if (unknown !== undefined) return `'${unknown}' is not an option (${known.join(', ')})`;
  if (new Set(ids).size !== ids.length) return 'an option is given twice';
  if (kind === 'sequence' && ids.length !== optionCount) return `a sequence orders all ${optionCount} options`;
  return null;
}

/** The ids as a stored answer writes them: a set in id order, an order as it is, comma-separated. */
export const normalIds = (kind: ListKind, ids: string[]) => (kind === 'multi_select' ? [...ids].sort() : ids).join(',');
