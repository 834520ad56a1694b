// A few lines of a player's coin history, as the console shows them.
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../lib/format.ts';

export function CoinLines({ lines }: { lines: { id: string; title: string; coins: number; date: string }[] }) {
  const { i18n } = useTranslation();
  return (
    <ul className="coin-lines">
      {lines.map((l) => (
        <li key={l.id} className="row between">
          <span>{l.title}</span>
          <span className={l.coins < 0 ? 'spent' : 'earned'}>
            <bdi dir="ltr">
              {l.coins > 0 ? '+' : ''}
              {formatNumber(l.coins, i18n.language)}
            </bdi>
            <time className="muted" dateTime={l.date}>
              {' '}
              {formatDate(l.date, i18n.language)}
            </time>
          </span>
        </li>
      ))}
    </ul>
  );
}
