// The player's referral code: copy it, or share it where the browser can (navigator.share).
// A friend types it at sign-up; both get coins (docs/economy.md "Coins in and out").
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format.ts';
import { EmptyState } from '../../lib/remote-view.tsx';
import { useSession } from '../../stores/session.ts';
import { useSettings } from '../../stores/settings.ts';
import './referral.css';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export default function ReferralPage() {
  const { t, i18n } = useTranslation('referral');
  const code = useSession((s) => s.user?.refer_code ?? '');
  const config = useSettings((s) => s.config);
  const appName = useSettings((s) => s.web?.app_name) ?? t('common:appName');
  const you = formatNumber(config.referral_referrer_coins, i18n.language);
  const friend = formatNumber(config.referral_new_player_coins, i18n.language);
  const signUpUrl = `${location.origin}/auth/sign-up`;
  const message = t('shareText', { app: appName, code, coins: friend, url: signUpUrl });
  const canShare = typeof navigator.share === 'function';

  async function copy() {
    if (await copyText(code)) toast.success(t('copied'));
    else toast.error(t('copyFailed'));
  }

  async function share() {
    try {
      await navigator.share({ title: appName, text: message });
    } catch (err) {
      if ((err as Error).name !== 'AbortError') toast.error(t('shareFailed'));
    }
  }

  return (
    <section className="stack">
      <h1>{t('title')}</h1>
      {!code ? (
        <EmptyState>{t('noCode')}</EmptyState>
      ) : (
        <div className="card referral-card">
          <p>{t('explain', { you, friend })}</p>
          <p className="muted">{t('yourCode')}</p>
          <output className="referral-code" dir="ltr" data-testid="referral-code">
            {code}
          </output>
          <div className="row referral-actions">
            <button type="button" className="btn primary" onClick={copy}>
              {t('copy')}
            </button>
            {canShare && (
              <button type="button" className="btn" onClick={share}>
                {t('share')}
              </button>
            )}
          </div>
          <p className="muted">{t('howTo')}</p>
        </div>
      )}
    </section>
  );
}
