// The redeem request: where to send the money (PayPal ID, mobile number or UPI ID) and how many
// coins. The coins leave the balance when the server accepts the request.
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldError } from '../../lib/field-error.tsx';
import { formatMoney, formatNumber } from '../../lib/format.ts';
import { useCommand } from '../../lib/use-command.ts';
import {
  amountFor,
  checkRequest,
  paymentTypes,
  type PaymentType,
  type RequestProblem,
  type WalletRules,
} from './payment-rules.ts';
import { api } from '../../api/api.ts';
import { textOf } from '../../i18n/message-text.ts';

export function RedeemForm(props: { balance: number; rules: WalletRules; onRequested: () => void }) {
  const { t, i18n } = useTranslation('wallet');
  const { balance, rules } = props;
  const [type, setType] = useState<PaymentType>('paypal');
  const [address, setAddress] = useState('');
  const [coins, setCoins] = useState(String(rules.minimum));
  const [problem, setProblem] = useState<RequestProblem | null>(null);
  const coinCount = Number(coins);
  const problemText = (p: RequestProblem) => t(p.key, { min: formatNumber(rules.minimum, i18n.language) });
  const request = useCommand(api.set_payment_request, {
    onDone: () => {
      setAddress('');
      toast.success(t('requested'));
      props.onRequested();
    },
  });
  const refusal = request.refusal === null ? '' : textOf(request.refusal);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found = checkRequest({ type, address, coins: coinCount }, balance, rules);
    setProblem(found);
    if (found) return;
    request.send({
      payment_type: type,
      payment_address: address.trim(),
      payment_amount: amountFor(coinCount, rules),
      coin_used: coinCount,
    });
  }

  const errorOf = (field: RequestProblem['field']) => (problem?.field === field ? problemText(problem) : null);

  return (
    <form className="stack" onSubmit={onSubmit} noValidate aria-labelledby="redeem-title">
      <h2 id="redeem-title">{t('redeemTitle')}</h2>
      <fieldset className="method-pick">
        <legend>{t('method')}</legend>
        {paymentTypes.map((p) => (
          <label key={p} className={`method${type === p ? ' chosen' : ''}`}>
            <input
              type="radio"
              name="payment_type"
              value={p}
              checked={type === p}
              onChange={() => {
                setType(p);
                setProblem(null);
              }}
            />
            {t(`methods.${p}`)}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label>
          {t(`address.${type}`)}
          <input
            value={address}
            onChange={(e) => setAddress(e.target.value)}
            dir="ltr"
            inputMode={type === 'mobile' ? 'tel' : 'email'}
            placeholder={t(`placeholder.${type}`)}
            {...describedBy('address', errorOf('address'))}
          />
        </label>
        <FieldError id="address" error={errorOf('address')} />
      </div>
      <div className="field">
        <label>
          {t('coinsToRedeem')}
          <input
            type="number"
            min={rules.minimum}
            max={balance}
            step={1}
            value={coins}
            onChange={(e) => setCoins(e.target.value)}
            {...describedBy('coins', errorOf('coins'), 'coins-worth')}
          />
        </label>
        <FieldError id="coins" error={errorOf('coins')} />
        {!errorOf('coins') && (
          <span className="muted" id="coins-worth">
            {t('worth', {
              amount: formatMoney(coinCount > 0 ? amountFor(coinCount, rules) : 0, rules.symbol, i18n.language),
            })}
          </span>
        )}
      </div>
      <p className="muted payout-note">{t('payoutNote', { days: rules.payoutDays })}</p>
      {refusal && (
        <p className="notice" role="alert" data-testid="redeem-refusal">
          {refusal}
        </p>
      )}
      <button className="btn primary" type="submit" disabled={request.busy}>
        {t('sendRequest')}
      </button>
    </form>
  );
}
