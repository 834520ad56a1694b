// Each public page's description (search results, link previews) in the interface language, kept
// on the one <meta name="description"> of index.html as the player moves and switches language.
import i18next from 'i18next';
import { staticPages } from '../features/static-pages/static-paths.ts';

const descriptions: Record<string, string> = {
  '/': 'metaHome',
  '/auth/login': 'metaLogin',
  '/auth/sign-up': 'metaSignUp',
  '/auth/reset-password': 'metaResetPassword',
  ...Object.fromEntries(staticPages.map((p) => [p.path, `meta_${p.type}`])),
};

export function describePage(pathname: string): void {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (meta) meta.content = i18next.t(`shell:${descriptions[pathname] ?? 'metaHome'}`);
}
