// Fun & Learn: a category's passages; read one, then answer its questions.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorState, RemoteView } from '../../lib/remote-view.tsx';
import {
  CategoriesPage,
  PlacePage,
  type Category,
  type CategoryMode,
  type Place,
} from '../../quiz-engine/category-flow.tsx';
import { languageId } from '../../quiz-engine/quiz-api.ts';
import { QuizPlay } from '../../quiz-engine/quiz-play.tsx';
import { useRemote } from '../../lib/use-remote.ts';
import { api, type ReplyOf } from '../../api/api.ts';
import { orThrow } from '../../api/client.ts';
import { messageText } from '../../i18n/message-text.ts';

/** `detail`: paragraphs separated by blank lines. */
type Passage = ReplyOf<typeof api.get_fun_n_learn>[number];

const base = '/fun-and-learn';

function PassageList({ place, mode }: { place: Place; mode: CategoryMode }) {
  const { t } = useTranslation('fun-and-learn');
  const passages = useRemote(api.get_fun_n_learn, {
    language_id: languageId(),
    type: place.subcategory ? 'subcategory' : 'category',
    type_id: place.subcategory?.id ?? place.category.id,
  });
  return (
    <section className="page pick-page">
      <header className="page-head">
        <p className="crumbs">
          <Link to={mode.base}>{mode.title}</Link>
        </p>
        <h1>{place.category.category_name}</h1>
        <p className="muted">{t('pickPassage')}</p>
      </header>
      <RemoteView remote={passages.state} onRetry={passages.reload} isEmpty={(d) => d.length === 0}>
        {(list) => (
          <div className="pick-grid">
            {list.map((p) => (
              <Link key={p.id} className="pick-card" to={`${base}/${place.category.slug}/${p.id}`} data-passage={p.id}>
                <strong>{p.title}</strong>
                <span className="muted">{t('quiz:questionsCount', { count: p.no_of_que })}</span>
              </Link>
            ))}
          </div>
        )}
      </RemoteView>
    </section>
  );
}

function PassageText({ passage }: { passage: Passage }) {
  return (
    <div className="passage-text" dir="auto">
      {passage.detail.split(/\n\s*\n/).map((para, i) => (
        <p key={i}>{para}</p>
      ))}
    </div>
  );
}

function ReadThenPlay({ passage, backTo }: { passage: Passage; backTo: string }) {
  const { t } = useTranslation('fun-and-learn');
  const [started, setStarted] = useState(false);
  if (!started) {
    return (
      <article className="page passage card">
        <p className="crumbs">
          <Link to={backTo}>{t('common:back')}</Link>
        </p>
        <h1>{passage.title}</h1>
        <PassageText passage={passage} />
        <button type="button" className="btn primary" onClick={() => setStarted(true)}>
          {t('startQuestions', { count: passage.no_of_que })}
        </button>
      </article>
    );
  }
  const load = () => orThrow(api.get_fun_n_learn_questions({ language_id: languageId(), fun_n_learn_id: passage.id }));
  return (
    <QuizPlay
      spec={{ mode: 'fun_learn', load, lifelines: true, params: { passage: passage.id } }}
      replayable
      title={passage.title}
      backTo={backTo}
      bookmarkType="fun_n_learn"
      aside={
        <details className="passage-aside card">
          <summary>{t('showPassage')}</summary>
          <PassageText passage={passage} />
        </details>
      }
    />
  );
}

function PassageLoader({ category }: { category: Category }) {
  const { passage: id } = useParams();
  const passages = useRemote(api.get_fun_n_learn, {
    language_id: languageId(),
    type: 'category',
    type_id: category.id,
  });
  const backTo = `${base}/${category.slug}`;
  return (
    <RemoteView remote={passages.state} onRetry={passages.reload}>
      {(list) => {
        const passage = list.find((p) => p.id === id);
        return passage ? (
          <ReadThenPlay passage={passage} backTo={backTo} />
        ) : (
          <ErrorState message={messageText('document_not_found')} backTo={backTo} />
        );
      }}
    </RemoteView>
  );
}

function useFunAndLearn(): CategoryMode {
  const { t } = useTranslation('quiz');
  return { type: 'fun_n_learn', base, title: t('mode_fun_n_learn'), Leaf: PassageList };
}

export const FunCategories = () => <CategoriesPage mode={useFunAndLearn()} />;
export const FunPlace = () => <PlacePage mode={useFunAndLearn()} />;

/** `/fun-and-learn/:category/:passage` */
export function FunPassage() {
  const { category: slug } = useParams();
  const categories = useRemote(api.get_categories, { type: 'fun_n_learn', language_id: languageId() });
  return (
    <RemoteView remote={categories.state} onRetry={categories.reload}>
      {(list) => {
        const category = list.find((c) => c.slug === slug);
        return category ? (
          <PassageLoader category={category} />
        ) : (
          <ErrorState message={messageText('document_not_found')} backTo={base} />
        );
      }}
    </RemoteView>
  );
}
