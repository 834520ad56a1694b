import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/client.ts';
import { formatMoney, formatNumber } from '../../lib/format.ts';
import { RemoteView } from '../../lib/remote-view.tsx';
import { useRemote } from '../../lib/use-remote.ts';
import { useSession } from '../../stores/session.ts';
import { useSettings } from '../../stores/settings.ts';
import { amountFor, walletRules } from './payment-rules.ts';
import { RedeemForm } from './redeem-form.tsx';
import { RequestList } from './request-list.tsx';
import './wallet.css';

export default function WalletPage() {
  const { t, i18n } = useTranslation('wallet');
  const rules = walletRules(useSettings((s) => s.config));
  const updateUser = useSession((s) => s.updateUser);
  const balance = useRemote(() => request<{ coins: number; all_time_score: number }>('get_user_coin_score'), []);
  const [version, setVersion] = useState(0);
  const n = (x: number) => formatNumber(x, i18n.language);

  const coinsChanged = (coins: number) => {
    balance.update((b) => ({ ...b, coins }));
    updateUser({ coins });
    setVersion((v) => v + 1);
  };

  return (
    <section className="stack">
      <h1>{t('title')}</h1>
      <RemoteView remote={balance.state} onRetry={balance.reload}>
        {({ coins }) => (
          <>
            <div className="card wallet-balance">
              <div>
                <span className="muted">{t('balance')}</span>
                <strong className="wallet-coins" data-testid="wallet-balance">
                  🪙 {n(coins)}
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
                <p className="empty-state">{t('belowMinimum', { min: n(rules.minimum) })}</p>
              ) : (
                <RedeemForm balance={coins} rules={rules} onRequested={coinsChanged} />
              )}
            </div>
          </>
        )}
      </RemoteView>
      <div className="card">
        <RequestList version={version} symbol={rules.symbol} onDeleted={coinsChanged} />
      </div>
    </section>
  );
}
