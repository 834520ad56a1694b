// Categories -> subcategories -> the mode's own screen (levels, passages or play), shared by every
// mode that is organised by category. Premium categories unlock with coins after a confirm.
import { useActorRef, useSelector } from '@xstate/react';
import { Lock, Star } from 'lucide-react';
import { useEffect, useRef, type ComponentType } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { categoryUnlock, type LockedCategory } from '../../machines/category-unlock.ts';
import { useCoins } from '../player/player.tsx';
import { ConfirmDialog } from '../lib/dialog.tsx';
import { ErrorState, RemoteView } from '../lib/remote-view.tsx';
import { messageText, textOf } from '../i18n/message-text.ts';
import { unlockCategory } from './engine-commands.ts';
import { languageId } from './quiz-api.ts';
import { useRemote, type Remote } from '../lib/use-remote.ts';
import type { ReportAction } from './report-dialog.tsx';
import './quiz.css';
import { api } from '../api/api.ts';

export type CategoryType = 'quiz' | 'fun_n_learn' | 'guess_the_word' | 'audio' | 'math' | 'multi_match';

export interface Category {
  id: string;
  slug: string;
  category_name: string;
  type: CategoryType;
  is_premium: 0 | 1;
  coins: number;
  has_unlocked: 0 | 1;
  no_of_que: number;
  no_of_subcategories: number;
  maxlevel: number;
}

export interface Subcategory {
  id: string;
  slug: string;
  subcategory_name: string;
  category_id: string;
  no_of_que: number;
  maxlevel: number;
}

export interface Place {
  category: Category;
  subcategory?: Subcategory;
}

export interface CategoryMode {
  type: CategoryType;
  /** The mode's route, e.g. '/quiz-zone'. */
  base: string;
  title: string;
  /** What a category (or subcategory) opens: levels, passages or the play itself. */
  Leaf: ComponentType<{ place: Place; mode: CategoryMode }>;
  /** Modes with levels (Quiz Zone, Multi Match): their level actions. */
  levels?: LevelActions;
}

export interface LevelActions {
  /** api.get_level_data or api.get_multi_match_level_data (the same contract) */
  levelData: typeof api.get_level_data;
  /** api.get_questions_by_level or api.get_multi_match_questions_by_level (the same contract) */
  questions: typeof api.get_questions_by_level;
  quizMode: 'quiz_zone' | 'multi_match';
  lifelines: boolean;
  bookmarkType: string | null;
  reportAction: ReportAction;
}

export const placePath = (mode: CategoryMode, place: Place) =>
  `${mode.base}/${place.category.slug}${place.subcategory ? `/${place.subcategory.slug}` : ''}`;

export const placeName = (place: Place) => place.subcategory?.subcategory_name ?? place.category.category_name;

/** The unlock machine with its command over the API, the confirm dialog it shows, and what asks it. */
function useUnlock(onUnlocked: (category: LockedCategory) => void) {
  const { t } = useTranslation('quiz');
  const coins = useCoins();
  const welcome = useRef(onUnlocked);
  useEffect(() => {
    welcome.current = onUnlocked;
  });
  const unlock = useActorRef(
    categoryUnlock.provide({
      actors: {
        unlock: unlockCategory,
      },
      actions: {
        notify: (_, { message }) => void toast.error(textOf(message)),
        unlocked: (_, { category }) => {
          toast.success(t('unlocked', { name: category.name }));
          welcome.current(category);
        },
      },
    }),
  );
  const target = useSelector(unlock, (s) => (s.matches('confirming') ? s.context.target : null));
  const dialog = (
    <ConfirmDialog
      open={!!target}
      title={t('unlockTitle')}
      confirmLabel={t('unlock')}
      onCancel={() => unlock.send({ type: 'cancel' })}
      onConfirm={() => unlock.send({ type: 'confirm', balance: coins })}
    >
      <p>{target ? t('unlockText', { name: target.name, coins: target.coins }) : ''}</p>
    </ConfirmDialog>
  );
  const ask = (c: Category) =>
    unlock.send({ type: 'ask', category: { id: c.id, name: c.category_name, coins: c.coins, slug: c.slug } });
  return { ask, dialog };
}

const isLocked = (c: Category) => c.is_premium === 1 && c.has_unlocked === 0;

function CategoryCard({ category, onOpen }: { category: Category; onOpen: () => void }) {
  const { t } = useTranslation('quiz');
  const locked = isLocked(category);
  const TagIcon = locked ? Lock : Star;
  return (
    <button type="button" className="pick-card" onClick={onOpen} data-slug={category.slug}>
      <strong>{category.category_name}</strong>
      <span className="muted">{t('questionsCount', { count: category.no_of_que })}</span>
      {category.is_premium === 1 && (
        <span className={`premium-tag${locked ? ' locked' : ''}`}>
          <TagIcon className="icon" size={14} aria-hidden />
          {locked ? t('premiumCoins', { coins: category.coins }) : t('premium')}
        </span>
      )}
    </button>
  );
}

export function CategoriesPage({ mode }: { mode: CategoryMode }) {
  const { t } = useTranslation('quiz');
  const navigate = useNavigate();
  const categories = useRemote(api.get_categories, { type: mode.type, language_id: languageId() });
  const open = (c: { slug: string }) => navigate(`${mode.base}/${c.slug}`);
  const unlock = useUnlock(open);
  return (
    <section className="page pick-page">
      <header className="page-head">
        <h1>{mode.title}</h1>
        <p className="muted">{t('pickCategory')}</p>
      </header>
      <RemoteView remote={categories.state} onRetry={categories.reload} isEmpty={(d) => d.length === 0}>
        {(list) => (
          <div className="pick-grid">
            {list.map((c) => (
              <CategoryCard key={c.id} category={c} onOpen={() => (isLocked(c) ? unlock.ask(c) : open(c))} />
            ))}
          </div>
        )}
      </RemoteView>
      {unlock.dialog}
    </section>
  );
}

/** `${base}/:category` and `${base}/:category/:subcategory`. */
export function PlacePage({ mode }: { mode: CategoryMode }) {
  const { t } = useTranslation('quiz');
  const params = useParams();
  const categories = useRemote(api.get_categories, { type: mode.type, language_id: languageId() });
  const subcategories = useRemote(api.get_subcategory_by_maincategory, {
    type: mode.type,
    category_slug: params.category,
    subcategory_slug: params.subcategory,
    language_id: languageId(),
  });
  const unlock = useUnlock(() => void categories.reload());
  const both: Remote<{ categories: Category[]; subcategories: Subcategory[] }> =
    categories.state.status === 'ready' && subcategories.state.status === 'ready'
      ? { status: 'ready', data: { categories: categories.state.data, subcategories: subcategories.state.data } }
      : categories.state.status === 'error'
        ? categories.state
        : subcategories.state.status === 'error'
          ? subcategories.state
          : { status: 'loading' };
  const retry = () => {
    void categories.reload();
    void subcategories.reload();
  };
  return (
    <RemoteView remote={both} onRetry={retry}>
      {({ categories: list, subcategories: subs }) => {
        const category = list.find((c) => c.slug === params.category);
        const subcategory = params.subcategory ? subs.find((s) => s.slug === params.subcategory) : undefined;
        if (!category || (params.subcategory && !subcategory)) {
          return <ErrorState message={messageText('document_not_found')} backTo={mode.base} />;
        }
        if (isLocked(category)) {
          return (
            <section className="page center-page">
              <h1>{category.category_name}</h1>
              <p>{t('premiumLocked', { coins: category.coins })}</p>
              <button type="button" className="btn primary" onClick={() => unlock.ask(category)}>
                {t('unlock')}
              </button>
              {unlock.dialog}
            </section>
          );
        }
        if (!subcategory && subs.length > 0) {
          return (
            <section className="page pick-page">
              <header className="page-head">
                <p className="crumbs">
                  <Link to={mode.base}>{mode.title}</Link>
                </p>
                <h1>{category.category_name}</h1>
                <p className="muted">{t('pickSubcategory')}</p>
              </header>
              <div className="pick-grid">
                {subs.map((s) => (
                  <Link
                    key={s.id}
                    className="pick-card"
                    to={`${mode.base}/${category.slug}/${s.slug}`}
                    data-slug={s.slug}
                  >
                    <strong>{s.subcategory_name}</strong>
                    <span className="muted">{t('questionsCount', { count: s.no_of_que })}</span>
                  </Link>
                ))}
              </div>
            </section>
          );
        }
        return <mode.Leaf place={{ category, subcategory }} mode={mode} />;
      }}
    </RemoteView>
  );
}
