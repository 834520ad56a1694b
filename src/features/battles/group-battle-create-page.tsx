// Creating a friend (1v1) or group (up to 4) room: category, number of questions, entry fee 1x-4x.
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { EntryFeeMultiplier } from '../../../machines/battle-types.ts';
import { formatNumber } from '../../lib/format.ts';
import { RemoteView } from '../../lib/remote-view.tsx';
import { useCoins } from '../../player/player.tsx';
import { useSession } from '../../stores/session.ts';
import { useSettings } from '../../stores/settings.ts';
import { useBattleCategories } from './categories.ts';
import { useGoToRoom, useRoomBattle } from './use-room-battle.ts';
import './battle.css';

const questionCounts = [5, 10, 15, 20];
const multipliers: EntryFeeMultiplier[] = [1, 2, 3, 4];

export default function GroupBattleCreatePage() {
  const { t, i18n } = useTranslation('battle');
  const n = (x: number) => formatNumber(x, i18n.language);
  const type = useSearchParams()[0].get('type') === 'friend' ? 'friend' : 'group';
  const languageId = String(useSession((s) => s.contentLanguage.id));
  const baseFee = useSettings((s) => s.config.battle_entry_fee);
  const defaultCount = useSettings((s) => s.config.battle_question_count);
  const actor = useRoomBattle();
  useGoToRoom(actor);
  const busy = useSelector(actor, (s) => !s.matches('idle'));
  const { state, reload } = useBattleCategories();
  const [categoryId, setCategoryId] = useState('');
  const [questionCount, setQuestionCount] = useState(questionCounts.includes(defaultCount) ? defaultCount : 10);
  const [picked, setPicked] = useState<EntryFeeMultiplier>(1);
  // fees above the balance are shown with their price but cannot be chosen: the server would refuse them
  const coins = useCoins();
  const affordable = multipliers.filter((m) => baseFee * m <= coins);
  const multiplier = affordable.includes(picked) ? picked : (affordable.at(-1) ?? picked);
  const canPay = affordable.length > 0;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'create', request: { type, categoryId, languageId, questionCount, entryFeeMultiplier: multiplier } });
  };

  return (
    <section className="page battle-page">
      <form className="card stack create-room" onSubmit={onSubmit} aria-labelledby="create-title">
        <h1 id="create-title">{type === 'friend' ? t('playWithFriend') : t('createGroupRoom')}</h1>
        <RemoteView remote={state} onRetry={() => void reload()}>
          {(categories) => (
            <label>
              {t('category')}
              <select value={categoryId} onChange={(e) => setCategoryId(e.target.value)}>
                <option value="">{t('allCategories')}</option>
                {categories
                  .filter((category) => category.is_premium === 0 || category.has_unlocked === 1)
                  .map((category) => (
                    <option key={category.id} value={category.id}>
                      {category.category_name}
                    </option>
                  ))}
              </select>
            </label>
          )}
        </RemoteView>
        <label>
          {t('numberOfQuestions')}
          <select value={questionCount} onChange={(e) => setQuestionCount(Number(e.target.value))}>
            {questionCounts.map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="fee-picker" aria-describedby="fee-balance">
          <legend>{t('entryFee')}</legend>
          {multipliers.map((m) => {
            const tooHigh = !affordable.includes(m);
            return (
              <label key={m} className={`fee-option${m === multiplier && canPay ? ' chosen' : ''}${tooHigh ? ' unaffordable' : ''}`} data-testid={`fee-${m}x`}>
                <input
                  type="radio"
                  name="fee"
                  value={m}
                  checked={m === multiplier && canPay}
                  disabled={tooHigh}
                  aria-describedby={tooHigh ? `fee-${m}-why` : undefined}
                  onChange={() => setPicked(m)}
                />
                <strong>{m}x</strong>
                <span>{t('coinsAmount', { count: baseFee * m })}</span>
                {tooHigh && (
                  <small id={`fee-${m}-why`} className="fee-why">
                    {t('feeTooHigh')}
                  </small>
                )}
              </label>
            );
          })}
          <p id="fee-balance" className="fee-balance" data-testid="fee-balance">
            {t('feeBalance', { count: coins, n: n(coins) })}
          </p>
        </fieldset>
        {!canPay && (
          <p className="notice" role="note" data-testid="cannot-afford-room">
            {t('cannotAffordRoom', { fee: n(baseFee), coins: n(coins) })}
          </p>
        )}
        <p className="muted">{type === 'friend' ? t('friendRules') : t('groupRules')}</p>
        <button type="submit" className="btn primary" disabled={busy || !canPay}>
          {t('createRoom')}
        </button>
      </form>
    </section>
  );
}
