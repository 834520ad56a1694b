// Every route. Each feature adds its own routes here; pages load lazily so the progress bar shows.
import type { RouteObject } from 'react-router';
import { Shell } from './shell.tsx';
import { NotFoundPage } from './simple-pages.tsx';

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

export const routes: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      { path: '/', lazy: page(() => import('../features/home/home-page.tsx')) },
      { path: '/auth/login', lazy: page(() => import('../features/auth/login-page.tsx')) },
      { path: '/auth/sign-up', lazy: page(() => import('../features/auth/sign-up-page.tsx')) },
      { path: '/auth/reset-password', lazy: page(() => import('../features/auth/reset-password-page.tsx')) },
      { path: '/auth/otp-verify', lazy: page(() => import('../features/auth/otp-verify-page.tsx')) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
