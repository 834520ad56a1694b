// Every action of the API, by name. Each group lives in actions/<group>.ts.
import type { ActionMap } from './action.ts';
import { badgeActions } from './actions/badges.ts';
import { leaderboardActions } from './actions/leaderboards.ts';
import { notificationActions } from './actions/notifications.ts';
import { paymentActions } from './actions/payments.ts';
import { playerActions } from './actions/player.ts';
import { settingsActions } from './actions/settings.ts';
import { userActions } from './actions/users.ts';

export const actions: ActionMap = {
  ...userActions,
  ...settingsActions,
  ...playerActions,
  ...leaderboardActions,
  ...paymentActions,
  ...badgeActions,
  ...notificationActions,
};
