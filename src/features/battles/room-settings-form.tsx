// A battle's settings, as its creator picks them: category, number of questions, entry fee 1x-4x.
// A friend or group room and an asynchronous challenge are made with the same form.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntryFeeMultiplier } from '../../../machines/battle-types.ts';
import { formatNumber } from '../../lib/format.ts';
import { RemoteView } from '../../lib/remote-view.tsx';
import { useCoins } from '../../player/player.tsx';
import { useSession } from '../../stores/session.ts';
import { useSettings } from '../../stores/settings.ts';
import { useBattleCategories } from './categories.ts';

const questionCounts = [5, 10, 15, 20];
const multipliers: EntryFeeMultiplier[] = [1, 2, 3, 4];

export interface RoomSettings {
  categoryId: string;
  languageId: string;
  questionCount: number;
  entryFeeMultiplier: EntryFeeMultiplier;
}

export function RoomSettingsForm({
  title,
  rules,
  submitLabel,
  busy,
  onSubmit,
}: {
  title: string;
  rules: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (settings: RoomSettings) => void;
}) {
  const { t, i18n } = useTranslation('battle');
  const n = (x: number) => formatNumber(x, i18n.language);
  const languageId = String(useSession((s) => s.contentLanguage.id));
  const baseFee = useSettings((s) => s.config.battle_entry_fee);
  const defaultCount = useSettings((s) => s.config.battle_question_count);
  const { state, reload } = useBattleCategories();
  const [categoryId, setCategoryId] = useState('');
  const [questionCount, setQuestionCount] = useState(questionCounts.includes(defaultCount) ? defaultCount : 10);
  const [picked, setPicked] = useState<EntryFeeMultiplier>(1);
  // fees above the balance are shown with their price but cannot be chosen: the server would refuse them
  const coins = useCoins();
  const affordable = multipliers.filter((m) => baseFee * m <= coins);
  const multiplier = affordable.includes(picked) ? picked : (affordable.at(-1) ?? picked);
  const canPay = affordable.length > 0;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit({ categoryId, languageId, questionCount, entryFeeMultiplier: multiplier });
  };

  return (
    <form className="card stack create-room" onSubmit={submit} aria-labelledby="create-title">
      <h1 id="create-title">{title}</h1>
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
            <label
              key={m}
              className={`fee-option${m === multiplier && canPay ? ' chosen' : ''}${tooHigh ? ' unaffordable' : ''}`}
              data-testid={`fee-${m}x`}
            >
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
      <p className="muted">{rules}</p>
      <button type="submit" className="btn primary" disabled={busy || !canPay}>
        {submitLabel}
      </button>
    </form>
  );
}
