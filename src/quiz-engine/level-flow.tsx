// Levels of a category or subcategory (Quiz Zone, Multi Match): a level stays locked until the
// previous ones are cleared; the server says which is the highest unlocked.
import { Check, Lock, type LucideIcon } from 'lucide-react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { QuizResult } from '../../machines/quiz-types.ts';
import { RemoteView } from '../lib/remote-view.tsx';
import { placeName, placePath, type CategoryMode, type Place } from './category-flow.tsx';
import { messageText } from '../i18n/message-text.ts';
import { languageId } from './quiz-api.ts';
import { QuizPlay } from './quiz-play.tsx';
import { useRemote } from '../lib/use-remote.ts';
import { ApiError, orThrow } from '../api/client.ts';
import { useSettings } from '../stores/settings.ts';

const Mark = ({ icon: Icon, label }: { icon: LucideIcon; label: string }) => (
  <>
    <Icon className="icon" size={18} aria-hidden />
    <span className="visually-hidden">{label}</span>
  </>
);

export function LevelGrid({ place, mode }: { place: Place; mode: CategoryMode }) {
  const { t } = useTranslation('quiz');
  const unlocked = useRemote(mode.levels!.levelData, {
    category_slug: place.category.slug,
    subcategory_slug: place.subcategory?.slug,
    language_id: languageId(),
  });
  const max = place.subcategory?.maxlevel ?? place.category.maxlevel;
  const path = placePath(mode, place);
  return (
    <section className="page pick-page">
      <header className="page-head">
        <p className="crumbs">
          <Link to={mode.base}>{mode.title}</Link>
          {place.subcategory && (
            <>
              {' / '}
              <Link to={`${mode.base}/${place.category.slug}`}>{place.category.category_name}</Link>
            </>
          )}
        </p>
        <h1>{placeName(place)}</h1>
        <p className="muted">{t('pickLevel')}</p>
      </header>
      <RemoteView remote={unlocked.state} onRetry={unlocked.reload}>
        {({ level }) => (
          <ol className="level-grid">
            {Array.from({ length: max }, (_, i) => i + 1).map((n) =>
              n <= level ? (
                <li key={n}>
                  <Link className={`level-tile${n < level ? ' cleared' : ''}`} to={`${path}/level/${n}`} data-level={n}>
                    <span>{t('level', { n })}</span>
                    {n < level && <Mark icon={Check} label={t('cleared')} />}
                  </Link>
                </li>
              ) : (
                <li key={n}>
                  <button
                    type="button"
                    className="level-tile locked"
                    data-level={n}
                    onClick={() => toast.error(messageText('level_locked'), { id: 'level-locked' })}
                  >
                    <span>{t('level', { n })}</span>
                    <Mark icon={Lock} label={t('locked')} />
                  </button>
                </li>
              ),
            )}
          </ol>
        )}
      </RemoteView>
    </section>
  );
}

/** `${base}/:category[/:subcategory]/level/:level` */
export function LevelPlayPage({ mode }: { mode: CategoryMode }) {
  const { t } = useTranslation('quiz');
  const params = useParams();
  const levels = mode.levels!;
  const level = Number(params.level);
  const passPercentage = useSettings((s) => s.config.quiz_pass_percentage);
  const path = `${mode.base}/${params.category}${params.subcategory ? `/${params.subcategory}` : ''}`;
  const load = async () => {
    const place = await orThrow(
      levels.levelData({
        category_slug: params.category,
        subcategory_slug: params.subcategory,
        language_id: languageId(),
      }),
    );
    if (level > place.level) throw new ApiError({ status: 403, code: 'level_locked' });
    return orThrow(
      levels.questions({
        category: place.category_id,
        subcategory: place.subcategory_id,
        level,
        language_id: languageId(),
      }),
    );
  };
  const next = (result: QuizResult) =>
    result.passed && (result.unlockedLevel ?? 0) > level ? (
      <Link className="btn primary" to={`${path}/level/${level + 1}`}>
        {t('nextLevel')}
      </Link>
    ) : null;
  return (
    <QuizPlay
      key={path + level}
      spec={{ mode: levels.quizMode, load, lifelines: levels.lifelines, params: { path, level } }}
      replayable
      title={`${mode.title} · ${t('level', { n: level })}`}
      intro={{ about: t('aboutLevel', { pct: passPercentage }) }}
      backTo={path}
      bookmarkType={levels.bookmarkType}
      reportAction={levels.reportAction}
      resultExtra={next}
    />
  );
}
