// The paid review machine with its payment (engine-commands.ts), one actor per result screen.
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { paidReview } from '../../machines/paid-review.ts';
import { payForReview } from './engine-commands.ts';
import { textOf } from '../i18n/message-text.ts';

export function usePaidReview(cost: number) {
  const { t } = useTranslation('quiz');
  const logic = useMemo(
    () =>
      paidReview.provide({
        actors: {
          pay: payForReview,
        },
        actions: { notify: (_, { message }) => void toast.error(textOf(message)) },
      }),
    [t],
  );
  return useActorRef(logic, { input: { cost } });
}
