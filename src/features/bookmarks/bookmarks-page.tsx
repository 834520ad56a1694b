// Play the bookmarked questions of one kind again: practice, graded, without coins or score.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuizPlay } from '../../quiz-engine/quiz-play.tsx';
import '../../quiz-engine/quiz.css';
import { api } from '../../api/api.ts';
import { orThrow } from '../../api/client.ts';

const types = ['quiz', 'guess_the_word', 'audio', 'math', 'fun_n_learn'] as const;
type BookmarkType = (typeof types)[number];

export default function BookmarksPage() {
  const { t } = useTranslation('bookmarks');
  const [type, setType] = useState<BookmarkType>('quiz');
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <QuizPlay
        key={type}
        spec={{ mode: 'bookmarks', load: () => orThrow(api.get_bookmark({ type })), params: { type } }}
        replayable
        title={t('title')}
        backTo="/"
        bookmarkType={type}
        bookmarked
      />
    );
  }
  return (
    <section className="page">
      <header className="page-head">
        <h1>{t('title')}</h1>
        <p className="muted">{t('intro')}</p>
      </header>
      <form
        className="card stack setup-form"
        onSubmit={(e) => {
          e.preventDefault();
          setPlaying(true);
        }}
      >
        <fieldset className="choice-chips">
          <legend>{t('kind')}</legend>
          {types.map((k) => (
            <label key={k} className="chip">
              <input type="radio" name="type" value={k} checked={type === k} onChange={() => setType(k)} />
              <span>{t(`type_${k}`)}</span>
            </label>
          ))}
        </fieldset>
        <button type="submit" className="btn primary">
          {t('play')}
        </button>
      </form>
    </section>
  );
}
