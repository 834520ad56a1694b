import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import type { ManifestTransform } from 'workbox-build';
import { precompress } from './scripts/precompress.ts';

const apiPort = Number(process.env.API_PORT ?? process.env.PORT ?? 8787);

/**
 * The pages' own entry modules stay in chunks of their own: offline.html's script, and src/main.tsx,
 * whose top-level await (the strings before the first render) would deadlock a lazy chunk (Arabic's)
 * that imports from the chunk it is in.
 */
const entryModules = /[\\/](index\.html|offline\.html|src[\\/]main\.tsx|src[\\/]offline[\\/]offline\.ts)$/;
/** What the offline page shares with the app: the shell's words and where the session is kept. */
const offlineShared = /[\\/]src[\\/](stores[\\/]session-key\.ts|i18n[\\/]locales[\\/]\w+[\\/]shell\.json)$/;

let outDir = 'dist';
const outDirOf: Plugin = { name: 'out-dir', configResolved: (c) => void (outDir = resolve(c.root, c.build.outDir)) };

/** The shell: beside the offline page and the icons, the scripts and styles index.html and offline.html load before any route. */
const onlyTheShell: ManifestTransform = async (entries) => {
  const pages = ['index.html', 'offline.html'].map((page) => readFileSync(join(outDir, page), 'utf8')).join('\n');
  return {
    manifest: entries.filter((e) => !e.url.startsWith('assets/') || pages.includes(`/${e.url}"`)),
    warnings: [],
  };
};

/**
 * The app's stylesheet after the loader in index.html's body, not in its head: the HTML's own
 * loader (styled inline) paints without waiting for it, and the scripts, which run only after the
 * parser has passed it, never draw unstyled.
 */
const stylesAfterLoader: Plugin = {
  name: 'styles-after-loader',
  transformIndexHtml: {
    order: 'post',
    handler(html, { path }) {
      if (path !== '/index.html') return html;
      const links = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
      return links
        .reduce((out, link) => out.replace(link, ''), html)
        .replace('</body>', `${links.map((l) => l.trim()).join('\n    ')}\n  </body>`);
    },
  },
};

/**
 * Installable, with an offline shell (Workbox through vite-plugin-pwa): the service worker precaches
 * the shell (the entry's script and styles, the offline page, the icons) and keeps every hashed
 * asset once fetched (their names change with their content); no other request wakes it
 * (public/sw-routes.js). Pages always come from the network,
 * so a reload always gets the newest deploy; without a network they get the offline page. API
 * calls, blobs, media and Google's traffic have no route: never cached. A new worker waits until
 * the player's next navigation (src/app/updates.ts).
 */
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  manifest: {
    name: 'Quiz Arena',
    short_name: 'Quiz Arena',
    description: 'Live quiz battles with friends, daily quizzes, coins, badges and leaderboards.',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: '#4338ca',
    background_color: '#f5f6fb',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    importScripts: ['/sw-routes.js'],
    globPatterns: ['offline.html', 'assets/*.{js,css}', 'icons/icon-192.png'], // the offline page's picture too
    manifestTransforms: [onlyTheShell],
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    navigateFallback: null,
    runtimeCaching: [
      {
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: '/offline.html' } },
      },
      {
        urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: { cacheName: 'assets', expiration: { maxEntries: 300 } },
      },
    ],
  },
});

export default defineConfig({
  plugins: [react(), outDirOf, stylesAfterLoader, pwa, precompress()],
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/blobs': `http://127.0.0.1:${apiPort}`,
      '/media': `http://127.0.0.1:${apiPort}`,
    },
  },
  build: {
    outDir: 'dist',
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
    modulePreload: { polyfill: false }, // every browser the target reaches has modulepreload
    rollupOptions: {
      input: { index: 'index.html', offline: 'offline.html' },
      output: {
        // Everything the app's first screen runs, in one file rather than in the two dozen small
        // ones automatic splitting made of the modules the routes share (each a request on a
        // phone's slow connection); the offline page's few modules stay out of it.
        codeSplitting: {
          groups: [
            { name: 'shell-words', test: offlineShared, priority: 2 },
            { name: 'shell', tags: ['$initial'], test: (id) => !entryModules.test(id), priority: 1 },
          ],
        },
      },
    },
  },
});
