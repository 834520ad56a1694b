// Bookmarks a question (set_bookmark status 1) or removes it (status 0).
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useBookmarkMarks } from './bookmark-marks.ts';
import { textOf } from '../i18n/message-text.ts';
import { api } from '../api/api.ts';
import { useCommand } from '../lib/use-command.ts';

export function BookmarkToggle({
  questionId,
  type,
  initial = false,
}: {
  questionId: string;
  type: string;
  initial?: boolean;
}) {
  const { t } = useTranslation('quiz');
  const marked = useBookmarkMarks((s) => s.marks[questionId]) ?? initial;
  const mark = useBookmarkMarks((s) => s.mark);
  const save = useCommand(api.set_bookmark, {
    onDone: () => {
      mark(questionId, !marked);
      toast.success(marked ? t('bookmarkRemoved') : t('bookmarkAdded'));
    },
    onRefused: (refusal) => toast.error(textOf(refusal)),
  });
  const toggle = () => save.send({ question_id: questionId, status: marked ? 0 : 1, type });
  return (
    <button
      type="button"
      className="btn small icon-btn"
      aria-pressed={marked}
      onClick={toggle}
      disabled={save.busy}
      data-testid="bookmark"
    >
      <span aria-hidden>{marked ? '★' : '☆'}</span> {marked ? t('bookmarked') : t('bookmark')}
    </button>
  );
}
