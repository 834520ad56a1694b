// Every route. Each feature adds its own routes here; pages load lazily so the progress bar shows.
import type { RouteObject } from 'react-router';
import HomePage from '../features/home/home-page.tsx';
import { staticPages } from '../features/static-pages/static-paths.ts';
import { FullScreenLoader } from './full-screen-loader.tsx';
import { Shell } from './shell.tsx';
import { NotFoundPage } from './simple-pages.tsx';

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** A lazy page that is a named export of its module. */
const named =
  <M,>(load: () => Promise<M>, name: keyof M) =>
  async () => ({ Component: (await load())[name] as React.ComponentType });

/** A page with the player's friends list under it. */
const withFriends = (load: () => Promise<{ default: React.ComponentType }>) => async () => {
  const [{ default: Page }, { FriendsPanel }] = await Promise.all([
    load(),
    import('../features/friends/friends-panel.tsx'),
  ]);
  return {
    Component: () => (
      <>
        <Page />
        <section className="page">
          <FriendsPanel />
        </section>
      </>
    ),
  };
};

const funAndLearn = () => import('../features/fun-and-learn/fun-and-learn-pages.tsx');
const selfChallenge = () => import('../features/self-challenge/self-challenge-pages.tsx');
const contests = () => import('../features/contest-play/contest-pages.tsx');
const challenges = () => import('../features/battles/challenge-pages.tsx');

/** A mode organised by category: its categories, then a category or subcategory. */
const categoryRoutes = <M,>(base: string, load: () => Promise<M>, [list, place]: [keyof M, keyof M]): RouteObject[] => [
  { path: base, lazy: named(load, list) },
  { path: `${base}/:category`, lazy: named(load, place) },
  { path: `${base}/:category/:subcategory`, lazy: named(load, place) },
];

/** A mode with levels: categories, a place's levels, and a level's play. */
const levelRoutes = <M,>(
  base: string,
  load: () => Promise<M>,
  [list, place, level]: [keyof M, keyof M, keyof M],
): RouteObject[] => [
  ...categoryRoutes(base, load, [list, place]),
  { path: `${base}/:category/level/:level`, lazy: named(load, level) },
  { path: `${base}/:category/:subcategory/level/:level`, lazy: named(load, level) },
];

export const routes: RouteObject[] = [
  {
    element: <Shell />,
    // until the first page's lazy module is in: the loader index.html drew, not a blank page
    HydrateFallback: FullScreenLoader,
    children: [
      // the page most visits open first comes with the first screen's bundle: no second round trip
      { path: '/', Component: HomePage },
      { path: '/auth/login', lazy: page(() => import('../features/auth/login-page.tsx')) },
      { path: '/auth/sign-up', lazy: page(() => import('../features/auth/sign-up-page.tsx')) },
      { path: '/auth/reset-password', lazy: page(() => import('../features/auth/reset-password-page.tsx')) },
      { path: '/auth/otp-verify', lazy: page(() => import('../features/auth/otp-verify-page.tsx')) },
      // The player's world: their own screens share the profile frame.
      {
        lazy: page(() => import('../features/profile/profile-layout.tsx')),
        children: [
          { path: '/profile', lazy: page(() => import('../features/profile/profile-page.tsx')) },
          { path: '/profile/wallet', lazy: page(() => import('../features/wallet/wallet-page.tsx')) },
          { path: '/profile/coin-history', lazy: page(() => import('../features/coin-history/coin-history-page.tsx')) },
          { path: '/profile/badges', lazy: page(() => import('../features/badges/badges-page.tsx')) },
          { path: '/profile/statistics', lazy: page(() => import('../features/statistics/statistics-page.tsx')) },
          { path: '/profile/referral', lazy: page(() => import('../features/referral/referral-page.tsx')) },
          { path: '/profile/friends', lazy: page(() => import('../features/friends/friends-page.tsx')) },
          { path: '/profile/friends/add/:code', lazy: page(() => import('../features/friends/friend-link-page.tsx')) },
          { path: '/leaderboard', lazy: page(() => import('../features/leaderboard/leaderboard-page.tsx')) },
          { path: '/notifications', lazy: page(() => import('../features/notifications/notifications-page.tsx')) },
        ],
      },
      // another player's card, from wherever players meet (src/lib/player-link.tsx)
      { path: '/players/:uid', lazy: page(() => import('../features/players/player-card-page.tsx')) },
      ...staticPages.map((p) => ({
        path: p.path,
        lazy: page(() => import('../features/static-pages/static-page.tsx')),
      })),
      // Single-player modes and the exam module (quiz-engine is their shared play screen).
      ...levelRoutes('/quiz-zone', () => import('../features/quiz-zone/quiz-zone-pages.tsx'), [
        'QuizZoneCategories',
        'QuizZonePlace',
        'QuizZoneLevel',
      ]),
      ...levelRoutes('/multi-match-questions', () => import('../features/multi-match/multi-match-pages.tsx'), [
        'MultiMatchCategories',
        'MultiMatchPlace',
        'MultiMatchLevel',
      ]),
      ...categoryRoutes('/guess-the-word', () => import('../features/guess-the-word/guess-the-word-pages.tsx'), [
        'GuessTheWordCategories',
        'GuessTheWordPlace',
      ]),
      ...categoryRoutes('/audio-questions', () => import('../features/audio-questions/audio-questions-pages.tsx'), [
        'AudioCategories',
        'AudioPlace',
      ]),
      ...categoryRoutes('/math-mania', () => import('../features/math-mania/math-mania-pages.tsx'), [
        'MathCategories',
        'MathPlace',
      ]),
      { path: '/fun-and-learn', lazy: named(funAndLearn, 'FunCategories') },
      { path: '/fun-and-learn/:category', lazy: named(funAndLearn, 'FunPlace') },
      { path: '/fun-and-learn/:category/:passage', lazy: named(funAndLearn, 'FunPassage') },
      {
        path: '/quiz-play/daily-quiz-dashboard',
        lazy: page(() => import('../features/daily-quiz/daily-quiz-page.tsx')),
      },
      {
        path: '/quiz-play/true-and-false-play',
        lazy: page(() => import('../features/true-false/true-false-page.tsx')),
      },
      { path: '/self-learning', lazy: named(selfChallenge, 'SelfChallengeSetup') },
      { path: '/self-learning/play', lazy: named(selfChallenge, 'SelfChallengePlay') },
      { path: '/contest-play', lazy: named(contests, 'ContestList') },
      { path: '/contest-play/:contest', lazy: named(contests, 'ContestPlay') },
      { path: '/contest-play/:contest/leaderboard', lazy: named(contests, 'ContestLeaderboard') },
      { path: '/contest-play/:contest/review', lazy: named(contests, 'ContestReview') },
      { path: '/exam-module', lazy: page(() => import('../features/exam-module/exam-list-page.tsx')) },
      { path: '/exam-module/:exam', lazy: page(() => import('../features/exam-module/exam-play-page.tsx')) },
      // Battles: a room's id stays in the URL so a reload rejoins it.
      { path: '/random-battle', lazy: page(() => import('../features/battles/random-battle-page.tsx')) },
      {
        path: '/random-battle/play/:roomId?',
        lazy: page(() => import('../features/battles/random-battle-play-page.tsx')),
      },
      // the battle page, and the friends list under it (features do not import each other: joined here)
      { path: '/group-battle', lazy: withFriends(() => import('../features/battles/group-battle-page.tsx')) },
      { path: '/group-battle/create', lazy: page(() => import('../features/battles/group-battle-create-page.tsx')) },
      { path: '/group-battle/join', lazy: page(() => import('../features/battles/group-battle-join-page.tsx')) },
      {
        path: '/group-battle/join/:code',
        lazy: page(() => import('../features/battles/group-battle-invite-page.tsx')),
      },
      {
        path: '/group-battle/room/:roomId',
        lazy: page(() => import('../features/battles/group-battle-room-page.tsx')),
      },
      // an asynchronous challenge: made for a friend who is away, offered to that friend
      { path: '/battle/challenge/new', lazy: named(challenges, 'ChallengeNewPage') },
      { path: '/battle/challenge/:roomId', lazy: named(challenges, 'ChallengePage') },
      // the bookmarks play, under the profile too (docs/product.md), full width like every play screen
      ...['/play-bookmark-questions', '/profile/play-bookmark-questions'].map((path) => ({
        path,
        lazy: page(() => import('../features/bookmarks/bookmarks-page.tsx')),
      })),
      // the operator console: its own chunk, never a player's download
      { path: '/admin/*', lazy: page(() => import('../features/admin/admin-page.tsx')) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
