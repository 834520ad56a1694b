// The built web app as production serves it: the .br/.gz files written at build time when the
// browser takes them, hashed assets cached for a year and index.html never without asking again,
// and security headers (a Content-Security-Policy the app passes) on every reply of the server.
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { relative } from 'node:path';

const immutable = 'public, max-age=31536000, immutable';

/**
 * The Content-Security-Policy: Firebase's endpoints in production; under the emulators, any local
 * http/ws port. firebase.json sends the production one with the pages Hosting serves (a test
 * keeps the two equal).
 */
export function contentSecurityPolicy(onEmulators: boolean): string {
  const google = [
    'https://*.googleapis.com',
    'https://apis.google.com',
    'https://www.google.com',
    'https://www.gstatic.com',
  ];
  const local = onEmulators ? ['http:', 'ws:'] : [];
  const directives = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      'https://apis.google.com',
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ],
    // KaTeX writes style attributes into its HTML and react-hot-toast a <style> element
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'media-src': ["'self'", 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...google, 'wss://*.googleapis.com', ...local],
    // Google sign-in and reCAPTCHA (phone sign-in) run in frames of the project's auth domain
    'frame-src': [
      "'self'",
      'https://*.firebaseapp.com',
      'https://*.web.app',
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com',
      ...local,
    ],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Security headers for every reply: CSP, nosniff, Referrer-Policy, no framing (the set of Hono's secureHeaders). */
export function securityHeaders(opts: { onEmulators: boolean }): MiddlewareHandler {
  const headers = Object.entries({
    'Content-Security-Policy': contentSecurityPolicy(opts.onEmulators),
    // Google sign-in talks to its popup window
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Origin-Agent-Cluster': '?1',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Strict-Transport-Security': 'max-age=15552000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'X-DNS-Prefetch-Control': 'off',
    'X-Download-Options': 'noopen',
    'X-Frame-Options': 'DENY',
    'X-Permitted-Cross-Domain-Policies': 'none',
    'X-XSS-Protection': '0',
  });
  // Set before the handler answers: a header set on a finished reply makes Hono copy the response.
  return (c, next) => {
    for (const [name, value] of headers) c.header(name, value);
    return next();
  };
}

const cacheFor = (path: string, c: Context) => {
  c.header('Cache-Control', /\/assets\/[^/]+$/.test(path.replace(/\.(br|gz)$/, '')) ? immutable : 'no-cache');
};

/** Serves `dir` (the built app) and index.html for client-side routes. */
export function mountWebApp(app: Hono, dir: string): void {
  const root = relative(process.cwd(), dir) || '.';
  app.use('/*', serveStatic({ root, precompressed: true, onFound: cacheFor }));
  app.get('*', serveStatic({ root, path: 'index.html', precompressed: true, onFound: cacheFor }));
}
