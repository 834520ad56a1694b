// Self Challenge: the player picks a category, how many questions and how many minutes for all
// of them; the quiz ends when the time is up.
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useSettings } from '../../stores/settings.ts';
import { RemoteView } from '../../lib/remote-view.tsx';
import { messageText } from '../../i18n/message-text.ts';
import { languageId } from '../../quiz-engine/quiz-api.ts';
import { QuizPlay } from '../../quiz-engine/quiz-play.tsx';
import { useRemote } from '../../lib/use-remote.ts';
import '../../quiz-engine/quiz.css';
import { api } from '../../api/api.ts';
import { orThrow } from '../../api/client.ts';

const base = '/self-learning';
const questionSteps = [5, 10, 15, 20, 25, 30, 40, 50];

/** The counts a player may ask for: the steps up to the maximum or what the (sub)category holds, and all of a smaller one. */
function countChoices(max: number, available = max): number[] {
  const cap = Math.min(max, available);
  const steps = questionSteps.filter((n) => n <= cap);
  return steps.includes(cap) ? steps : [...steps, cap];
}
const minuteSteps = [1, 2, 3, 5, 10, 15, 20, 30, 45, 60];

/** Picks a subcategory; `onChange` also tells how many questions it holds (undefined: all of the category). */
function SubcategorySelect({
  categorySlug,
  value,
  onChange,
}: {
  categorySlug: string;
  value: string;
  onChange: (slug: string, questions?: number) => void;
}) {
  const { t } = useTranslation('self-challenge');
  const { state } = useRemote(api.get_subcategory_by_maincategory, {
    type: 'quiz',
    category_slug: categorySlug,
    language_id: languageId(),
  });
  if (state.status !== 'ready' || state.data.length === 0) return null;
  const subs = state.data;
  return (
    <label>
      {t('subcategory')}
      <select
        value={value}
        onChange={(e) => onChange(e.target.value, subs.find((s) => s.slug === e.target.value)?.no_of_que)}
      >
        <option value="">{t('allSubcategories')}</option>
        {subs.map((s) => (
          <option key={s.id} value={s.slug}>
            {s.subcategory_name}
          </option>
        ))}
      </select>
    </label>
  );
}

export function SelfChallengeSetup() {
  const { t } = useTranslation('self-challenge');
  const navigate = useNavigate();
  const config = useSettings((s) => s.config);
  const maxQuestions = config.self_challenge_max_questions;
  const maxMinutes = config.self_challenge_max_minutes;
  // a self challenge plays only what is open to the player: no locked premium categories
  const categories = useRemote(api.get_categories, { type: 'quiz', sub_type: 'playable', language_id: languageId() });
  const [category, setCategory] = useState('');
  const [subcategory, setSubcategory] = useState('');
  const [subcategoryQuestions, setSubcategoryQuestions] = useState<number | undefined>();
  const [questions, setQuestions] = useState('');
  const [minutes, setMinutes] = useState('');

  const start = () => {
    if (!category) return void toast.error(t('selectCategory'));
    if (!questions) return void toast.error(messageText('select_question_count'));
    if (!minutes) return void toast.error(messageText('select_timer'));
    const query = new URLSearchParams({ category, questions, minutes, ...(subcategory ? { subcategory } : {}) });
    navigate(`${base}/play?${query}`);
  };

  return (
    <section className="page">
      <header className="page-head">
        <h1>{t('quiz:mode_self_challenge')}</h1>
        <p className="muted">{t('intro')}</p>
      </header>
      <RemoteView remote={categories.state} onRetry={categories.reload} isEmpty={(d) => d.length === 0}>
        {(list) => {
          const available = subcategoryQuestions ?? list.find((c) => c.slug === category)?.no_of_que;
          return (
            <form
              className="card stack setup-form"
              onSubmit={(e) => {
                e.preventDefault();
                start();
              }}
            >
              <label>
                {t('category')}
                <select
                  value={category}
                  onChange={(e) => {
                    setCategory(e.target.value);
                    setSubcategory('');
                    setSubcategoryQuestions(undefined);
                    setQuestions(''); // the counts on offer follow the category
                  }}
                >
                  <option value="">{t('selectCategory')}</option>
                  {list.map((c) => (
                    <option key={c.id} value={c.slug}>
                      {c.category_name}
                    </option>
                  ))}
                </select>
              </label>
              {category && (
                <SubcategorySelect
                  key={category}
                  categorySlug={category}
                  value={subcategory}
                  onChange={(slug, count) => {
                    setSubcategory(slug);
                    setSubcategoryQuestions(count);
                    setQuestions('');
                  }}
                />
              )}
              <fieldset className="choice-chips">
                <legend>{t('numberOfQuestions')}</legend>
                {countChoices(maxQuestions, available).map((n) => (
                  <label key={n} className="chip">
                    <input
                      type="radio"
                      name="questions"
                      value={n}
                      checked={questions === String(n)}
                      onChange={(e) => setQuestions(e.target.value)}
                    />
                    <span>{n}</span>
                  </label>
                ))}
              </fieldset>
              {available !== undefined && available < maxQuestions && (
                <p className="muted" data-testid="questions-available">
                  {t('categoryHas', { count: available })}
                </p>
              )}
              <fieldset className="choice-chips">
                <legend>{t('minutes')}</legend>
                {minuteSteps
                  .filter((n) => n <= maxMinutes)
                  .map((n) => (
                    <label key={n} className="chip">
                      <input
                        type="radio"
                        name="minutes"
                        value={n}
                        checked={minutes === String(n)}
                        onChange={(e) => setMinutes(e.target.value)}
                      />
                      <span>{t('minutesShort', { count: n })}</span>
                    </label>
                  ))}
              </fieldset>
              <button type="submit" className="btn primary">
                {t('start')}
              </button>
            </form>
          );
        }}
      </RemoteView>
    </section>
  );
}

/** `/self-learning/play?category=&subcategory=&questions=&minutes=` */
export function SelfChallengePlay() {
  const { t } = useTranslation('quiz');
  const [query] = useSearchParams();
  const category = query.get('category') ?? '';
  const subcategory = query.get('subcategory') ?? '';
  const limit = Number(query.get('questions'));
  const minutes = Number(query.get('minutes'));
  const load = () =>
    orThrow(
      api.get_questions_for_self_challenge({
        language_id: languageId(),
        category_slug: category,
        subcategory_slug: subcategory,
        limit,
      }),
    );
  return (
    <QuizPlay
      spec={{
        mode: 'self_challenge',
        load,
        timing: 'total',
        seconds: Math.max(1, minutes) * 60,
        params: { category, subcategory, limit },
      }}
      replayable
      title={t('mode_self_challenge')}
      backTo={base}
      bookmarkType="quiz"
    />
  );
}
