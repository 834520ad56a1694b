// The engine's paid commands over the API, as the actors its machines invoke: a premium category
// unlocked, a result's review paid for. The server takes the coins; a refusal rejects with its message.
import { fromPromise } from 'xstate';
import type { LockedCategory } from '../../machines/category-unlock.ts';
import type { PaidReviewInput } from '../../machines/paid-review.ts';
import { api } from '../api/api.ts';
import { orThrow } from '../api/client.ts';

export const unlockCategory = fromPromise<void, LockedCategory>(async ({ input }) => {
  await orThrow(api.unlock_premium_category({ category: input.id }));
});

export const payForReview = fromPromise<void, PaidReviewInput>(async ({ input }) => {
  await orThrow(
    api.set_user_coin_score({ coins: -input.cost, score: 0, type: 'review_answers', title: 'Review answers' }),
  );
});
