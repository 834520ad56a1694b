import { Coins } from 'lucide-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney, formatNumber } from '../../lib/format.ts';
import { useCoins } from '../../player/player.tsx';
import { useSettings } from '../../stores/settings.ts';
import { amountFor, walletRules } from './payment-rules.ts';
import { RedeemForm } from './redeem-form.tsx';
import { RequestList } from './request-list.tsx';
import './wallet.css';

export default function WalletPage() {
  const { t, i18n } = useTranslation('wallet');
  const rules = walletRules(useSettings((s) => s.config));
  // the balance follows the server's writes through the player's listener; a request or a
  // cancellation only asks the list of requests again
  const coins = useCoins();
  const [version, setVersion] = useState(0);
  const n = (x: number) => formatNumber(x, i18n.language);
  const requestsChanged = () => setVersion((v) => v + 1);

  return (
    <section className="stack">
      <h1>{t('title')}</h1>
      <>
        <div className="card wallet-balance">
          <div>
            <span className="muted">{t('balance')}</span>
            <strong className="wallet-coins" data-testid="wallet-balance">
              <Coins className="icon coin-icon" size={28} aria-hidden />
              {n(coins)}
            </strong>
          </div>
          <dl className="wallet-facts">
            <div>
              <dt>{t('worthLabel')}</dt>
              <dd>{formatMoney(amountFor(coins, rules), rules.symbol, i18n.language)}</dd>
            </div>
            <div>
              <dt>{t('rateLabel')}</dt>
              <dd>{t('rate', { coins: n(rules.coinsPerUnit), unit: formatMoney(1, rules.symbol, i18n.language) })}</dd>
            </div>
            <div>
              <dt>{t('minimumLabel')}</dt>
              <dd>{t('coinsCount', { count: rules.minimum, n: n(rules.minimum) })}</dd>
            </div>
          </dl>
        </div>
        <div className="card">
          {coins < rules.minimum ? (
            <div className="empty-state" data-testid="below-minimum">
              <p>{t('belowMinimum', { min: n(rules.minimum) })}</p>
              {/* a way on: where coins are earned */}
              <p>
                <Trans
                  t={t}
                  i18nKey="earnMore"
                  components={{ quiz: <Link to="/quiz-zone" />, daily: <Link to="/quiz-play/daily-quiz-dashboard" /> }}
                />
              </p>
            </div>
          ) : (
            <RedeemForm balance={coins} rules={rules} onRequested={requestsChanged} />
          )}
        </div>
      </>
      <div className="card">
        <RequestList version={version} symbol={rules.symbol} onDeleted={requestsChanged} />
      </div>
    </section>
  );
}
