// The player's rating as the server keeps it on their own record (their listener's figures): the
// figure, and whether it is still provisional.
import { useTranslation } from 'react-i18next';
import { isProvisional, provisionalGames, ratingFigure } from '../../../contract/rating.ts';
import { formatNumber } from '../../lib/format.ts';
import { usePlayerFigures } from '../../player/player.tsx';

export function RatingCard() {
  const { t, i18n } = useTranslation('profile');
  const figures = usePlayerFigures();
  if (!figures) return null;
  const n = (x: number) => formatNumber(x, i18n.language);
  const played = figures.rating?.games ?? 0;
  return (
    <section className="card rating-card" aria-labelledby="rating-title" data-testid="rating-card">
      <h2 id="rating-title">{t('ratingTitle')}</h2>
      <p className="rating-figure">{n(ratingFigure(figures.rating))}</p>
      <p className="muted">
        {isProvisional(figures.rating)
          ? t('ratingProvisional', { played: n(played), total: n(provisionalGames) })
          : t('ratingSettled', { played: n(played) })}
      </p>
    </section>
  );
}
