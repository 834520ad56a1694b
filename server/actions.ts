// Every action of the contract (contract/actions.ts), served: each group lives in actions/<group>.ts.
import type { ContractActions } from './action.ts';
import { adminContentActions } from './actions/admin-content.ts';
import { adminActions } from './actions/admin.ts';
import { badgeActions } from './actions/badges.ts';
import { battleActions } from './actions/battles.ts';
import { bookmarkActions } from './actions/bookmarks.ts';
import { challengeActions } from './actions/challenges.ts';
import { categoryActions } from './actions/categories.ts';
import { contestActions } from './actions/contests.ts';
import { examActions } from './actions/exams.ts';
import { friendActions } from './actions/friends.ts';
import { homeActions } from './actions/home.ts';
import { leaderboardActions } from './actions/leaderboards.ts';
import { notificationActions } from './actions/notifications.ts';
import { paymentActions } from './actions/payments.ts';
import { playerCardActions } from './actions/player-card.ts';
import { playerActions } from './actions/player.ts';
import { quizPlayActions } from './actions/quiz-play.ts';
import { reportActions } from './actions/reports.ts';
import { settingsActions } from './actions/settings.ts';
import { userActions } from './actions/users.ts';

export const actions: ContractActions = {
  ...userActions,
  ...settingsActions,
  ...playerActions,
  ...leaderboardActions,
  ...paymentActions,
  ...badgeActions,
  ...notificationActions,
  ...categoryActions,
  ...quizPlayActions,
  ...contestActions,
  ...examActions,
  ...bookmarkActions,
  ...reportActions,
  ...homeActions,
  ...battleActions,
  ...challengeActions,
  ...friendActions,
  ...playerCardActions,
  ...adminActions,
  ...adminContentActions,
};
