// Every action of the API, by name: its input fields and its reply (contract/actions/<group>.ts).
import { adminContentContract } from './actions/admin-content.ts';
import { adminContract } from './actions/admin.ts';
import { badgeContract } from './actions/badges.ts';
import { battleContract } from './actions/battles.ts';
import { bookmarkContract } from './actions/bookmarks.ts';
import { challengeContract } from './actions/challenges.ts';
import { categoryContract } from './actions/categories.ts';
import { contestContract } from './actions/contests.ts';
import { examContract } from './actions/exams.ts';
import { friendContract } from './actions/friends.ts';
import { homeContract } from './actions/home.ts';
import { leaderboardContract } from './actions/leaderboards.ts';
import { notificationContract } from './actions/notifications.ts';
import { paymentContract } from './actions/payments.ts';
import { playerCardContract } from './actions/player-card.ts';
import { playerContract } from './actions/player.ts';
import { quizPlayContract } from './actions/quiz-play.ts';
import { reportContract } from './actions/reports.ts';
import { settingsContract } from './actions/settings.ts';
import { userContract } from './actions/users.ts';

export const contract = {
  ...userContract,
  ...settingsContract,
  ...playerContract,
  ...leaderboardContract,
  ...paymentContract,
  ...badgeContract,
  ...notificationContract,
  ...categoryContract,
  ...quizPlayContract,
  ...contestContract,
  ...examContract,
  ...bookmarkContract,
  ...reportContract,
  ...homeContract,
  ...battleContract,
  ...challengeContract,
  ...friendContract,
  ...playerCardContract,
  ...adminContract,
  ...adminContentContract,
};

export type Contract = typeof contract;
export type ActionName = keyof Contract;
