// 1 v/s 1 Battle: pick a category (or all of them), then search for an opponent.
import { Lock } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RemoteView } from '../../lib/remote-view.tsx';
import { usePlayerFigures } from '../../player/player.tsx';
import { useSession } from '../../stores/session.ts';
import { BattleFee } from './battle-money.tsx';
import { useBattleCategories } from './categories.ts';
import { warmPairings } from './room-actors.ts';
import './battle.css';

export default function RandomBattlePage() {
  const { t } = useTranslation('battle');
  const streak = usePlayerFigures()?.winStreak ?? 0;
  const { state, reload } = useBattleCategories();
  const uid = useSession((s) => s.user?.id ?? '');
  // while the player reads the list: the battle screen's code and a warm Firestore connection
  useEffect(() => void import('./random-battle-play-page.tsx'), []);
  useEffect(() => (uid ? warmPairings(uid) : undefined), [uid]);
  return (
    <section className="page battle-page">
      <header className="page-head">
        <h1>{t('randomTitle')}</h1>
        <p className="muted">{t('randomIntro')}</p>
        {streak > 0 && <p className="streak">{t('winStreak', { count: streak })}</p>}
        <BattleFee />
        <p className="row battle-links">
          <Link className="btn" to="/group-battle/create?type=friend">
            {t('playWithFriend')}
          </Link>
          <Link className="btn" to="/group-battle/join">
            {t('joinRoom')}
          </Link>
        </p>
      </header>
      <RemoteView remote={state} onRetry={() => void reload()}>
        {(categories) => (
          <ul className="category-list" aria-label={t('pickCategory')}>
            <li>
              <Link className="category-tile" to="/random-battle/play?category=">
                <strong>{t('allCategories')}</strong>
                <span className="muted">{t('allCategoriesHint')}</span>
              </Link>
            </li>
            {categories.map((category) => {
              const locked = category.is_premium === 1 && category.has_unlocked === 0;
              return (
                <li key={category.id}>
                  {locked ? (
                    <span className="category-tile locked" aria-disabled>
                      <strong className="tile-title">
                        <Lock className="icon" size={18} aria-hidden />
                        {category.category_name}
                      </strong>
                      <span className="muted">{t('lockedCategory')}</span>
                    </span>
                  ) : (
                    <Link
                      className="category-tile"
                      to={`/random-battle/play?category=${encodeURIComponent(category.id)}`}
                    >
                      <strong>{category.category_name}</strong>
                      <span className="muted">{t('questionCount', { count: category.no_of_que })}</span>
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </RemoteView>
    </section>
  );
}
