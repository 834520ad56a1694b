// The paid review machine with its payment over the API, one actor per result screen.
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { paidReview } from '../../machines/paid-review.ts';
import { api } from '../api/api.ts';
import { orThrow } from '../api/client.ts';
import { translateMessage } from '../i18n/messages.ts';

export function usePaidReview(cost: number) {
  const { t } = useTranslation('quiz');
  const logic = useMemo(
    () =>
      paidReview.provide({
        actors: {
          pay: fromPromise(async ({ input }) => {
            await orThrow(api.set_user_coin_score({ coins: -input.cost, score: 0, type: 'review_answers', title: 'Review answers' }));
          }),
        },
        actions: { notify: (_, { message }) => void toast.error(translateMessage(t, message)) },
      }),
    [t],
  );
  return useActorRef(logic, { input: { cost } });
}
